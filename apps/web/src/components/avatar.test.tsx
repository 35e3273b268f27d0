import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarColour, initialsOf } from './avatar.tsx';

describe('Avatar', () => {
  it('takes up to two initials from a name', () => {
    expect(initialsOf('Asha Rani Verma')).toBe('AV');
    expect(initialsOf('  ravi  ')).toBe('R');
    expect(initialsOf('सुनीता देवी')).toBe('सद');
    expect(initialsOf('')).toBe('?');
  });

  it('colours the same id the same way every time, and different ids differently', () => {
    expect(avatarColour('user-1')).toBe(avatarColour('user-1'));
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(3);
  });

  it('shows the photo, and falls back to initials when it does not load', () => {
    const { container } = render(<Avatar id="u1" name="Mohan Lal" src="/api/files/a" size="lg" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/files/a');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '96');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('ML')).toHaveClass(avatarColour('u1'));
  });

  it('is decorative unless given a text alternative', () => {
    render(<Avatar id="u1" name="Mohan Lal" src={null} alt="Mohan Lal" />);
    expect(screen.getByRole('img', { name: 'Mohan Lal' })).toHaveTextContent('ML');
  });
});
