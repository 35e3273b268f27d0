import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUALIFICATIONS,
  SECTORS,
  STATES,
  TARGET_EXAMS,
  DEFAULT_ALERT_PREFERENCES,
  type Category,
  type MockTestSummary,
  type OwnProfile,
  type PublicProfile,
} from '@jobportal/shared';
import { setLanguage } from '../lib/i18n.ts';
import { mockFetch, renderWithProviders } from '../testing/render.tsx';
import { JobsBrowser } from '../features/jobs/components/jobs-browser.tsx';
import { CompleteProfileDialog } from '../features/jobs/eligibility/complete-profile-dialog.tsx';
import { TestCatalogue } from '../features/mock-tests/components/test-catalogue.tsx';
import { ProfileForm } from '../features/people/components/profile-form.tsx';
import { ProfileView } from '../features/people/components/profile-view.tsx';
import { UsersDirectory } from '../features/people/components/users-directory.tsx';
import { StoryDetail } from '../features/stories/components/story-detail.tsx';
import { StoryForm } from '../features/stories/components/story-form.tsx';
import { AlertsForm } from '../features/alerts/components/alerts-form.tsx';
import { RecruitmentEditorPage } from '../features/admin/components/recruitment-editor/recruitment-editor.tsx';
import { RecruitmentsPage } from '../features/admin/components/recruitments-page.tsx';
import { StoriesPage } from '../features/admin/components/stories-page.tsx';
import { pendingStory } from '../features/admin/testing/fixtures.ts';
import { renderAdmin } from '../features/admin/testing/render-admin.tsx';

/**
 * Issue #25, items 4 and 5: in Hindi, every select and checkbox list of sectors, states,
 * qualifications and target exams names them in Hindi (the shared vocabulary has both), and so do
 * the pages that show a chosen one. The values sent stay the slugs.
 */

const vocabulary: readonly Category[] = [...SECTORS, ...STATES, ...QUALIFICATIONS, ...TARGET_EXAMS];
/** The English names that differ from the Hindi ones: none may show in Hindi mode. */
const english = new Set(vocabulary.filter((entry) => entry.en !== entry.hi).map((entry) => entry.en));
const hindi = new Set(vocabulary.map((entry) => entry.hi));

/** The text of every `<option>` (its label when it has one) and every checkbox's label under `root`. */
function choiceTexts(root: HTMLElement): string[] {
  const options = [...root.querySelectorAll('option')].map((option) => option.label || option.textContent || '');
  const checkboxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(
    (box) => box.closest('label')?.textContent ?? '',
  );
  return [...options, ...checkboxes].map((text) => text.trim()).filter(Boolean);
}

/** In Hindi: no English vocabulary name among the choices, and at least `atLeast` Hindi ones. */
function expectHindiChoices(root: HTMLElement, atLeast: number) {
  const texts = choiceTexts(root);
  expect(texts.filter((text) => english.has(text))).toEqual([]);
  expect(texts.filter((text) => hindi.has(text)).length).toBeGreaterThanOrEqual(atLeast);
}

const ownProfile: OwnProfile = {
  id: 'me-1',
  email: 'me@example.com',
  name: 'Meera Nair',
  avatarUrl: null,
  avatarThumbUrl: null,
  bio: null,
  state: 'kerala',
  qualification: 'graduate',
  targetExams: ['teacher'],
  preferredLanguage: 'hi',
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

const mockTest = (slug: string, sector: MockTestSummary['sector']): MockTestSummary => ({
  slug,
  title: `Mock test ${slug}`,
  titleHi: null,
  exam: 'RRB NTPC',
  sector,
  description: { en: 'A full paper.' },
  languages: ['en', 'hi'],
  durationMinutes: 90,
  questionCount: 100,
  maxScore: 100,
  marksPerQuestion: 1,
  negativeMarks: 0.33,
  negativeMarksLabel: '1/3',
  sections: [],
  attempts: 0,
  myAttempts: 0,
  myBest: null,
  inProgressAttemptId: null,
});

beforeAll(async () => {
  await setLanguage('hi');
});
afterAll(async () => {
  await setLanguage('en');
});
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Hindi mode: sectors, states, qualifications and target exams in Hindi', () => {
  it('/jobs: the category, state and qualification filters', async () => {
    mockFetch(() => ({ body: { items: [], page: 1, perPage: 20, total: 0, totalCapped: false } }));
    const { container } = renderWithProviders(<JobsBrowser />, { route: '/jobs' });
    await screen.findByTestId('empty-state');
    // Category (all three lists), state and qualification again: every entry, in Hindi.
    expectHindiChoices(container, SECTORS.length + 2 * STATES.length + 2 * QUALIFICATIONS.length);
    expect(within(container).getByRole('option', { name: 'रेलवे' })).toHaveValue('railway');
  });

  it('/tests: the sector filter, and each sector heading in Hindi only', async () => {
    mockFetch(() => ({ body: { items: [mockTest('ntpc-1', 'railway'), mockTest('cgl-1', 'ssc')] } }));
    const { container } = renderWithProviders(<TestCatalogue />, { route: '/tests' });
    expect(await screen.findByRole('heading', { level: 2, name: 'रेलवे' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'एसएससी' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Railway/ })).not.toBeInTheDocument();
    expectHindiChoices(container, SECTORS.length);
  });

  it('the profile form: state, qualification and target exams', () => {
    const { container } = renderWithProviders(<ProfileForm profile={ownProfile} />);
    expectHindiChoices(container, STATES.length + QUALIFICATIONS.length + TARGET_EXAMS.length);
    expect(screen.getByRole('checkbox', { name: 'शिक्षक भर्ती' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'न्यायालय लिपिक' })).not.toBeChecked();
    expect(screen.getByRole('option', { name: 'केरल' })).toHaveValue('kerala');
  });

  it('a profile: its state, qualification and target exams', () => {
    const profile: PublicProfile = {
      id: 'u-7',
      name: 'Ravi Kumar',
      avatarUrl: null,
      avatarThumbUrl: null,
      state: 'uttar-pradesh',
      qualification: 'graduate',
      targetExams: ['police-constable', 'court-clerk'],
      friendStatus: 'none',
      memberSince: '2026-01-15T10:00:00.000Z',
    };
    renderWithProviders(<ProfileView profile={profile} />);
    expect(screen.getByTestId('profile-state').querySelector('dd')).toHaveTextContent(/^उत्तर प्रदेश$/);
    expect(screen.getByTestId('profile-qualification').querySelector('dd')).toHaveTextContent(/^स्नातक$/);
    expect(screen.getByTestId('profile-exams').querySelector('dd')).toHaveTextContent(/^पुलिस कांस्टेबलन्यायालय लिपिक$/);
  });

  it('/users: the state and exam filters and the cards', async () => {
    mockFetch(() => ({
      body: {
        items: [
          {
            id: 'a',
            name: 'Anil Yadav',
            avatarThumbUrl: null,
            friendStatus: 'none',
            state: 'bihar',
            targetExams: ['teacher'],
          },
        ],
        page: 1,
        perPage: 20,
        total: 1,
      },
    }));
    const { container } = renderWithProviders(<UsersDirectory />, { route: '/users' });
    const card = await screen.findByTestId('user-card');
    expectHindiChoices(container, STATES.length + TARGET_EXAMS.length);
    expect(within(card).getByText('बिहार')).toBeInTheDocument();
    expect(within(card).getByText('शिक्षक भर्ती')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'पुलिस कांस्टेबल' })).toHaveValue('police-constable');
  });

  it('the complete-profile dialog: qualification and state', () => {
    renderWithProviders(<CompleteProfileDialog fields={['qualification', 'state']} open onOpenChange={() => {}} />);
    const dialog = screen.getByTestId('eligibility-dialog');
    expectHindiChoices(dialog, QUALIFICATIONS.length + STATES.length);
  });

  it('the story form (state, exam suggestions) and a story page (its state)', () => {
    const { container, unmount } = renderWithProviders(
      <StoryForm author={{ id: 'me-1', name: 'Kiran Das' }} renderPreview={(source) => <div>{source}</div>} />,
    );
    expectHindiChoices(container, STATES.length + TARGET_EXAMS.length);
    // A suggestion still enters the exam as stories are searched; its Hindi name is what is shown.
    const teacher = container.querySelector<HTMLOptionElement>('datalist option[value="Teacher recruitment"]');
    expect(teacher?.label).toBe('शिक्षक भर्ती');
    unmount();

    renderWithProviders(<StoryDetail story={pendingStory({ status: 'published' })} renderMarkdown={(s) => s} />);
    expect(screen.getByTestId('story-detail')).toHaveTextContent('बिहार');
    expect(screen.getByTestId('story-detail')).not.toHaveTextContent('Bihar');
  });

  it('/alerts: sectors, qualifications and states', async () => {
    mockFetch(() => ({ body: DEFAULT_ALERT_PREFERENCES }));
    const { container } = renderWithProviders(<AlertsForm />);
    await screen.findByRole('checkbox', { name: 'रेलवे' });
    expectHindiChoices(container, SECTORS.length + QUALIFICATIONS.length + STATES.length);
  });

  it('admin: the recruitment editor (sector, qualifications, states)', () => {
    mockFetch(() => ({ body: {} }));
    const { container } = renderAdmin(<RecruitmentEditorPage />, {
      route: '/admin/recruitments/new',
      path: '/admin/recruitments/new',
    });
    expectHindiChoices(container, SECTORS.length + QUALIFICATIONS.length + STATES.length);
  });

  it('admin: the recruitments list (sector filter and each row’s sector)', async () => {
    mockFetch(() => ({
      body: {
        items: [
          {
            id: 'r-1',
            slug: 'rrb-ntpc-2026',
            title: 'RRB NTPC 2026',
            organisationShortName: 'RRB',
            sector: 'railway',
            status: 'draft',
            publishAt: null,
            lastDate: null,
            noticeCount: 0,
            updatedAt: '2026-03-01T10:00:00.000Z',
          },
        ],
        page: 1,
        perPage: 20,
        total: 1,
      },
    }));
    const { container } = renderAdmin(<RecruitmentsPage />, { route: '/admin/recruitments' });
    await screen.findByText('RRB NTPC 2026');
    expectHindiChoices(container, SECTORS.length);
    expect(within(container).getByRole('list', { busy: false }).textContent).toContain('रेलवे');
    expect(within(container).getByRole('list', { busy: false }).textContent).not.toContain('Railway');
  });

  it('admin: a story under review (its state)', async () => {
    mockFetch(() => ({ body: { items: [pendingStory()], total: 1, page: 1, perPage: 10 } }));
    renderAdmin(<StoriesPage />, { route: '/admin/stories' });
    const item = await screen.findByTestId('story-item');
    expect(item).toHaveTextContent('बिहार');
    expect(item).not.toHaveTextContent('Bihar');
  });
});
