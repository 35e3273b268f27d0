import { ExternalLink, Save, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { useBlocker } from '../../../lib/navigation/use-blocker.tsx';
import { pageWrite, type PageWrite } from '@jobportal/shared';
import { FormField, NativeSelect, Textarea } from '../../../components/form/form-field.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAdminPages, useDeletePage, useSavePage, type AdminPage } from '../api/pages.ts';
import { apiPathErrors, errorText, friendlyErrors, pathErrorsOf, type PathErrors } from '../utils/errors.ts';
import { slugFromTitle } from '../utils/format.ts';
import { useAdminRenderers } from './admin-context.tsx';
import { AdminHeading } from './admin-heading.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Empty, LoadError, Loading } from './states.tsx';

type PageDraft = { title: string; slug: string; status: 'draft' | 'published'; body: string };

/** `/admin/pages/new` and `/admin/pages/{slug}` (found in the list: there is no single-page admin call). */
export function PageEditorPage() {
  const { t } = useTranslation('admin');
  const { slug } = useParams();
  const pages = useAdminPages();
  if (!slug) return <PageEditor />;
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <LoadError error={pages.error} onRetry={() => void pages.refetch()} />;
  const page = pages.data.items.find((item) => item.slug === slug);
  if (!page) {
    return (
      <>
        <AdminHeading title={t('pages.notFound')} />
        <Empty text={t('pages.notFoundText', { slug })}>
          <Link to="/admin/pages" className="text-brand-700 underline">
            {t('pages.backToList')}
          </Link>
        </Empty>
      </>
    );
  }
  return <PageEditor key={page.slug} page={page} />;
}

const toWrite = (draft: PageDraft): PageWrite => ({ ...draft, slug: draft.slug.trim() });

/** Title, address, status and Markdown body with a live preview beside it (below it on phones). */
function PageEditor({ page }: { page?: AdminPage }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { renderMarkdown } = useAdminRenderers();
  const save = useSavePage();
  const remove = useDeletePage();
  const initial = useMemo<PageDraft>(
    () =>
      page
        ? {
            title: page.title,
            slug: page.slug,
            status: page.status === 'draft' ? 'draft' : 'published',
            body: page.body,
          }
        : { title: '', slug: '', status: 'draft', body: '' },
    [page],
  );
  const [draft, setDraft] = useState<PageDraft>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!page);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leaving = useRef(false);
  const dirty = JSON.stringify(draft) !== baseline;

  const clientErrors = useMemo(() => {
    if (!attempted) return {};
    const result = pageWrite.safeParse(toWrite(draft), { error: friendlyErrors(t) });
    return result.success ? {} : pathErrorsOf(result.error.issues);
  }, [attempted, draft, t]);
  const errors = { ...clientErrors, ...serverErrors };

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

  function change(changes: Partial<PageDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
    setServerErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    const checked = pageWrite.safeParse(toWrite(draft), { error: friendlyErrors(t) });
    if (!checked.success) return;
    save.mutate(
      { slug: page?.slug, page: toWrite(draft) },
      {
        onSuccess: (saved) => {
          toast({ title: t('pages.saved'), description: saved.title });
          setBaseline(JSON.stringify(draft));
          setAttempted(false);
          if (!page || saved.slug !== page.slug) {
            leaving.current = true;
            navigate(`/admin/pages/${saved.slug}`, { replace: true });
          }
        },
        onError: (error) => {
          const fields = apiPathErrors(error);
          if (error instanceof ApiRequestError && error.code === 'SLUG_TAKEN') fields['slug'] = error.message;
          setServerErrors(fields);
          setFormError(errorText(error, t));
        },
      },
    );
  }

  return (
    <>
      <AdminHeading
        title={page ? page.title : t('pages.newTitle')}
        actions={
          page && page.status === 'published' ? (
            <Button variant="ghost" size="sm" asChild>
              <a href={`/page/${page.slug}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink />
                {t('pages.view')}
              </a>
            </Button>
          ) : null
        }
      />
      <form className="grid grid-cols-1 gap-4" onSubmit={submit} noValidate aria-label={t('pages.formLabel')}>
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
          <FormField id="page-title" className="content-start" label={t('pages.fields.title')} error={errors['title']}>
            {(control) => (
              <Input
                {...control}
                value={draft.title}
                onChange={(event) =>
                  change({
                    title: event.target.value,
                    ...(slugFollowsTitle ? { slug: slugFromTitle(event.target.value) } : {}),
                  })
                }
              />
            )}
          </FormField>
          <FormField
            id="page-slug"
            className="content-start"
            label={t('pages.fields.slug')}
            hint={t('pages.fields.slugHint', { slug: draft.slug || '…' })}
            error={errors['slug']}
          >
            {(control) => (
              <Input
                {...control}
                className="font-mono"
                value={draft.slug}
                onChange={(event) => {
                  setSlugFollowsTitle(false);
                  change({ slug: event.target.value });
                }}
              />
            )}
          </FormField>
          <FormField
            id="page-status"
            className="content-start"
            label={t('pages.fields.status')}
            error={errors['status']}
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.status}
                onChange={(event) => change({ status: event.target.value as PageDraft['status'] })}
              >
                <option value="draft">{t('status.draft')}</option>
                <option value="published">{t('status.published')}</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <FormField
            id="page-body"
            label={t('pages.fields.body')}
            hint={t('pages.fields.bodyHint')}
            error={errors['body']}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={20}
                className="min-h-[24rem] font-mono text-sm"
                value={draft.body}
                onChange={(event) => change({ body: event.target.value })}
              />
            )}
          </FormField>
          <section aria-labelledby="page-preview-title" className="grid content-start gap-1.5">
            <h2 id="page-preview-title" className="text-sm font-medium">
              {t('pages.preview')}
            </h2>
            <div
              data-testid="page-preview"
              className="min-h-[24rem] overflow-auto rounded-md border border-slate-200 bg-white p-4"
            >
              {draft.body.trim() ? (
                renderMarkdown(draft.body)
              ) : (
                <p className="text-sm text-slate-500">{t('pages.previewEmpty')}</p>
              )}
            </div>
          </section>
        </div>
        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending || (page !== undefined && !dirty)}>
            {save.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : <Save />}
            {t('pages.save')}
          </Button>
          {dirty ? <span className="text-xs font-medium text-amber-800">{t('editor.unsaved')}</span> : null}
          {page ? (
            <Button
              type="button"
              variant="outline"
              className="ml-auto text-red-700"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 />
              {t('pages.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      {page ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('pages.deleteDialog.title')}
          description={t('pages.deleteDialog.description', { title: page.title, slug: page.slug })}
          confirmLabel={t('pages.deleteDialog.confirm')}
          destructive
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error, t) : null}
          onConfirm={() =>
            remove.mutate(page.slug, {
              onSuccess: () => {
                toast({ title: t('pages.deleted'), description: page.title });
                leaving.current = true;
                navigate('/admin/pages');
              },
            })
          }
        />
      ) : null}
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
