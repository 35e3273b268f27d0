import { useContext, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { NOT_FOUND_RENDER_PATH, type NoticeType } from '@jobportal/shared';
import { PublicOnly, RequireAdmin, RequireAuth, RequireAuthUnlessPublic } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyWithStrings } from '../lib/lazy-with-strings.ts';
import { NotFoundDocumentContext, NotFoundKindContext } from './not-found-document.ts';
import type { NoticePageKey } from './routes/notices-page.tsx';

/**
 * Every page is its own chunk, fetched when first shown, so the first load of a page carries the app
 * shell and that page only (`npm run budget` checks `/` and `/jobs/{slug}`). While the next page's
 * chunk arrives the current page stays on screen (the router's updates are transitions; the one
 * Suspense boundary is above the layout, in app.tsx).
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazyWithStrings(async () => ({ default: pick(await load()) }));
  const handle: PageHandle = { load };
  return { element: <Page />, handle };
}

/** What a page's route carries besides its element: how to load its chunk ahead of rendering it (entry-server.tsx). */
export type PageHandle = { load: () => Promise<unknown> };

const notices = (type: NoticeType, key: NoticePageKey) =>
  page(
    () => import('./routes/notices-page.tsx'),
    ({ NoticesPage }) =>
      function Notices() {
        return <NoticesPage type={type} page={key} />;
      },
  );
/** Unknown paths, and documents the server answered 404 or 400 (one page for both route tables). */
const notFoundPage = page(
  () => import('./routes/not-found-page.tsx'),
  (m) => m.NotFoundPage,
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
            ...page(
              () => import('./routes/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
        ],
      },
      {
        path: '/update-password',
        ...page(
          () => import('./routes/update-password-page.tsx'),
          (m) => m.UpdatePasswordPage,
        ),
      },
      {
        path: '/sitemap.xml',
        ...page(
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
            ...page(
              () => import('./routes/jobs-page.tsx'),
              (m) => m.JobsPage,
            ),
          },
          {
            path: '/jobs/:idOrSlug',
            ...page(
              () => import('./routes/job-detail-page.tsx'),
              (m) => m.JobDetailPage,
            ),
          },
          { path: '/result', ...notices('result', 'result') },
          { path: '/admit-card', ...notices('admit_card', 'admitCard') },
          { path: '/answer-key', ...notices('answer_key', 'answerKey') },
          { path: '/misc', ...notices('misc', 'misc') },
          { path: '/exam-date', ...notices('exam_date', 'examDate') },
          { path: '/syllabus', ...notices('syllabus', 'syllabus') },
          {
            path: '/stories',
            ...page(
              () => import('./routes/stories-page.tsx'),
              (m) => m.StoriesPage,
            ),
          },
          {
            path: '/stories/:slug',
            ...page(
              () => import('./routes/story-page.tsx'),
              (m) => m.StoryPage,
            ),
          },
          {
            path: '/page/:slug',
            ...page(
              () => import('./routes/content-page.tsx'),
              (m) => m.ContentPage,
            ),
          },
          {
            path: '/notice/:id/pdf',
            ...page(
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
            ...page(
              () => import('./routes/dashboard-page.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: '/profile',
            ...page(
              () => import('./routes/profile-page.tsx'),
              (m) => m.OwnProfileRedirect,
            ),
          },
          {
            path: '/profile/:userId',
            ...page(
              () => import('./routes/profile-page.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: '/saved-jobs',
            ...page(
              () => import('./routes/saved-jobs-page.tsx'),
              (m) => m.SavedJobsPage,
            ),
          },
          {
            path: '/answer-key/:noticeId/check',
            ...page(
              () => import('./routes/answer-key-check-page.tsx'),
              (m) => m.AnswerKeyCheckPage,
            ),
          },
          {
            path: '/applications',
            ...page(
              () => import('./routes/applications-page.tsx'),
              (m) => m.ApplicationsPage,
            ),
          },
          {
            path: '/alerts',
            ...page(
              () => import('./routes/alerts-page.tsx'),
              (m) => m.AlertsPage,
            ),
          },
          // The mock-test pages are one chunk, the CBT player and result another.
          { path: '/tests', ...page(mockTests, (m) => m.MockTestsPage) },
          { path: '/tests/history', ...page(mockTests, (m) => m.MockTestHistoryPage) },
          { path: '/tests/:slug', ...page(mockTests, (m) => m.MockTestInstructionsPage) },
          { path: '/tests/attempts/:id', ...page(mockTestAttempt, (m) => m.MockTestAttemptPage) },
          { path: '/tests/attempts/:id/result', ...page(mockTestAttempt, (m) => m.MockTestResultPage) },
          // The typing test (layouts, composer, result views) is its own chunk.
          {
            path: '/typing_test',
            ...page(
              () => import('./routes/typing-test-page.tsx'),
              (m) => m.TypingTestPage,
            ),
          },
          // The photo and signature fitter (decision 022): its page and its worker, fetched only here.
          {
            path: '/tools/photo',
            ...page(
              () => import('./routes/photo-tool-page.tsx'),
              (m) => m.PhotoToolPage,
            ),
          },
          {
            path: '/friends',
            ...page(
              () => import('./routes/friends-page.tsx'),
              (m) => m.FriendsPage,
            ),
          },
          {
            path: '/submit-story',
            ...page(
              () => import('./routes/submit-story-page.tsx'),
              (m) => m.SubmitStoryPage,
            ),
          },
          {
            path: '/users',
            ...page(
              () => import('./routes/users-page.tsx'),
              (m) => m.UsersPage,
            ),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: '/admin/*',
                ...page(
                  () => import('./routes/admin-page.tsx'),
                  (m) => m.AdminPage,
                ),
              },
            ],
          },
          { path: '*', ...notFoundPage },
        ],
      },
    ],
  },
];

/**
 * A document the server answered 404 or 400: the layout and the not-found page, for anyone, at a fixed
 * location (nothing of the URL in the HTML: the server renders it once for every such URL).
 */
const notFoundRoutes: RouteObject[] = [{ element: <AppLayout />, children: [{ path: '*', ...notFoundPage }] }];
const notFoundLocation = { pathname: NOT_FOUND_RENDER_PATH, search: '', hash: '' };

/**
 * Matches `pathname` against the app's routes once, in a task of its own before the app hydrates: the
 * first match ranks every route and builds each one's pattern (40-60 ms at a phone's 4× slowdown, all in
 * the render of `AppRoutes`, which React cannot cut into slices); done before, the match in that render
 * runs on warm code and cached patterns (decision 041). Returns the path of the route that matched.
 */
export function prepareRoutes(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

/** The app's pages, for the router in app.tsx. */
export function AppRoutes() {
  const location = useLocation();
  const notFoundAt = useContext(NotFoundDocumentContext);
  const notFound = notFoundAt !== undefined && location.pathname === notFoundAt.path;
  const shown = useRoutes(notFound ? notFoundRoutes : routes, notFound ? notFoundLocation : undefined);
  return <NotFoundKindContext value={notFound ? notFoundAt.kind : 'page'}>{shown}</NotFoundKindContext>;
}
