import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { passageFixture } from '../testing/fixtures.ts';
import { PassagePanel } from './passage-panel.tsx';

describe('PassagePanel', () => {
  it('shows the directions with the numbers of the set’s questions, and the passage in a scroll box', () => {
    renderWithProviders(<PassagePanel passage={passageFixture('sales', 6, 10)} language="en" />);
    expect(screen.getByRole('heading', { name: 'Directions (Q. 6–10)' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Directions (Q. 6–10)' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveClass('overflow-y-auto', 'lg:max-h-[70vh]');
    expect(box).toHaveTextContent('Study the table of a shop’s sales and answer the questions.');
    expect(within(box).getByRole('cell', { name: '150' })).toBeInTheDocument();
    expect(box).toHaveAttribute('lang', 'en');
  });

  it('names a set of one question by its number alone', () => {
    renderWithProviders(<PassagePanel passage={passageFixture('sales', 4, 4)} language="en" />);
    expect(screen.getByRole('heading', { name: 'Directions (Q. 4)' })).toBeInTheDocument();
  });

  it('folds away and back on a phone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PassagePanel passage={passageFixture('sales', 6, 10)} language="en" />);
    const box = screen.getByTestId('passage-text');
    const hide = screen.getByRole('button', { name: 'Hide directions' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', box.id);
    expect(box).not.toHaveClass('hidden');

    await user.click(hide);
    const show = screen.getByRole('button', { name: 'Show directions' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    // Hidden on a phone only: beside the question (lg) it always shows.
    expect(box).toHaveClass('hidden', 'lg:block');

    await user.click(show);
    expect(box).not.toHaveClass('hidden');
  });

  it('shows the Hindi passage with a Hindi heading, and the English one where there is no Hindi', async () => {
    await setLanguage('hi');
    try {
      const { unmount } = renderWithProviders(<PassagePanel passage={passageFixture('sales', 6, 10)} language="hi" />);
      expect(screen.getByRole('heading', { name: 'निर्देश (प्रश्न 6–10)' })).toBeInTheDocument();
      expect(screen.getByTestId('passage-text')).toHaveTextContent('एक दुकान की बिक्री की तालिका');
      expect(screen.getByTestId('passage-text')).toHaveAttribute('lang', 'hi');
      unmount();

      const english = passageFixture('sales', 6, 10);
      delete english.text.hi;
      renderWithProviders(<PassagePanel passage={english} language="hi" />);
      expect(screen.getByTestId('passage-text')).toHaveTextContent('Study the table');
      expect(screen.getByTestId('passage-text')).toHaveAttribute('lang', 'en');
    } finally {
      await setLanguage('en');
    }
  });
});
