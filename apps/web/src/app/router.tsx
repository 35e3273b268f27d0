import { createBrowserRouter } from 'react-router';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { ContentPage } from './routes/content-page.tsx';
import { DashboardPage } from './routes/dashboard-page.tsx';
import { JobDetailPage } from './routes/job-detail-page.tsx';
import { JobsPage } from './routes/jobs-page.tsx';
import { NoticePdfPage } from './routes/notice-pdf-page.tsx';
import { NoticesPage } from './routes/notices-page.tsx';
import { SavedJobsPage } from './routes/saved-jobs-page.tsx';
import { LoginPage } from './routes/login-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { OwnProfileRedirect, ProfilePage } from './routes/profile-page.tsx';
import { SectionPage } from './routes/section-page.tsx';
import { ServerDocument } from './routes/server-document.tsx';
import { UpdatePasswordPage } from './routes/update-password-page.tsx';

/** Every route of the spec's table (§2). Public: `/`, `/update-password`, `/sitemap.xml`. */
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
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/profile', element: <OwnProfileRedirect /> },
          { path: '/profile/:userId', element: <ProfilePage /> },
          { path: '/jobs', element: <JobsPage /> },
          { path: '/jobs/:idOrSlug', element: <JobDetailPage /> },
          { path: '/saved-jobs', element: <SavedJobsPage /> },
          { path: '/tests', element: <SectionPage section="tests" /> },
          { path: '/typing_test', element: <SectionPage section="typingTest" /> },
          { path: '/result', element: <NoticesPage key="result" type="result" page="result" /> },
          { path: '/admit-card', element: <NoticesPage key="admit_card" type="admit_card" page="admitCard" /> },
          { path: '/answer-key', element: <NoticesPage key="answer_key" type="answer_key" page="answerKey" /> },
          { path: '/misc', element: <NoticesPage key="misc" type="misc" page="misc" /> },
          { path: '/exam-date', element: <NoticesPage key="exam_date" type="exam_date" page="examDate" /> },
          { path: '/friends', element: <SectionPage section="friends" /> },
          { path: '/stories', element: <SectionPage section="stories" /> },
          { path: '/stories/:slug', element: <SectionPage section="story" /> },
          { path: '/submit-story', element: <SectionPage section="submitStory" /> },
          { path: '/users', element: <SectionPage section="users" /> },
          { path: '/page/:slug', element: <ContentPage /> },
          { path: '/notice/:id/pdf', element: <NoticePdfPage /> },
          { element: <RequireAdmin />, children: [{ path: '/admin', element: <SectionPage section="admin" /> }] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
