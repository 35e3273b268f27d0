import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { attemptFixture, MIN } from '../testing/fixtures.ts';
import { SectionTabs } from './section-tabs.tsx';

const START = Date.parse('2026-11-28T10:00:00Z');
const { paper } = attemptFixture(START);
/** English, then Maths, each for a minute; Reasoning (no Hindi name) open through both. */
const sections = [...paper.sections, { ...paper.sections[0]!, key: 'reasoning', title: 'Reasoning', titleHi: null }];
const windows = new Map([
  ['english', { opensAt: START, closesAt: START + MIN }],
  ['maths', { opensAt: START + MIN, closesAt: START + 2 * MIN }],
  ['reasoning', { opensAt: START, closesAt: START + 2 * MIN }],
]);
const isOpenAt = (key: string, at: number) => {
  const w = windows.get(key);
  return w !== undefined && at >= w.opensAt && at < w.closesAt;
};

function setup(now: number, current = 0, language: 'en' | 'hi' = 'en') {
  const onSelect = vi.fn();
  renderWithProviders(
    <SectionTabs
      sections={sections}
      current={current}
      language={language}
      now={now}
      windows={windows}
      isOpenAt={isOpenAt}
      onSelect={onSelect}
    />,
  );
  return { onSelect };
}

describe('SectionTabs', () => {
  it('marks the section on screen and locks one that has not opened yet', () => {
    setup(START);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const maths = screen.getByRole('tab', { name: /^Maths\s*\(Opens later\)$/ });
    expect(maths).toBeDisabled();
    expect(maths).toHaveAttribute('aria-selected', 'false');
  });

  it('locks a section whose time is over', () => {
    setup(START + MIN, 1);
    expect(screen.getByRole('tab', { name: /^English\s*\(Locked\)$/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Maths' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Maths' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the sections in Hindi where they have a Hindi name', () => {
    setup(START, 0, 'hi');
    expect(screen.getByRole('tab', { name: 'अंग्रेज़ी' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reasoning' })).toBeInTheDocument();
  });

  it('reports the open section chosen, by its index', async () => {
    const user = userEvent.setup();
    const { onSelect } = setup(START);
    await user.click(screen.getByRole('tab', { name: 'Reasoning' }));
    expect(onSelect).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('tab', { name: /Maths/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
