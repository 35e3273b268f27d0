import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTypingRuleSets, TYPING_PASSAGES, type TypingPassageSummary } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { startedFixture } from '../testing/fixtures.ts';
import { resolveChoice, TypingSetup } from './typing-setup.tsx';

const FAMILIES: Record<string, string> = {
  'ssc-chsl-en-v1': 'ssc-chsl-en',
  'ssc-chsl-hi-v1': 'ssc-chsl-hi',
  'ssc-cgl-dest-v1': 'ssc-cgl-dest',
  'ssc-deo-v1': 'ssc-deo',
  'mp-cpct-en-v1': 'mp-cpct-en',
  'mp-cpct-hi-v1': 'mp-cpct-hi',
  'court-jca-en-v1': 'court-jca-en',
  'free-practice-v1': 'free-practice',
};
const presets = currentTypingRuleSets();
const passages: TypingPassageSummary[] = TYPING_PASSAGES.map((passage) => ({
  id: passage.id,
  version: 1,
  language: passage.language,
  title: passage.title,
  wordCount: passage.wordCount,
  characterCount: passage.characterCount,
  presetFamilies: passage.presetIds.map((id) => FAMILIES[id]!),
  excerpt: passage.text.slice(0, 80),
}));

const options = { backspace: true, spaceLock: false, highlight: true, blind: false };
const choice = {
  ruleSetId: 'ssc-chsl-hi-v1',
  mode: 'exam' as const,
  language: 'en' as const,
  layout: 'english' as const,
  passageId: 'en-public-library',
  minutes: 1,
  options,
};

afterEach(() => vi.unstubAllGlobals());

describe('resolveChoice', () => {
  it('makes a choice valid for its preset: language, layout, passage, time and exam rules', () => {
    const resolved = resolveChoice(choice, presets, passages);
    expect(resolved.language).toBe('hi');
    expect(resolved.layout).toBe('inscript');
    expect(resolved.passage!.presetFamilies).toContain('ssc-chsl-hi');
    expect(resolved.minuteOptions).toEqual([10]);
    expect(resolved.minutes).toBe(10);
    expect(resolved.options).toEqual({ ...options, backspace: true, spaceLock: true });
  });

  it('offers any passage of the language and the practice durations in practice mode', () => {
    const resolved = resolveChoice(
      { ...choice, ruleSetId: 'free-practice-v1', mode: 'practice', language: 'hi', passageId: 'hi-yog' },
      presets,
      passages,
    );
    expect(resolved.passage!.id).toBe('hi-yog');
    expect(resolved.offered.every((passage) => passage.language === 'hi')).toBe(true);
    expect(resolved.minuteOptions).toEqual([1, 2, 5]);
    expect(resolved.options).toEqual(options);
  });
});

describe('TypingSetup', () => {
  it('starts an attempt with what was chosen and shows the category’s pass mark', async () => {
    const api = mockFetch(({ url }) => {
      if (url === '/api/typing/presets') return { body: { items: presets } };
      if (url === '/api/typing/passages') return { body: { items: passages } };
      if (url === '/api/me/profile') return { body: { category: 'obc' } };
      return { status: 201, body: startedFixture() };
    });
    const onStarted = vi.fn();
    renderWithProviders(<TypingSetup onStarted={onStarted} />);
    const user = userEvent.setup();

    const preset = await screen.findByLabelText('Test');
    await user.selectOptions(preset, 'SSC CHSL LDC/JSA (English)');
    await user.click(screen.getByRole('radio', { name: 'Exam' }));
    expect(screen.getByLabelText('Backspace allowed')).toBeDisabled();
    expect(screen.getByLabelText('SSC word rule: the space bar stops after the passage’s last word')).toBeChecked();
    expect(await screen.findByTestId('typing-category')).toHaveTextContent('Pass mark for category OBC');
    expect(screen.getByTestId('rule-summary')).toHaveTextContent('Errors allowed: 7% (UR), 10% (other categories)');
    await user.click(screen.getByLabelText('Blind mode: hide mistakes until the result'));
    await user.click(screen.getByRole('button', { name: 'Start test' }));

    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    const start = api.calls().find((call) => call.method === 'POST')!;
    expect(start.body).toMatchObject({
      ruleSetId: 'ssc-chsl-en-v1',
      mode: 'exam',
      minutes: 10,
      layout: 'english',
      options: { backspace: true, spaceLock: true, highlight: true, blind: true },
    });
    expect(
      passages.find((passage) => passage.id === (start.body as { passageId: string }).passageId)!.wordCount,
    ).toBeGreaterThan(300);
  });

  it('notes that Hindi layouts need a physical keyboard', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/typing/presets') return { body: { items: presets } };
      if (url === '/api/typing/passages') return { body: { items: passages } };
      return { body: { category: null } };
    });
    renderWithProviders(<TypingSetup onStarted={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Hindi' }));
    expect(screen.getByTestId('typing-hindi-note')).toHaveTextContent('need a physical keyboard');
    await user.selectOptions(screen.getByLabelText('Hindi keyboard layout'), 'Remington GAIL');
    expect(screen.getByTestId('typing-hindi-note')).toHaveTextContent('Remington GAIL layout');
    expect(screen.getByTestId('typing-category')).toHaveTextContent('category UR');
  });
});
