import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerKeyInput } from '@jobportal/shared';
import { setLanguage } from '../../../lib/i18n.ts';
import { mockFetch, type FetchCall, type FetchReply } from '../../../testing/render.tsx';
import { notice, NOTICE_ID, recruitment, RECRUITMENT_ID } from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';
import type { AdminAnswerKey } from '../api/answer-keys.ts';
import { AnswerKeyPage } from './answer-key-page.tsx';
import { RecruitmentEditorPage } from './recruitment-editor/recruitment-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const KEY_URL = `/api/admin/answer-keys/${NOTICE_ID}`;

/** The official key's table as copied from NTA's page: serial number, question ID, right option ID(s). */
const PASTED_KEY = ['S.No. Question ID Correct Option ID', '1 6398201 6398203', '2 6398202 Dropped'].join('\n');

const attached: AdminAnswerKey = {
  markingPreset: 'rrb_ntpc_cbt1',
  stage: 'provisional',
  keyText: '6398201 6398203\n6398202 Dropped',
  questions: 2,
  normalisation: 'equipercentile',
  cutoffs: { general: 72.5, obc: 68 },
  version: 2,
};

const keyNotice = { title: 'Tentative answer key', recruitmentId: RECRUITMENT_ID, recruitmentTitle: 'RRB NTPC 2026' };

const noChecks = { members: 0, shifts: [] };

function serve(
  key: AdminAnswerKey | null,
  onSave: (call: FetchCall) => FetchReply = () => ({ status: 500 }),
  checks: { members: number; shifts: object[] } = noChecks,
) {
  return mockFetch((call) => (call.method === 'PUT' ? onSave(call) : { body: { notice: keyNotice, key, checks } }));
}

function openPage() {
  return renderAdmin(<AnswerKeyPage />, {
    route: `/admin/answer-keys/${NOTICE_ID}`,
    path: '/admin/answer-keys/:noticeId',
  });
}

async function pasteKey(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = await screen.findByLabelText('Official key');
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  return field;
}

describe('AnswerKeyPage', () => {
  it('loads the attached key into the form', async () => {
    const api = serve(attached);
    openPage();
    expect(await screen.findByLabelText('Official key')).toHaveValue(attached.keyText);
    expect(screen.getByTestId('answer-key-notice')).toHaveTextContent('RRB NTPC 2026: Tentative answer key');
    expect(screen.getByRole('link', { name: 'RRB NTPC 2026' })).toHaveAttribute(
      'href',
      `/admin/recruitments/${RECRUITMENT_ID}`,
    );
    expect(screen.getByTestId('answer-key-attached')).toHaveTextContent('Version 2 is attached (2 questions).');
    expect(screen.getByLabelText('Marking')).toHaveValue('rrb_ntpc_cbt1');
    expect(screen.getByRole('option', { name: 'RRB NTPC CBT-1 (+1, −1/3)' })).toHaveProperty('selected', true);
    expect(screen.getByLabelText('Provisional key')).toBeChecked();
    expect(screen.getByLabelText('Equipercentile')).toBeChecked();
    expect(screen.getByLabelText('Equipercentile')).toHaveAccessibleDescription(/^Newer SSC and NTA notices/);
    expect(screen.getByLabelText('General (UR)')).toHaveValue(72.5);
    expect(screen.getByLabelText('OBC')).toHaveValue(68);
    expect(screen.getByLabelText('SC')).toHaveValue(null);
    expect(screen.getByTestId('answer-key-read')).toHaveTextContent('2 questions read');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save key' })).toBeDisabled();
    expect(api.calls()).toEqual([{ url: KEY_URL, method: 'GET', body: undefined }]);
  });

  it("shows members' checks per shift in aggregate, and says when there are none", async () => {
    serve(attached, undefined, {
      members: 124_706,
      shifts: [
        { shift: '2026-09-10 09:00', members: 600, mean: 101.5, sd: 22.25, topAverage: 187 },
        { shift: '2026-09-10 13:30', members: 650, mean: 96, sd: 20.1, topAverage: 181.5 },
        { shift: '2026-09-11 09:00', members: 123_456, mean: 90, sd: 19, topAverage: 179 },
      ],
    });
    openPage();
    const table = await screen.findByTestId('answer-key-checks');
    expect(screen.getByText(/^1,24,706 members have checked their score\./)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ShiftMembersMeanStandard deviationTop 0.1 % average',
      '2026-09-10 09:00600101.5022.25187.00',
      '2026-09-10 13:3065096.0020.10181.50',
      '2026-09-11 09:001,23,45690.0019.00179.00',
    ]);
  });

  it('says that no member has checked yet', async () => {
    serve(null);
    openPage();
    expect(await screen.findByText(/^No member has checked their score yet\./)).toBeInTheDocument();
    expect(screen.queryByTestId('answer-key-checks')).toBeNull();
  });

  it('reads the key as it is typed: the questions read, or the first line it cannot take', async () => {
    const user = userEvent.setup();
    const api = serve(null);
    openPage();
    expect(await screen.findByText(/No key is attached yet\./)).toBeInTheDocument();
    const field = await pasteKey(user, PASTED_KEY);
    expect(await screen.findByTestId('answer-key-read')).toHaveTextContent('2 questions read');
    expect(field).not.toHaveAttribute('aria-invalid');

    await user.paste('\n3 6398204\n4 6398201 6398205');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /^Line 4 \(3 6398204\) has a question ID but no right option\. 2 lines in all need fixing\./,
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('answer-key-read')).toBeNull();

    // A key with problems is not sent: the field with the problem takes the focus.
    await user.selectOptions(screen.getByLabelText('Marking'), 'SSC CGL Tier-I (+2, −0.5)');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(field).toHaveFocus();
    expect(api.calls().filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says what is wrong with the key, and names the markings, in Hindi for an admin reading Hindi', async () => {
    const user = userEvent.setup();
    serve(null);
    openPage();
    const field = await pasteKey(user, '1 6398201');
    try {
      await setLanguage('hi');
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(/^पंक्ति 1 \(1 6398201\) में प्रश्न ID है पर सही विकल्प नहीं।/),
      );
      expect(screen.getByRole('option', { name: 'IBPS प्रारंभिक (+1, −0.25)' })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });

  it('asks for the marking before sending', async () => {
    const user = userEvent.setup();
    const api = serve(null);
    openPage();
    await pasteKey(user, PASTED_KEY);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const marking = screen.getByLabelText('Marking');
    expect(marking).toHaveAccessibleDescription(/^Fill this in\./);
    expect(marking).toHaveFocus();
    expect(api.calls().filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('sends the body the contract expects and says what was saved', async () => {
    const user = userEvent.setup();
    const api = serve(null, () => ({ body: { version: 3, questions: 2, rescoring: true } }));
    openPage();
    await user.selectOptions(await screen.findByLabelText('Marking'), 'SSC CGL Tier-I (+2, −0.5)');
    await user.click(screen.getByLabelText('Final key'));
    await user.click(screen.getByLabelText('SSC 2019 formula'));
    await pasteKey(user, PASTED_KEY);
    await user.type(screen.getByLabelText('General (UR)'), '145.5');
    await user.type(screen.getByLabelText('SC'), '120');
    await user.click(screen.getByRole('button', { name: 'Save key' }));

    const saved = await screen.findByTestId('answer-key-saved');
    expect(saved).toHaveTextContent('Saved: version 3, 2 questions');
    expect(saved).toHaveTextContent('Members’ checks are being scored again.');
    const put = api.calls().find((call) => call.method === 'PUT');
    expect(put).toEqual({
      url: KEY_URL,
      method: 'PUT',
      body: {
        markingPreset: 'ssc_cgl_tier1',
        stage: 'final',
        normalisation: 'ssc_2019',
        keyText: PASTED_KEY,
        cutoffs: { general: 145.5, sc: 120 },
      },
    });
    expect(answerKeyInput.safeParse(put!.body).success).toBe(true);
  });

  it('does not promise a rescoring the server did not start', async () => {
    const user = userEvent.setup();
    serve(attached, () => ({ body: { version: 2, questions: 2, rescoring: false } }));
    openPage();
    await user.click(await screen.findByLabelText('Final key'));
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const saved = await screen.findByTestId('answer-key-saved');
    expect(saved).toHaveTextContent('Saved: version 2, 2 questions');
    expect(saved).not.toHaveTextContent('scored again');
  });

  it("shows the server's message when it refuses a line of the key", async () => {
    const user = userEvent.setup();
    const message = 'Line 2 (1 6398201 6398203) gives a question a second time; 1 line(s) in all need fixing.';
    serve(attached, () => ({ status: 400, body: { statusCode: 400, code: 'KEY_LINE_PROBLEM', message } }));
    openPage();
    const field = await pasteKey(user, PASTED_KEY);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[()]/g, '\\$&')}`));
    expect(screen.queryByTestId('answer-key-saved')).toBeNull();
  });
});

describe('the way to the answer key', () => {
  it('is offered on each saved answer-key notice of the recruitment editor, not on other notices', async () => {
    const keyNotice = notice({
      id: 'a8b9c0d1-0000-4000-8000-000000000001',
      type: 'answer_key',
      title: 'CGL answer key',
    });
    mockFetch(() => ({ body: recruitment({ notices: [notice(), keyNotice] }) }));
    renderAdmin(<RecruitmentEditorPage />, {
      route: `/admin/recruitments/${RECRUITMENT_ID}`,
      path: '/admin/recruitments/:id',
    });
    const rows = await screen.findAllByTestId('notice-row');
    expect(within(rows[0]!).queryByRole('link', { name: /Answer key and score check/ })).toBeNull();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Answer key and score check for CGL answer key' }),
    ).toHaveAttribute('href', `/admin/answer-keys/${keyNotice.id}`);
  });
});
