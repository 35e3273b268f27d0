import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import Markdown from './markdown.tsx';

it('renders Markdown, but never raw HTML or script links', () => {
  const { container } = render(
    <Markdown
      source={
        '# Title\n\nSome **bold** text <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [good](https://example.gov.in)'
      }
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
  expect(container.querySelector('strong')).toHaveTextContent('bold');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('good')).toHaveAttribute('href', 'https://example.gov.in');
  expect(screen.getByText('bad').getAttribute('href') ?? '').not.toContain('javascript');
});

it('renders GitHub tables inside their own scrolling box', () => {
  const { container } = render(<Markdown source={'| Paper | Marks |\n| --- | --- |\n| GS I | 200 |'} />);
  const table = container.querySelector('table');
  expect(table).not.toBeNull();
  expect(table!.parentElement).toHaveClass('overflow-x-auto');
  expect(screen.getByRole('columnheader', { name: 'Marks' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '200' })).toBeInTheDocument();
});
