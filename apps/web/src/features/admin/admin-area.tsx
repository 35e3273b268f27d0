import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, Route, Routes } from 'react-router';
import { AdminRenderersProvider, type AdminRenderers } from './components/admin-context.tsx';
import { AdminHeading } from './components/admin-heading.tsx';
import { AnswerKeyPage } from './components/answer-key-page.tsx';
import { AdminLayout } from './components/admin-layout.tsx';
import { AuditPage } from './components/audit-page.tsx';
import { DashboardPage } from './components/dashboard-page.tsx';
import { ImportPage } from './components/import-page.tsx';
import { MockTestsPage } from './components/mock-tests-page.tsx';
import { PageEditorPage } from './components/page-editor.tsx';
import { PagesPage } from './components/pages-page.tsx';
import { RecruitmentEditorPage } from './components/recruitment-editor/recruitment-editor.tsx';
import { RecruitmentsPage } from './components/recruitments-page.tsx';
import { Empty, Loading } from './components/states.tsx';
import { StoriesPage } from './components/stories-page.tsx';
import { TypingPage } from './components/typing-page.tsx';
import { UserPage } from './components/user-page.tsx';
import { UsersPage } from './components/users-page.tsx';
import { registerNamespace } from '../../lib/i18n.ts';
import { lazyWithStrings } from '../../lib/lazy-with-strings.ts';
import { enAdmin } from '../../locales/en-admin.ts';

registerNamespace('admin', enAdmin);

// A paper from a PDF: its own chunk, so pdf.js arrives only with the crop screen.
const PaperCropPage = lazyWithStrings(() => import('./components/paper-crop/paper-crop-page.tsx'));

/**
 * Everything under `/admin/*`, loaded as its own chunk (see `admin-routes.tsx`) so people who are not
 * admins never download it. The server checks admin rights on every call; the app's guard only
 * keeps others from landing here.
 */
export default function AdminArea(renderers: AdminRenderers) {
  return (
    <AdminRenderersProvider value={renderers}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="recruitments" element={<RecruitmentsPage />} />
          <Route path="recruitments/new" element={<RecruitmentEditorPage />} />
          <Route path="recruitments/:id" element={<RecruitmentEditorPage />} />
          <Route path="answer-keys/:noticeId" element={<AnswerKeyPage />} />
          <Route path="import" element={<ImportPage />} />
          <Route path="pages" element={<PagesPage />} />
          <Route path="pages/new" element={<PageEditorPage />} />
          <Route path="pages/:slug" element={<PageEditorPage />} />
          <Route path="stories" element={<StoriesPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:id" element={<UserPage />} />
          <Route path="tests" element={<MockTestsPage />} />
          <Route
            path="tests/from-pdf"
            element={
              <Suspense fallback={<Loading />}>
                <PaperCropPage />
              </Suspense>
            }
          />
          <Route path="typing" element={<TypingPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AdminRenderersProvider>
  );
}

function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminHeading title={t('notFound.title')} />
      <Empty text={t('notFound.text')}>
        <Link to="/admin" className="text-brand-700 underline">
          {t('notFound.back')}
        </Link>
      </Empty>
    </>
  );
}
