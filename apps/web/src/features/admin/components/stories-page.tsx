import '../../../locales/en-people-register.ts';
import { Check, ExternalLink, Pencil, Undo2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { STATES, storyInput, storyRejection, storyTransition, type Story } from '@jobportal/shared';
import { FormField, Textarea } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { Pagination } from '../../../components/list/pagination.tsx';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { cn } from '../../../lib/cn.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';
import {
  STORIES_PER_PAGE,
  useAdminStories,
  useEditStory,
  useModerateStory,
  type ModerationStatus,
} from '../api/stories.ts';
import { apiPathErrors, errorText, friendlyErrors, pathErrorsOf, type PathErrors } from '../utils/errors.ts';
import { formatDateTime } from '../utils/format.ts';
import { useAdminRenderers } from './admin-context.tsx';
import { AdminHeading } from './admin-heading.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Empty, LoadError, Loading } from './states.tsx';
import { StatusBadge } from './status-badge.tsx';

const TABS: readonly ModerationStatus[] = ['pending', 'published', 'rejected'];

/** `/admin/stories?status=…`: the moderation queue (pending first) and the decided stories. */
export function StoriesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = (TABS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ModerationStatus)
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const stories = useAdminStories(status, page);
  const clamping = usePageInRange(page, stories.data);

  return (
    <>
      <AdminHeading title={t('stories.title')} description={t('stories.description')} />
      <div role="tablist" aria-label={t('stories.tabsLabel')} className="mb-4 flex gap-1 border-b border-slate-200">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={status === tab}
            onClick={() => setParams(tab === 'pending' ? {} : { status: tab })}
            className={cn(
              '-mb-px inline-flex h-11 cursor-pointer items-center border-b-2 px-3 text-sm font-medium',
              status === tab
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`stories.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`stories.tabs.${status}`)}>
        {stories.isPending || clamping ? <Loading /> : null}
        {stories.isError ? <LoadError error={stories.error} onRetry={() => void stories.refetch()} /> : null}
        {stories.data && stories.data.items.length === 0 && !clamping ? (
          <Empty text={t(`stories.empty.${status}`)} />
        ) : null}
        {stories.data && stories.data.items.length > 0 ? (
          <>
            <ul className="grid grid-cols-1 gap-4">
              {stories.data.items.map((story) => (
                <StoryItem key={story.id} story={story} />
              ))}
            </ul>
            <Pagination
              className="mt-4"
              showTotal
              label={t('pagination.label')}
              page={page}
              perPage={STORIES_PER_PAGE}
              total={stories.data.total}
              onPage={(next) =>
                setParams({ ...(status === 'pending' ? {} : { status }), ...(next > 1 ? { page: String(next) } : {}) })
              }
            />
          </>
        ) : null}
      </div>
    </>
  );
}

function StoryItem({ story }: { story: Story }) {
  const { t } = useTranslation('admin');
  const { renderMarkdown } = useAdminRenderers();
  const moderate = useModerateStory();
  const [dialog, setDialog] = useState<'reject' | 'edit' | 'unpublish' | null>(null);
  const { labelOf } = useOptionLabels();
  const state = story.state ? labelOf(STATES, story.state) : undefined;
  const can = (action: 'approve' | 'reject' | 'unpublish') => storyTransition(story.status, action) !== null;

  function approve() {
    moderate.mutate(
      { id: story.id, action: 'approve' },
      {
        onSuccess: () => toast({ title: t('stories.approved'), description: story.title }),
        onError: (error) =>
          toast({ title: t('stories.failed'), description: errorText(error, t), variant: 'destructive' }),
      },
    );
  }

  return (
    <li data-testid="story-item" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <article aria-labelledby={`story-${story.id}-title`} className="grid grid-cols-1 gap-3">
        <header className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={`story-${story.id}-title`} className="text-lg font-semibold text-slate-900">
              {story.title}
            </h2>
            <p className="text-sm text-slate-600">
              {[story.exam, story.year, story.post, state].filter(Boolean).join(' · ')}
            </p>
            <p className="text-xs text-slate-500">
              {t('stories.by', { name: story.author?.name ?? t('stories.anonymous') })} ·{' '}
              {t('stories.submitted', { when: formatDateTime(story.createdAt) })}
              {story.publishedAt ? ` · ${t('stories.publishedAt', { when: formatDateTime(story.publishedAt) })}` : ''}
            </p>
          </div>
          <StatusBadge status={story.status} />
        </header>
        {story.status === 'rejected' && story.rejectionReason ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('stories.reason', { reason: story.rejectionReason })}
          </p>
        ) : null}
        {story.photoUrl ? (
          <img src={story.photoUrl} alt="" className="max-h-60 w-auto rounded-lg object-cover" loading="lazy" />
        ) : null}
        <div className="text-sm">{renderMarkdown(story.body)}</div>
        {story.tips ? (
          <div className="rounded-lg bg-slate-50 p-3 text-sm">
            <h3 className="mb-1 font-semibold">{t('stories.tips')}</h3>
            {renderMarkdown(story.tips)}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {can('approve') ? (
            <Button size="sm" disabled={moderate.isPending} onClick={approve}>
              {moderate.isPending && moderate.variables?.action === 'approve' ? (
                <Spinner size="sm" className="text-current" label={t('common.working')} />
              ) : (
                <Check />
              )}
              {t('stories.approve')}
            </Button>
          ) : null}
          {can('reject') ? (
            <Button size="sm" variant="outline" className="text-red-700" onClick={() => setDialog('reject')}>
              <X />
              {t('stories.reject')}
            </Button>
          ) : null}
          {can('unpublish') ? (
            <Button size="sm" variant="outline" onClick={() => setDialog('unpublish')}>
              <Undo2 />
              {t('stories.unpublish')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
            <Pencil />
            {t('stories.edit')}
          </Button>
          {story.status === 'published' ? (
            <Button size="sm" variant="ghost" asChild>
              <a href={`/stories/${story.slug}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink />
                {t('stories.view')}
              </a>
            </Button>
          ) : null}
        </div>
      </article>
      <RejectDialog
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        story={story}
      />
      {dialog === 'edit' ? <EditStoryDialog story={story} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog === 'unpublish'}
        onOpenChange={(open) => setDialog(open ? 'unpublish' : null)}
        title={t('stories.unpublishDialog.title')}
        description={t('stories.unpublishDialog.description', { title: story.title })}
        confirmLabel={t('stories.unpublish')}
        pending={moderate.isPending}
        error={moderate.isError && moderate.variables?.action === 'unpublish' ? errorText(moderate.error, t) : null}
        onConfirm={() =>
          moderate.mutate(
            { id: story.id, action: 'unpublish' },
            {
              onSuccess: () => {
                setDialog(null);
                toast({ title: t('stories.unpublished'), description: story.title });
              },
            },
          )
        }
      />
    </li>
  );
}

/** Reject with a reason the author will read: at least 5 characters, checked before sending. */
export function RejectDialog({
  open,
  onOpenChange,
  story,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  story: Pick<Story, 'id' | 'title'>;
}) {
  const { t } = useTranslation('admin');
  const moderate = useModerateStory();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = storyRejection.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('validation.required'));
      return;
    }
    setError(null);
    moderate.mutate(
      { id: story.id, action: 'reject', reason: checked.data.reason },
      {
        onSuccess: () => {
          onOpenChange(false);
          setReason('');
          toast({ title: t('stories.rejected'), description: story.title });
        },
        onError: (failure) => setError(apiPathErrors(failure)['reason'] ?? errorText(failure, t)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('stories.rejectDialog.title')}</DialogTitle>
            <DialogDescription>{t('stories.rejectDialog.description', { title: story.title })}</DialogDescription>
          </DialogHeader>
          <FormField
            id={`reject-${story.id}-reason`}
            label={t('stories.rejectDialog.reason')}
            hint={t('stories.rejectDialog.hint', { count: reason.trim().length })}
            error={error ?? undefined}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={500}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error) setError(null);
                }}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={moderate.isPending}>
              {moderate.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : null}
              {t('stories.rejectDialog.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type StoryDraft = { title: string; exam: string; year: string; post: string; body: string; tips: string };
const editSchema = storyInput.pick({ title: true, exam: true, year: true, post: true, body: true, tips: true });

function EditStoryDialog({ story, onClose }: { story: Story; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const edit = useEditStory();
  const [draft, setDraft] = useState<StoryDraft>({
    title: story.title,
    exam: story.exam,
    year: String(story.year),
    post: story.post,
    body: story.body,
    tips: story.tips ?? '',
  });
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (changes: Partial<StoryDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = { ...draft, year: Number(draft.year), tips: draft.tips };
    const checked = editSchema.safeParse(changes, { error: friendlyErrors(t) });
    if (!checked.success) {
      setErrors(pathErrorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    edit.mutate(
      { id: story.id, changes },
      {
        onSuccess: () => {
          toast({ title: t('stories.edited'), description: draft.title });
          onClose();
        },
        onError: (error) => {
          setErrors(apiPathErrors(error));
          setFormError(errorText(error, t));
        },
      },
    );
  }

  const field = (name: Exclude<keyof StoryDraft, 'body' | 'tips'>, type = 'text') => (
    <FormField id={`story-${story.id}-${name}`} label={t(`stories.fields.${name}`)} error={errors[name]}>
      {(control) => (
        <Input
          {...control}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          value={draft[name]}
          onChange={(event) => change({ [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-3xl">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('stories.editDialog.title')}</DialogTitle>
            <DialogDescription>{t('stories.editDialog.description')}</DialogDescription>
          </DialogHeader>
          {field('title')}
          <div className="grid gap-4 sm:grid-cols-3">
            {field('exam')}
            {field('year', 'number')}
            {field('post')}
          </div>
          <FormField id={`story-${story.id}-body`} label={t('stories.fields.body')} error={errors['body']}>
            {(control) => (
              <Textarea
                {...control}
                rows={10}
                value={draft.body}
                onChange={(event) => change({ body: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`story-${story.id}-tips`} label={t('stories.fields.tips')} error={errors['tips']}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={draft.tips}
                onChange={(event) => change({ tips: event.target.value })}
              />
            )}
          </FormField>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : null}
              {t('stories.editDialog.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
