import { createBrowserRouter } from 'react-router';
import { AdminRoutes } from '../features/admin/admin-routes.tsx';
import { JobDetail } from '../features/jobs/components/job-detail.tsx';
import { PublicOnly, RequireAdmin, RequireAuth, RequireAuthUnlessPublic } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { ContentPage } from './routes/content-page.tsx';
import { DashboardPage } from './routes/dashboard-page.tsx';
import { FriendsPage } from './routes/friends-page.tsx';
import { JobDetailPage } from './routes/job-detail-page.tsx';
import { JobsPage } from './routes/jobs-page.tsx';
import { renderMarkdown } from '../components/lazy-markdown.tsx';
import { NoticePdfPage } from './routes/notice-pdf-page.tsx';
import { NoticesPage } from './routes/notices-page.tsx';
import { SavedJobsPage } from './routes/saved-jobs-page.tsx';
import { LoginPage } from './routes/login-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { OwnProfileRedirect, ProfilePage } from './routes/profile-page.tsx';
import { ServerDocument } from './routes/server-document.tsx';
import { StoriesPage } from './routes/stories-page.tsx';
import { StoryPage } from './routes/story-page.tsx';
import { SubmitStoryPage } from './routes/submit-story-page.tsx';
import { UpdatePasswordPage } from './routes/update-password-page.tsx';
import { UsersPage } from './routes/users-page.tsx';

/**
 * Every route of the spec's table (§2). Public: `/`, `/update-password`, `/sitemap.xml`; with
 * `PUBLIC_CONTENT=true` also recruitments, notice lists and PDFs, stories and pages.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        path: '/',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      { path: '/update-password', element: <UpdatePasswordPage /> },
      { path: '/sitemap.xml', element: <ServerDocument path="/sitemap.xml" /> },
      {
        element: <RequireAuthUnlessPublic />,
        children: [
          { path: '/jobs', element: <JobsPage /> },
          { path: '/jobs/:idOrSlug', element: <JobDetailPage /> },
          { path: '/result', element: <NoticesPage key="result" type="result" page="result" /> },
          { path: '/admit-card', element: <NoticesPage key="admit_card" type="admit_card" page="admitCard" /> },
          { path: '/answer-key', element: <NoticesPage key="answer_key" type="answer_key" page="answerKey" /> },
          { path: '/misc', element: <NoticesPage key="misc" type="misc" page="misc" /> },
          { path: '/exam-date', element: <NoticesPage key="exam_date" type="exam_date" page="examDate" /> },
          { path: '/syllabus', element: <NoticesPage key="syllabus" type="syllabus" page="syllabus" /> },
          { path: '/stories', element: <StoriesPage /> },
          { path: '/stories/:slug', element: <StoryPage /> },
          { path: '/page/:slug', element: <ContentPage /> },
          { path: '/notice/:id/pdf', element: <NoticePdfPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/profile', element: <OwnProfileRedirect /> },
          { path: '/profile/:userId', element: <ProfilePage /> },
          { path: '/saved-jobs', element: <SavedJobsPage /> },
          // Lazily loaded: the mock-test pages are one chunk, the CBT player and result another.
          {
            path: '/tests',
            lazy: () => import('./routes/mock-tests-page.tsx').then((module) => ({ Component: module.MockTestsPage })),
          },
          {
            path: '/tests/history',
            lazy: () =>
              import('./routes/mock-tests-page.tsx').then((module) => ({ Component: module.MockTestHistoryPage })),
          },
          {
            path: '/tests/:slug',
            lazy: () =>
              import('./routes/mock-tests-page.tsx').then((module) => ({ Component: module.MockTestInstructionsPage })),
          },
          {
            path: '/tests/attempts/:id',
            lazy: () =>
              import('./routes/mock-test-attempt-page.tsx').then((module) => ({
                Component: module.MockTestAttemptPage,
              })),
          },
          {
            path: '/tests/attempts/:id/result',
            lazy: () =>
              import('./routes/mock-test-attempt-page.tsx').then((module) => ({
                Component: module.MockTestResultPage,
              })),
          },
          {
            // Lazily loaded: the typing test (layouts, composer, result views) is its own chunk.
            path: '/typing_test',
            lazy: () =>
              import('./routes/typing-test-page.tsx').then((module) => ({ Component: module.TypingTestPage })),
          },
          { path: '/friends', element: <FriendsPage /> },
          { path: '/submit-story', element: <SubmitStoryPage /> },
          { path: '/users', element: <UsersPage /> },
          {
            element: <RequireAdmin />,
            children: [
              {
                // Lazily loaded: the admin area is its own chunk. It borrows the job page for previews.
                path: '/admin/*',
                element: (
                  <AdminRoutes renderJobPreview={(job) => <JobDetail job={job} />} renderMarkdown={renderMarkdown} />
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
