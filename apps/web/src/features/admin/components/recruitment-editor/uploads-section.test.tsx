import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../lib/i18n.ts';
import { mockFetch } from '../../../../testing/render.tsx';
import { recruitment, RECRUITMENT_ID } from '../../testing/fixtures.ts';
import { renderAdmin } from '../../testing/render-admin.tsx';
import { RecruitmentEditorPage } from './recruitment-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Types a whole value at once (one render, not one per key: the editor is a large form). */
const fill = (section: HTMLElement, role: 'spinbutton' | 'textbox', name: string, value: string) =>
  fireEvent.change(within(section).getByRole(role, { name }), { target: { value } });

const openEditor = () =>
  renderAdmin(<RecruitmentEditorPage />, {
    route: `/admin/recruitments/${RECRUITMENT_ID}`,
    path: '/admin/recruitments/:id',
  });

describe('the editor’s Uploads section (issue #26)', () => {
  it('adds a photo row in pixels and a PDF certificate, and saves them as the contract has them', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: recruitment() }));
    openEditor();
    const section = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(section).getByText('No uploads listed.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add upload' }));
    expect(within(section).getByRole('combobox', { name: 'Upload 1: What' })).toHaveValue('photo');
    fill(section, 'spinbutton', 'Upload 1: Width (px)', '200');
    fill(section, 'spinbutton', 'Upload 1: Height (px)', '230');
    fill(section, 'spinbutton', 'Upload 1: Smallest (KB)', '20');
    fill(section, 'spinbutton', 'Upload 1: Largest (KB)', '50');
    await user.click(within(section).getByRole('checkbox', { name: 'Upload 1: Name and date on the photo' }));

    await user.click(within(section).getByRole('button', { name: 'Add upload' }));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Upload 2: What' }), 'Other document');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Upload 2: Size given as' }), 'No size');
    fill(section, 'textbox', 'Upload 2: Document name', 'Caste certificate');
    await user.click(within(section).getByRole('checkbox', { name: 'Upload 2: JPEG' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Upload 2: PDF' }));
    fill(section, 'spinbutton', 'Upload 2: Smallest (KB)', '50');
    fill(section, 'spinbutton', 'Upload 2: Largest (KB)', '300');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const put = await vi.waitFor(() => {
      const call = api.calls().find((c) => c.method === 'PUT');
      if (!call) throw new Error('not saved yet');
      return call;
    });
    expect((put.body as { uploadSpecs: unknown }).uploadSpecs).toEqual([
      { kind: 'photo', widthPx: 200, heightPx: 230, minKb: 20, maxKb: 50, formats: ['jpeg'], nameAndDate: true },
      { kind: 'other', label: 'Caste certificate', minKb: 50, maxKb: 300, formats: ['pdf'], nameAndDate: false },
    ]);
  });

  it('shows the contract’s errors at the field, in English and in Hindi, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: recruitment() }));
    openEditor();
    const section = await screen.findByRole('region', { name: 'Uploads' });
    await user.click(within(section).getByRole('button', { name: 'Add upload' }));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Upload 1: Size given as' }),
      'Centimetres at a dpi',
    );
    fill(section, 'spinbutton', 'Upload 1: Width (cm)', '3.5');
    fill(section, 'spinbutton', 'Upload 1: Height (cm)', '4.5');
    fill(section, 'spinbutton', 'Upload 1: Smallest (KB)', '60');
    fill(section, 'spinbutton', 'Upload 1: Largest (KB)', '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dpi = within(section).getByRole('spinbutton', { name: 'Upload 1: dpi' });
    expect(dpi).toBeInvalid();
    expect(dpi).toHaveAccessibleDescription('Give the width, the height and the dpi.');
    expect(within(section).getByRole('spinbutton', { name: 'Upload 1: Largest (KB)' })).toHaveAccessibleDescription(
      'Must not be below the smallest size.',
    );
    expect(api.calls().filter((call) => call.method !== 'GET')).toEqual([]);

    try {
      await setLanguage('hi');
      const hindi = await screen.findByRole('region', { name: 'अपलोड' });
      await user.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
      expect(await within(hindi).findByRole('spinbutton', { name: 'अपलोड 1: dpi' })).toHaveAccessibleDescription(
        'चौड़ाई, ऊँचाई और dpi लिखें।',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
