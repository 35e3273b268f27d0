import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { ResultCount } from './jobs-browser.tsx';

describe('ResultCount', () => {
  it('says how many recruitments match, or that there are more than the server counted', () => {
    const { rerender } = render(<ResultCount total={1} capped={false} />);
    expect(screen.getByText('1 recruitment')).toBeInTheDocument();
    rerender(<ResultCount total={12} capped={false} />);
    expect(screen.getByText('12 recruitments')).toBeInTheDocument();
    rerender(<ResultCount total={1000} capped />);
    expect(screen.getByText('1,000+ recruitments')).toBeInTheDocument();
  });
});
