import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TARGET_EXAMS, TARGET_EXAMS_MAX, type OwnProfile } from '@jobportal/shared';
import { setLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { ProfileForm } from './profile-form.tsx';

const profile: OwnProfile = {
  id: 'me-1',
  email: 'me@example.com',
  name: 'Meera Nair',
  avatarUrl: null,
  avatarThumbUrl: null,
  bio: null,
  state: 'kerala',
  qualification: null,
  targetExams: ['ibps-po'],
  preferredLanguage: 'en',
  category: null,
  dateOfBirth: null,
  pwbd: null,
  exServiceman: null,
  gender: null,
  showOnlineStatus: true,
  visibility: {
    bio: 'everyone',
    state: 'everyone',
    qualification: 'everyone',
    targetExams: 'everyone',
    preferredLanguage: 'friends',
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm', () => {
  it('shows the server’s field errors next to the fields', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        issues: [
          { path: 'name', message: 'That name is not allowed.' },
          { path: 'visibility.bio', message: 'Choose who can see your bio.' },
          { path: 'dateOfBirth', message: 'Enter a real date of birth.' },
        ],
      },
    }));
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('That name is not allowed.'));
    expect(name).toBeInvalid();
    expect(screen.getByLabelText('Who can see this (About you)')).toHaveAccessibleDescription(
      'Choose who can see your bio.',
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(/^Enter a real date of birth\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('checks with the contract before sending: a one-letter name is refused with its message', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: profile }));
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'M');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name (at least 2 characters).');
    expect(api.calls()).toEqual([]);
  });

  it('sends every field, with empty choices as null and the visibility settings', async () => {
    const user = userEvent.setup();
    const api = mockFetch(({ body }) => ({ body: { ...profile, ...(body as object) } }));
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.type(screen.getByLabelText('About you'), 'Bank exams.');
    await user.selectOptions(screen.getByLabelText('Who can see this (About you)'), 'Friends');
    await user.selectOptions(screen.getByLabelText('State'), 'Not set');
    await user.click(screen.getByRole('checkbox', { name: 'SBI PO' }));
    await user.type(screen.getByLabelText('Date of birth'), '2000-05-04');
    await user.click(screen.getByRole('switch', { name: 'Show when I am online' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls()).toHaveLength(1));
    expect(api.calls()[0]).toMatchObject({
      url: '/api/me/profile',
      method: 'PATCH',
      body: {
        name: 'Meera Nair',
        bio: 'Bank exams.',
        state: null,
        qualification: null,
        targetExams: ['ibps-po', 'sbi-po'],
        preferredLanguage: 'en',
        category: null,
        dateOfBirth: '2000-05-04',
        showOnlineStatus: false,
        visibility: { bio: 'friends', preferredLanguage: 'friends' },
      },
    });
  });

  it(`lets you choose at most ${TARGET_EXAMS_MAX} target exams and counts the bio`, async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={{ ...profile, targetExams: [] }} />);
    for (const exam of TARGET_EXAMS.slice(0, TARGET_EXAMS_MAX)) {
      await user.click(screen.getByRole('checkbox', { name: exam.en }));
    }
    expect(screen.getByRole('checkbox', { name: TARGET_EXAMS[TARGET_EXAMS_MAX]!.en })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: TARGET_EXAMS[0]!.en })).toBeEnabled();
    expect(screen.getByText(`Choose up to ${TARGET_EXAMS_MAX}. ${TARGET_EXAMS_MAX} chosen.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('About you'), 'abc');
    expect(screen.getByText('3 / 500 characters')).toBeInTheDocument();
  });

  it('says that category and date of birth are private', () => {
    renderWithProviders(<ProfileForm profile={profile} />);
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Only you see this.');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Only you see this.');
  });

  it('asks for the gender, privately, and sends the choice (empty: null)', async () => {
    const user = userEvent.setup();
    const api = mockFetch(({ body }) => ({ body: { ...profile, ...(body as object) } }));
    renderWithProviders(<ProfileForm profile={profile} />);
    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveAccessibleDescription('Only you see this. It decides women’s fees, age limits and posts.');
    expect([...(gender as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Not set',
      'Woman',
      'Man',
      'Transgender',
      'Prefer not to say',
    ]);
    await user.selectOptions(gender, 'Woman');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls()).toHaveLength(1));
    expect(api.calls()[0]!.body).toMatchObject({ gender: 'female' });
    await user.selectOptions(gender, 'Not set');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls()).toHaveLength(2));
    expect(api.calls()[1]!.body).toMatchObject({ gender: null });
  });

  it('shows the saved gender, and names the choices in Hindi', async () => {
    const { unmount } = renderWithProviders(<ProfileForm profile={{ ...profile, gender: 'undisclosed' }} />);
    expect(screen.getByLabelText('Gender')).toHaveDisplayValue('Prefer not to say');
    unmount();
    try {
      await setLanguage('hi');
      renderWithProviders(<ProfileForm profile={{ ...profile, gender: 'female' }} />);
      const gender = screen.getByLabelText('लिंग');
      expect(gender).toHaveDisplayValue('महिला');
      expect([...(gender as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'नहीं भरा गया',
        'महिला',
        'पुरुष',
        'ट्रांसजेंडर',
        'बताना नहीं चाहते',
      ]);
      expect(gender).toHaveAccessibleDescription('इसे केवल आप देख सकते हैं। इससे महिलाओं का शुल्क, आयु सीमा और पद तय होते हैं।');
    } finally {
      await setLanguage('en');
    }
  });
});
