import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTypingRuleSet, TYPING_PASSAGES } from '@jobportal/shared';
import { mockFetch } from '../../../testing/render.tsx';
import { renderAdmin } from '../testing/render-admin.tsx';
import { TypingPage } from './typing-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chsl = findTypingRuleSet('ssc-chsl-en-v1')!;
const chslV2 = { ...chsl, id: 'ssc-chsl-en-v2', version: 2, noticeYear: 2026 };
const builtIn = TYPING_PASSAGES.find((passage) => passage.language === 'en')!;
const passage = (version: number, active = true) => ({
  id: builtIn.id,
  version,
  language: 'en' as const,
  title: `${builtIn.title}${version > 1 ? ' (revised)' : ''}`,
  wordCount: builtIn.wordCount,
  characterCount: builtIn.characterCount,
  presetFamilies: ['ssc-chsl-en'],
  excerpt: builtIn.text.slice(0, 40),
  text: builtIn.text,
  active,
});

function serve(
  onWrite: (call: { url: string; method: string; body: unknown }) => { status?: number; body?: unknown } = () => ({
    status: 204,
  }),
) {
  return mockFetch((call) => {
    if (call.method !== 'GET') return onWrite(call);
    if (call.url === '/api/admin/typing/passages') return { body: { items: [passage(1, false), passage(2)] } };
    return {
      body: {
        items: [
          { ruleSet: chsl, active: true, attempts: 12 },
          { ruleSet: chslV2, active: true, attempts: 0 },
        ],
      },
    };
  });
}

describe('TypingPage', () => {
  it('lists the current version of each passage and preset with its state', async () => {
    serve();
    renderAdmin(<TypingPage />, { route: '/admin/typing' });
    const rows = await screen.findAllByTestId('typing-passage-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(`${builtIn.title} (revised)`);
    expect(rows[0]).toHaveTextContent(`v2 · English · ${builtIn.wordCount} words`);
    expect(within(rows[0]!).getByTestId('active-badge')).toHaveTextContent('In use');
    const presets = await screen.findAllByTestId('typing-preset-row');
    expect(presets).toHaveLength(1);
    expect(presets[0]).toHaveTextContent('ssc-chsl-en-v2');
    expect(presets[0]).toHaveTextContent('35 wpm');
    expect(presets[0]).toHaveTextContent('Errors up to 7% (UR), 10% (others)');
  });

  it('retires a passage', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderAdmin(<TypingPage />, { route: '/admin/typing' });
    await user.click(await screen.findByRole('button', { name: `Retire ${builtIn.title} (revised)` }));
    await waitFor(() =>
      expect(api.calls().find((call) => call.method === 'PATCH')).toMatchObject({
        url: `/api/admin/typing/passages/${builtIn.id}`,
        body: { active: false },
      }),
    );
  });

  it('checks a new passage in the browser, then saves it', async () => {
    const user = userEvent.setup();
    const api = serve((call) => ({ status: 201, body: { ...passage(1), ...(call.body as object), excerpt: 'x' } }));
    renderAdmin(<TypingPage />, { route: '/admin/typing' });
    await user.click(await screen.findByRole('button', { name: 'Add passage' }));
    const form = await screen.findByRole('form', { name: 'Typing passage' });
    await user.type(within(form).getByLabelText('Passage id'), 'post-office-savings-en');
    await user.type(within(form).getByLabelText('Title'), 'Post office savings');
    await user.type(within(form).getByLabelText('Passage text'), 'Too short.');
    await user.click(within(form).getByRole('button', { name: 'Save passage' }));
    expect(within(form).getByLabelText('Passage text')).toHaveAccessibleDescription(
      /^A passage needs at least 20 characters\./,
    );
    expect(api.calls().filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Passage text'), ' The post office runs small savings schemes.');
    expect(within(form).getByLabelText('Passage text')).toHaveAccessibleDescription(/^9 words, /);
    await user.click(within(form).getByLabelText('SSC CHSL LDC/JSA (English)'));
    await user.click(within(form).getByRole('button', { name: 'Save passage' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Typing passage' })).not.toBeInTheDocument());
    expect(api.calls().find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/typing/passages',
      body: {
        id: 'post-office-savings-en',
        language: 'en',
        title: 'Post office savings',
        presetFamilies: ['ssc-chsl-en'],
      },
    });
  });

  it('offers the next version of a preset as JSON and refuses one that breaks the contract', async () => {
    const user = userEvent.setup();
    const api = serve((call) => ({ status: 201, body: (call.body as { ruleSet: unknown }).ruleSet }));
    renderAdmin(<TypingPage />, { route: '/admin/typing' });
    await user.click(await screen.findByRole('button', { name: 'New version of SSC CHSL LDC/JSA (English)' }));
    const json = await screen.findByLabelText('Preset (JSON)');
    const offered = JSON.parse((json as HTMLTextAreaElement).value) as { id: string; version: number };
    expect(offered).toMatchObject({ id: 'ssc-chsl-en-v3', version: 3 });

    await user.clear(json);
    await user.click(json);
    await user.paste(JSON.stringify({ ...offered, minutes: 12 }));
    await user.click(screen.getByRole('button', { name: 'Save new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'minuteOptions: The allotted time must be one of the duration options.',
    );
    expect(api.calls().filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(json);
    await user.click(json);
    await user.paste(JSON.stringify({ ...offered, noticeYear: 2027 }));
    await user.click(screen.getByRole('button', { name: 'Save new version' }));
    await waitFor(() =>
      expect(api.calls().find((call) => call.method === 'POST')).toMatchObject({
        url: '/api/admin/typing/rule-sets',
        body: { ruleSet: { id: 'ssc-chsl-en-v3', version: 3, noticeYear: 2027 } },
      }),
    );
  });
});
