import { ExternalLink, FilePlus2, FileText, KeyRound, Pencil, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NOTICE_PDF_MAX_BYTES, type AdminNotice } from '@jobportal/shared';
import { Button, buttonVariants } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { cn } from '../../../../lib/cn.ts';
import { useDeleteNotice, uploadNoticePdf } from '../../api/notices.ts';
import { refreshAfterWrite } from '../../api/query-keys.ts';
import { errorText } from '../../utils/errors.ts';
import { formatBytes } from '../../utils/format.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { NoticeDialog, type PublishAfterUpload } from './notice-dialog.tsx';
import { formatDate } from '../../../../lib/format.ts';

/**
 * One notice's upload. `publish`: the new notice waits as a draft for this PDF, and the upload
 * publishes it as the admin chose; kept after a failure so a retry still publishes it.
 */
type Upload = { progress: number; pending: boolean; error: string | null; publish: PublishAfterUpload };

/**
 * The recruitment's notices (job, admit card, answer key, result…) with add, edit, delete, and a PDF
 * per notice: size checked here first, content checked by the server, whose refusal is shown as is.
 * A new notice with a PDF is only announced as added once the PDF is in; until then it is a draft.
 */
export function NoticesPanel({ recruitmentId, notices }: { recruitmentId: string; notices: AdminNotice[] }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const setUpload = (id: string, upload: Upload) => setUploads((current) => ({ ...current, [id]: upload }));

  /** `created`: the notice was just added with this PDF (it is a draft until the PDF is in). */
  function startUpload(notice: AdminNotice, file: File, publish: PublishAfterUpload, created = false) {
    const failed = (error: string) => {
      setUpload(notice.id, { progress: 0, pending: false, error, publish });
      if (created) toast({ title: t('notices.pdf.savedAsDraft'), description: error, variant: 'destructive' });
    };
    if (file.size > NOTICE_PDF_MAX_BYTES) {
      failed(t('notices.pdf.tooLargeSized', { size: formatBytes(file.size), max: 15 }));
      return;
    }
    setUpload(notice.id, { progress: 0, pending: true, error: null, publish });
    uploadNoticePdf(
      notice.id,
      file,
      (progress) => setUpload(notice.id, { progress, pending: true, error: null, publish }),
      publish,
    )
      .then(async (saved) => {
        setUpload(notice.id, { progress: 1, pending: false, error: null, publish: null });
        toast({
          title: created ? t('notices.created') : t('notices.pdf.uploaded'),
          description: t('notices.pdf.details', {
            count: saved.pdf?.pageCount ?? 0,
            size: formatBytes(saved.pdf?.sizeBytes ?? file.size),
          }),
        });
        await refreshAfterWrite(client, 'content');
      })
      .catch((error: unknown) => failed(errorText(error, t)));
  }

  return (
    <section
      id="notices"
      aria-labelledby="notices-title"
      className="scroll-mt-32 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="notices-title" className="text-lg font-semibold text-slate-900">
            {t('notices.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('notices.description')}</p>
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          <FilePlus2 />
          {t('notices.add')}
        </Button>
      </div>
      {notices.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('notices.empty')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3">
          {notices.map((notice) => (
            <NoticeRow
              key={notice.id}
              notice={notice}
              upload={uploads[notice.id]}
              onUpload={(file) => startUpload(notice, file, uploads[notice.id]?.publish ?? null)}
              onEdit={() => setEditing(notice)}
            />
          ))}
        </ul>
      )}
      <NoticeDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        recruitmentId={recruitmentId}
        notice={editing === 'new' || editing === null ? undefined : editing}
        onSaved={(saved, pdf, publish) => {
          // A new notice with a PDF is announced once the PDF is in (see startUpload).
          if (!pdf) {
            toast({ title: editing === 'new' ? t('notices.created') : t('notices.saved'), description: saved.title });
          }
          if (pdf) startUpload(saved, pdf, publish, true);
        }}
      />
    </section>
  );
}

function NoticeRow({
  notice,
  upload,
  onUpload,
  onEdit,
}: {
  notice: AdminNotice;
  upload: Upload | undefined;
  onUpload: (file: File) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteNotice();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const inputId = `notice-${notice.id}-pdf`;
  return (
    <li data-testid="notice-row" className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-700">
              {t(`noticeTypes.${notice.type}`)}
            </span>
            <span className="text-slate-500">{formatDate(notice.date)}</span>
            {notice.status !== 'published' ? <StatusBadge status={notice.status} /> : null}
          </div>
          <p className="mt-1 font-medium text-slate-900">{notice.title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600" data-testid="notice-pdf-info">
            <FileText className="size-4 text-slate-400" aria-hidden="true" />
            {notice.pdf ? (
              <>
                <span>
                  {t('notices.pdf.details', {
                    count: notice.pdf.pageCount ?? 0,
                    size: formatBytes(notice.pdf.sizeBytes),
                  })}
                </span>
                <a
                  className="inline-flex items-center gap-1 text-brand-700 underline"
                  href={`/api/files/${notice.pdf.fileId}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('notices.pdf.view')}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </>
            ) : (
              <span>{t('notices.pdf.none')}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: notice.pdf ? 'outline' : 'default', size: 'sm' }),
              'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-600',
              upload?.pending && 'pointer-events-none opacity-50',
            )}
          >
            <Upload />
            {notice.pdf ? t('notices.pdf.replace') : t('notices.pdf.upload')}
            <input
              id={inputId}
              aria-label={t(notice.pdf ? 'notices.pdf.replaceFor' : 'notices.pdf.uploadFor', { title: notice.title })}
              type="file"
              accept="application/pdf,.pdf"
              className="sr-only"
              disabled={upload?.pending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onUpload(file);
              }}
            />
          </label>
          {notice.type === 'answer_key' && notice.id ? <AnswerKeyLink notice={notice} /> : null}
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('notices.editNamed', { title: notice.title })}
          >
            <Pencil />
            {t('notices.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700"
            onClick={() => setConfirmDelete(true)}
            aria-label={t('notices.deleteNamed', { title: notice.title })}
          >
            <Trash2 />
            <span className="sr-only sm:not-sr-only">{t('notices.delete')}</span>
          </Button>
        </div>
      </div>
      {upload?.pending ? (
        <div className="mt-2 grid gap-1">
          <div
            role="progressbar"
            aria-label={t('notices.pdf.uploading', { title: notice.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(upload.progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(upload.progress * 100)}%` }}
            />
          </div>
          <p className="text-xs text-slate-600">
            {t('notices.pdf.progress', { percent: Math.round(upload.progress * 100) })}
          </p>
        </div>
      ) : null}
      {upload?.error ? (
        <div role="alert" data-testid="notice-pdf-error" className="mt-2 grid gap-0.5 text-sm">
          <p className="font-medium text-red-700">{upload.error}</p>
          {upload.publish ? <p className="text-slate-700">{t('notices.pdf.draftUntilUploaded')}</p> : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('notices.deleteDialog.title')}
        description={t('notices.deleteDialog.description', { title: notice.title })}
        confirmLabel={t('notices.deleteDialog.confirm')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t) : null}
        onConfirm={() =>
          remove.mutate(notice.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast({ title: t('notices.deleted'), description: notice.title });
            },
          })
        }
      />
    </li>
  );
}

/** A saved answer-key notice's key and score check (`/admin/answer-keys/{noticeId}`). */
function AnswerKeyLink({ notice }: { notice: AdminNotice }) {
  const { t } = useTranslation('admin');
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={`/admin/answer-keys/${notice.id}`} aria-label={t('notices.answerKeyNamed', { title: notice.title })}>
        <KeyRound />
        {t('notices.answerKey')}
      </Link>
    </Button>
  );
}
