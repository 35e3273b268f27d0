import { renderMarkdown } from '../../components/lazy-markdown.tsx';
import { AdminRoutes } from '../../features/admin/admin-routes.tsx';
import { LazyAppliedButton } from '../../features/applications/components/lazy-applied-button.tsx';
import { JobDetail } from '../../features/jobs/components/job-detail.tsx';

/** `/admin/*`: the admin area (its own chunk), which borrows the job page for previews. */
export function AdminPage() {
  return (
    <AdminRoutes
      renderJobPreview={(job) => <JobDetail job={job} appliedButton={<LazyAppliedButton job={job} />} />}
      renderMarkdown={renderMarkdown}
    />
  );
}
