import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { NoticeType } from '@jobportal/shared';
import { PublicOnly, RequireAdmin, RequireAuth, RequireAuthUnlessPublic } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import type { NoticePageKey } from './routes/notices-page.tsx';

/**
 * Every page is its own chunk, fetched when first shown, so the first load of a page carries the app
 * shell and that page only (`npm run budget` checks `/` and `/jobs/{slug}`). While the next page's
 * chunk arrives the current page stays on screen (the router's updates are transitions; the one
 * Suspense boundary is above the layout, in app.tsx).
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

const notices = (type: NoticeType, key: NoticePageKey) =>
  page(
    () => import('./routes/notices-page.tsx'),
    ({ NoticesPage }) =>
      function Notices() {
        return <NoticesPage type={type} page={key} />;
      },
  );
const mockTests = () => import('./routes/mock-tests-page.tsx');
const mockTestAttempt = () => import('./routes/mock-test-attempt-page.tsx');

/**
 * Every route of the spec's table (§2). Public: `/`, `/update-password`, `/sitemap.xml`; with
 * `PUBLIC_CONTENT=true` also recruitments, notice lists and PDFs, stories and pages.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            path: '/',
            element: page(
              () => import('./routes/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
        ],
      },
      {
        path: '/update-password',
        element: page(
          () => import('./routes/update-password-page.tsx'),
          (m) => m.UpdatePasswordPage,
        ),
      },
      {
        path: '/sitemap.xml',
        element: page(
          () => import('./routes/server-document.tsx'),
          ({ ServerDocument }) =>
            function Sitemap() {
              return <ServerDocument path="/sitemap.xml" />;
            },
        ),
      },
      {
        element: <RequireAuthUnlessPublic />,
        children: [
          {
            path: '/jobs',
            element: page(
              () => import('./routes/jobs-page.tsx'),
              (m) => m.JobsPage,
            ),
          },
          {
            path: '/jobs/:idOrSlug',
            element: page(
              () => import('./routes/job-detail-page.tsx'),
              (m) => m.JobDetailPage,
            ),
          },
          { path: '/result', element: notices('result', 'result') },
          { path: '/admit-card', element: notices('admit_card', 'admitCard') },
          { path: '/answer-key', element: notices('answer_key', 'answerKey') },
          { path: '/misc', element: notices('misc', 'misc') },
          { path: '/exam-date', element: notices('exam_date', 'examDate') },
          { path: '/syllabus', element: notices('syllabus', 'syllabus') },
          {
            path: '/stories',
            element: page(
              () => import('./routes/stories-page.tsx'),
              (m) => m.StoriesPage,
            ),
          },
          {
            path: '/stories/:slug',
            element: page(
              () => import('./routes/story-page.tsx'),
              (m) => m.StoryPage,
            ),
          },
          {
            path: '/page/:slug',
            element: page(
              () => import('./routes/content-page.tsx'),
              (m) => m.ContentPage,
            ),
          },
          {
            path: '/notice/:id/pdf',
            element: page(
              () => import('./routes/notice-pdf-page.tsx'),
              (m) => m.NoticePdfPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/dashboard',
            element: page(
              () => import('./routes/dashboard-page.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: '/profile',
            element: page(
              () => import('./routes/profile-page.tsx'),
              (m) => m.OwnProfileRedirect,
            ),
          },
          {
            path: '/profile/:userId',
            element: page(
              () => import('./routes/profile-page.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: '/saved-jobs',
            element: page(
              () => import('./routes/saved-jobs-page.tsx'),
              (m) => m.SavedJobsPage,
            ),
          },
          {
            path: '/alerts',
            element: page(
              () => import('./routes/alerts-page.tsx'),
              (m) => m.AlertsPage,
            ),
          },
          // The mock-test pages are one chunk, the CBT player and result another.
          { path: '/tests', element: page(mockTests, (m) => m.MockTestsPage) },
          { path: '/tests/history', element: page(mockTests, (m) => m.MockTestHistoryPage) },
          { path: '/tests/:slug', element: page(mockTests, (m) => m.MockTestInstructionsPage) },
          { path: '/tests/attempts/:id', element: page(mockTestAttempt, (m) => m.MockTestAttemptPage) },
          { path: '/tests/attempts/:id/result', element: page(mockTestAttempt, (m) => m.MockTestResultPage) },
          // The typing test (layouts, composer, result views) is its own chunk.
          {
            path: '/typing_test',
            element: page(
              () => import('./routes/typing-test-page.tsx'),
              (m) => m.TypingTestPage,
            ),
          },
          {
            path: '/friends',
            element: page(
              () => import('./routes/friends-page.tsx'),
              (m) => m.FriendsPage,
            ),
          },
          {
            path: '/submit-story',
            element: page(
              () => import('./routes/submit-story-page.tsx'),
              (m) => m.SubmitStoryPage,
            ),
          },
          {
            path: '/users',
            element: page(
              () => import('./routes/users-page.tsx'),
              (m) => m.UsersPage,
            ),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: '/admin/*',
                element: page(
                  () => import('./routes/admin-page.tsx'),
                  (m) => m.AdminPage,
                ),
              },
            ],
          },
          {
            path: '*',
            element: page(
              () => import('./routes/not-found-page.tsx'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

/** The app's pages, for the router in app.tsx. */
export function AppRoutes() {
  return useRoutes(routes);
}
