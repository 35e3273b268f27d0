import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useNotice } from '../../features/notices/api/get-notice.ts';
import { PageHead } from '../layout/page-head.tsx';
import { ListEmpty } from '../../components/list/list-states.tsx';

// pdf.js is large: load it only on this page.
const PdfViewer = lazy(() => import('../../features/notices/components/pdf-viewer.tsx'));

/** `/notice/{id}/pdf`: the notice's PDF rendered in the page. */
export function NoticePdfPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const notice = useNotice(id);
  if (notice.isPending) return <Spinner />;
  if (notice.isError) {
    return (
      <>
        <PageHead title={t('pages.noticePdf.title')} description={t('pages.noticePdf.description')} />
        <NotFoundState
          title={t('pages.noticePdf.title')}
          text={t('pdf.noNotice')}
          backTo="/jobs"
          backLabel={t('jobDetail.backToJobs')}
        />
      </>
    );
  }
  const data = notice.data;
  return (
    <>
      <PageHead title={data.title} description={t('pages.noticePdf.description')} />
      <h1 className="text-xl font-bold text-slate-900">{data.title}</h1>
      {data.recruitment ? (
        <Link className="mb-3 inline-block text-sm text-brand-700 underline" to={`/jobs/${data.recruitment.slug}`}>
          {data.recruitment.title}
        </Link>
      ) : null}
      <ShareButton className="mb-3" title={data.title} path={`/notice/${data.id}/pdf`} />
      {data.pdfFileId ? (
        <Suspense fallback={<Spinner />}>
          <PdfViewer url={`/api/files/${data.pdfFileId}`} fileName={`${data.title}.pdf`} />
        </Suspense>
      ) : (
        <ListEmpty className="mt-6" text={t('pages.noticePdf.empty')} />
      )}
    </>
  );
}
