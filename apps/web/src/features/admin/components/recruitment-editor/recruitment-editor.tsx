import { Archive, CalendarClock, Copy, ExternalLink, Eye, History, PencilLine, Save, Send } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { useBlocker } from '../../../../lib/navigation/use-blocker.tsx';
import type { AdminRecruitment, StatusChange } from '@jobportal/shared';
import { Alert, AlertDescription } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import {
  useAdminRecruitment,
  useChangeRecruitmentStatus,
  useCreateRecruitment,
  useDuplicateRecruitment,
  useUpdateRecruitment,
} from '../../api/recruitments.ts';
import { apiPathErrors, errorText, type PathErrors } from '../../utils/errors.ts';
import { formatDateTime } from '../../utils/format.ts';
import {
  emptyDraft,
  fromContent,
  snapshot,
  toContent,
  toPreviewJob,
  validateDraft,
  type DateKind,
  type RecruitmentDraft,
} from '../../utils/recruitment-draft.ts';
import { useAdminRenderers } from '../admin-context.tsx';
import { AdminHeading } from '../admin-heading.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { LoadError, Loading } from '../states.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { NoticesPanel } from './notices-panel.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { AgeSection } from './age-section.tsx';
import { ApplySection } from './apply-section.tsx';
import { BasicsSection } from './basics-section.tsx';
import { DatesSection } from './dates-section.tsx';
import { EligibilitySection } from './eligibility-section.tsx';
import { FaqsSection } from './faqs-section.tsx';
import { FeesSection } from './fees-section.tsx';
import { LinksSection } from './links-section.tsx';
import { SECTION_IDS, type SetField } from './section-helpers.tsx';
import { SelectionSection } from './selection-section.tsx';
import { TagsSection } from './tags-section.tsx';
import { TrustSection } from './trust-section.tsx';
import { UploadsSection } from './uploads-section.tsx';
import { VacanciesSection } from './vacancies-section.tsx';

/** `/admin/recruitments/new` and `/admin/recruitments/{id}`. */
export function RecruitmentEditorPage() {
  const { id } = useParams();
  return id ? <ExistingRecruitment key={id} id={id} /> : <RecruitmentEditor />;
}

function ExistingRecruitment({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const recruitment = useAdminRecruitment(id);
  if (recruitment.isPending) return <Loading />;
  if (recruitment.isError) {
    const missing = recruitment.error instanceof ApiRequestError && recruitment.error.status === 404;
    return (
      <>
        <AdminHeading title={missing ? t('editor.notFound') : t('editor.title')} />
        <LoadError error={recruitment.error} onRetry={() => void recruitment.refetch()} />
        <Link to="/admin/recruitments" className="text-brand-700 underline">
          {t('editor.backToList')}
        </Link>
      </>
    );
  }
  return <RecruitmentEditor saved={recruitment.data} />;
}

type Busy = 'save' | 'publish' | 'schedule' | 'archive' | 'duplicate';
const NO_ERRORS: PathErrors = {};

/** Server errors of a section go once that section is edited; the browser's own check runs again. */
function dropUnder(errors: PathErrors, key: string): PathErrors {
  const kept = Object.entries(errors).filter(([path]) => path !== key && !path.startsWith(`${key}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/**
 * The recruitment editor: every section as structured rows, checked in the browser against the same
 * contract the server uses, with save, publish, schedule, archive and duplicate, a preview through the
 * public job page, the notices below, and a warning before unsaved changes are lost.
 */
export function RecruitmentEditor({ saved }: { saved?: AdminRecruitment }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { renderJobPreview } = useAdminRenderers();
  const create = useCreateRecruitment();
  const update = useUpdateRecruitment();
  const status = useChangeRecruitmentStatus();
  const duplicate = useDuplicateRecruitment();

  const [initial] = useState(() => {
    const dateLabel = (kind: DateKind) => (kind === 'other' ? '' : t(`dateKinds.${kind}`));
    const draft = saved ? fromContent(saved.content) : emptyDraft(dateLabel);
    return { draft, snapshot: snapshot(draft) };
  });
  const [draft, setDraft] = useState<RecruitmentDraft>(initial.draft);
  const [baseline, setBaseline] = useState(initial.snapshot);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!saved);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [dialog, setDialog] = useState<'schedule' | 'archive' | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const leaving = useRef(false);

  const dirty = useMemo(() => snapshot(draft), [draft]) !== baseline;
  const clientErrors = useMemo(() => (attempted ? validateDraft(draft, t) : NO_ERRORS), [attempted, draft, t]);
  // The same errors keep the same object, so sections that did not change are not redrawn.
  const errorsKey = JSON.stringify({ ...clientErrors, ...serverErrors });
  const errors = useMemo(() => JSON.parse(errorsKey) as PathErrors, [errorsKey]);
  const currentStatus = saved?.content.status;

  const onSlugEdited = useCallback(() => setSlugFollowsTitle(false), []);
  const set: SetField = useCallback((key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => dropUnder(current, key));
  }, []);

  // Leaving with unsaved changes: inside the app (blocker) and closing or reloading the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // After a refused save, take the admin to the first field to fix.
  useEffect(() => {
    if (focusRequest === 0) return;
    document.querySelector<HTMLElement>('[data-recruitment-form] [aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function adopt(result: AdminRecruitment) {
    const next = fromContent(result.content);
    setDraft(next);
    setBaseline(snapshot(next));
    setAttempted(false);
    setServerErrors({});
    setSlugFollowsTitle(false);
  }

  function open(id: string) {
    leaving.current = true;
    navigate(`/admin/recruitments/${id}`, { replace: !saved });
  }

  /** Checks and saves the draft (a new recruitment is created as a draft); null when refused. */
  async function persist(): Promise<AdminRecruitment | null> {
    setAttempted(true);
    setFormError(null);
    const found = validateDraft(draft, t);
    if (Object.keys(found).length > 0) {
      setServerErrors({});
      setFormError(t('editor.fixErrors', { count: Object.keys(found).length }));
      setTab('edit');
      setFocusRequest((n) => n + 1);
      return null;
    }
    const content = toContent(draft);
    try {
      return saved
        ? await update.mutateAsync({ id: saved.id, content })
        : await create.mutateAsync({ ...content, status: 'draft' });
    } catch (error) {
      const fields = apiPathErrors(error);
      if (error instanceof ApiRequestError && error.code === 'SLUG_TAKEN') fields['slug'] = error.message;
      setServerErrors(fields);
      setFormError(errorText(error, t));
      setTab('edit');
      setFocusRequest((n) => n + 1);
      return null;
    }
  }

  async function onSave(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy('save');
    const result = await persist();
    setBusy(null);
    if (!result) return;
    toast({ title: saved ? t('editor.toast.saved') : t('editor.toast.created'), description: result.content.title });
    if (saved) adopt(result);
    else open(result.id);
  }

  async function changeStatus(change: StatusChange, kind: 'publish' | 'schedule' | 'archive') {
    if (busy) return;
    setBusy(kind);
    setStatusError(null);
    let target = saved;
    if (!saved || dirty) {
      const result = await persist();
      if (!result) {
        setBusy(null);
        setDialog(null);
        return;
      }
      target = result;
    }
    try {
      const result = await status.mutateAsync({ id: target!.id, change });
      setDialog(null);
      toast({
        title: t(`editor.toast.${kind === 'publish' ? 'published' : kind === 'schedule' ? 'scheduled' : 'archived'}`),
      });
      if (saved) adopt(result);
      else open(result.id);
    } catch (error) {
      const message = errorText(error, t);
      setStatusError(message);
      if (kind === 'publish') setFormError(message);
      toast({ title: t('editor.toast.failed'), description: message, variant: 'destructive' });
      // The content itself was saved: keep it, and open a new recruitment's own page.
      if (!saved) open(target!.id);
      else if (target !== saved) adopt(target!);
    } finally {
      setBusy(null);
    }
  }

  async function onDuplicate() {
    if (!saved || busy) return;
    setBusy('duplicate');
    try {
      if (dirty) {
        const result = await persist();
        if (!result) return;
        adopt(result);
      }
      const copy = await duplicate.mutateAsync(saved.id);
      toast({ title: t('editor.toast.duplicated'), description: copy.content.title });
      open(copy.id);
    } catch (error) {
      toast({ title: t('editor.toast.failed'), description: errorText(error, t), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  // Ctrl+S / ⌘S saves, as in every editor.
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void onSave();
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onShortcut);
    return () => window.removeEventListener('keydown', onShortcut);
  }, []);

  const title = saved ? draft.title || saved.content.title : t('editor.newTitle');
  const spinner = (kind: Busy) =>
    busy === kind ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : null;

  return (
    <>
      <AdminHeading
        title={title}
        description={
          saved ? (
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={saved.content.status} />
              {saved.content.status === 'scheduled' && saved.content.publishAt
                ? t('editor.scheduledFor', { when: formatDateTime(saved.content.publishAt) })
                : null}
              <span>{t('editor.updated', { when: formatDateTime(saved.updatedAt) })}</span>
            </span>
          ) : (
            t('editor.newDescription')
          )
        }
        actions={
          saved ? (
            <>
              {saved.content.status === 'published' ? (
                <Button variant="ghost" size="sm" asChild>
                  <a href={`/jobs/${saved.content.slug}`} target="_blank" rel="noopener noreferrer">
                    <ExternalLink />
                    {t('editor.viewOnSite')}
                  </a>
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" asChild>
                <Link to={`/admin/audit?targetType=recruitment&targetId=${saved.id}`}>
                  <History />
                  {t('editor.history')}
                </Link>
              </Button>
            </>
          ) : null
        }
      />

      <div
        className="sticky top-14 z-20 mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white/95 p-2 shadow-sm backdrop-blur"
        data-testid="editor-actions"
      >
        <div role="tablist" aria-label={t('editor.tabs.label')} className="flex shrink-0 rounded-lg bg-slate-100 p-0.5">
          {(['edit', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`editor-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`editor-panel-${name}`}
              onClick={() => {
                setTab(name);
                window.scrollTo({ top: 0 });
              }}
              className={cn(
                'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-600 max-sm:h-11',
                tab === name && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {name === 'edit' ? <PencilLine className="size-4" /> : <Eye className="size-4" />}
              {t(`editor.tabs.${name}`)}
            </button>
          ))}
        </div>
        {dirty ? (
          <span className="flex shrink-0 items-center text-xs font-medium text-amber-800" data-testid="unsaved">
            {/* Phones: a dot; the words are read out and shown on wider screens. */}
            <span className="size-2 rounded-full bg-amber-500 sm:hidden" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('editor.unsaved')}</span>
          </span>
        ) : null}
        <div className="ml-auto flex flex-wrap gap-1.5">
          <Button
            type="submit"
            form="recruitment-form"
            size="sm"
            variant={currentStatus === 'published' ? 'default' : 'outline'}
            disabled={busy !== null || (saved !== undefined && !dirty)}
          >
            {spinner('save') ?? <Save />}
            {saved && currentStatus !== 'draft' ? t('editor.actions.save') : t('editor.actions.saveDraft')}
          </Button>
          {currentStatus !== 'published' ? (
            <>
              <Button
                size="sm"
                disabled={busy !== null}
                onClick={() => void changeStatus({ status: 'published' }, 'publish')}
              >
                {spinner('publish') ?? <Send />}
                {t('editor.actions.publish')}
              </Button>
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => setDialog('schedule')}>
                <CalendarClock />
                <span className="sr-only sm:not-sr-only">
                  {currentStatus === 'scheduled' ? t('editor.actions.reschedule') : t('editor.actions.schedule')}
                </span>
              </Button>
            </>
          ) : null}
          {saved && currentStatus !== 'archived' ? (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => setDialog('archive')}>
              <Archive />
              <span className="sr-only sm:not-sr-only">{t('editor.actions.archive')}</span>
            </Button>
          ) : null}
          {saved ? (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void onDuplicate()}>
              {spinner('duplicate') ?? <Copy />}
              <span className="sr-only sm:not-sr-only">{t('editor.actions.duplicate')}</span>
            </Button>
          ) : null}
        </div>
      </div>

      {formError ? (
        <Alert variant="destructive" className="mb-4" data-testid="editor-error">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <div id="editor-panel-edit" role="tabpanel" aria-labelledby="editor-tab-edit" hidden={tab !== 'edit'}>
        <nav aria-label={t('editor.jumpTo')} className="relative mb-4 flex gap-1 overflow-x-auto pb-1">
          {[...SECTION_IDS, ...(saved ? (['notices'] as const) : [])].map((id) => (
            <button
              key={id}
              type="button"
              className="inline-flex shrink-0 cursor-pointer items-center rounded-full border border-slate-200 bg-white px-3 py-1 text-xs font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 max-sm:min-h-11"
              onClick={() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            >
              {id === 'notices' ? t('notices.title') : t(`editor.sections.${id}`)}
            </button>
          ))}
        </nav>
        <form
          id="recruitment-form"
          data-recruitment-form
          noValidate
          onSubmit={(event) => void onSave(event)}
          className="grid grid-cols-1 gap-4"
          aria-label={t('editor.formLabel')}
        >
          <BasicsSection
            draft={draft}
            set={set}
            errors={errors}
            slugFollowsTitle={slugFollowsTitle}
            onSlugEdited={onSlugEdited}
          />
          <TagsSection draft={draft} set={set} errors={errors} />
          <DatesSection draft={draft} set={set} errors={errors} />
          <FeesSection draft={draft} set={set} errors={errors} />
          <AgeSection draft={draft} set={set} errors={errors} />
          <VacanciesSection draft={draft} set={set} errors={errors} />
          <EligibilitySection draft={draft} set={set} errors={errors} />
          <SelectionSection draft={draft} set={set} errors={errors} />
          <ApplySection draft={draft} set={set} errors={errors} />
          <UploadsSection draft={draft} set={set} errors={errors} />
          <FaqsSection draft={draft} set={set} errors={errors} />
          <LinksSection draft={draft} set={set} errors={errors} />
          <TrustSection draft={draft} set={set} errors={errors} />
        </form>
        <div className="mt-4">
          {saved ? (
            <NoticesPanel recruitmentId={saved.id} notices={saved.notices} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
              {t('notices.saveFirst')}
            </p>
          )}
        </div>
      </div>

      {tab === 'preview' ? (
        <div id="editor-panel-preview" role="tabpanel" aria-labelledby="editor-tab-preview">
          <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('editor.previewNote')}</p>
          <div
            data-testid="recruitment-preview"
            className="min-w-0 [&>.grid]:grid-cols-1"
            // The preview is for looking: its buttons (save, share) do nothing here.
            onClickCapture={(event) => {
              if ((event.target as HTMLElement).closest('button')) {
                event.preventDefault();
                event.stopPropagation();
              }
            }}
          >
            {renderJobPreview(
              toPreviewJob(draft, { id: saved?.id, publishedAt: saved?.publishedAt, notices: saved?.notices }),
            )}
          </div>
        </div>
      ) : null}

      {dialog === 'schedule' ? (
        <ScheduleDialog
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : setDialog(null))}
          current={saved?.content.publishAt ?? ''}
          pending={busy === 'schedule'}
          error={statusError}
          onSchedule={(publishAt) => void changeStatus({ status: 'scheduled', publishAt }, 'schedule')}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'archive'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'archive' : null)}
        title={t('editor.archiveDialog.title')}
        description={t('editor.archiveDialog.description', { title })}
        confirmLabel={t('editor.archiveDialog.confirm')}
        destructive
        pending={busy === 'archive'}
        error={statusError}
        onConfirm={() => void changeStatus({ status: 'archived' }, 'archive')}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(isOpen) => (isOpen ? undefined : blocker.reset?.())}
        title={t('editor.leaveDialog.title')}
        description={t('editor.leaveDialog.description')}
        confirmLabel={t('editor.leaveDialog.confirm')}
        destructive
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}
