import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { NOTICE_PDF_MAX_BYTES, NOTICE_TYPES, type AdminNotice, type NoticePdfQuery } from '@jobportal/shared';
import { FormField } from '../../../../components/form/form-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSaveNotice } from '../../api/notices.ts';
import { apiPathErrors, errorText, type PathErrors } from '../../utils/errors.ts';
import {
  emptyNotice,
  hasExamDate,
  hasObjectionWindow,
  noticeToDraft,
  toNoticeWrite,
  validateNotice,
  type NoticeDraft,
} from '../../utils/notice-draft.ts';
import { SelectField, TextareaField, TextField } from '../../../../components/form/fields.tsx';

/** What a new notice with a PDF becomes once its upload is in (it is created as a draft until then). */
export type PublishAfterUpload = NoticePdfQuery | null;

/**
 * Add or edit a notice of the recruitment. A new notice may bring its PDF along: the notice is saved
 * as a draft, and the upload (with progress, in the notices list) publishes it as chosen, so a failed
 * upload never leaves a published notice without its PDF.
 */
export function NoticeDialog({
  open,
  onOpenChange,
  recruitmentId,
  notice,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recruitmentId: string;
  notice?: AdminNotice;
  onSaved: (notice: AdminNotice, pdf: File | null, publish: PublishAfterUpload) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        {open ? (
          <NoticeForm
            recruitmentId={recruitmentId}
            notice={notice}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved, pdf, publish) => {
              onOpenChange(false);
              onSaved(saved, pdf, publish);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NoticeForm({
  recruitmentId,
  notice,
  onCancel,
  onSaved,
}: {
  recruitmentId: string;
  notice?: AdminNotice;
  onCancel: () => void;
  onSaved: (notice: AdminNotice, pdf: File | null, publish: PublishAfterUpload) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveNotice();
  const [draft, setDraft] = useState<NoticeDraft>(() => (notice ? noticeToDraft(notice) : emptyNotice()));
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (changes: Partial<NoticeDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const pdfTooLarge = pdf !== null && pdf.size > NOTICE_PDF_MAX_BYTES;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNotice(draft, t);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || pdfTooLarge) return;
    const write = toNoticeWrite(draft, recruitmentId);
    // With a PDF to upload, a new notice stays a draft until the server has taken the file.
    const publish: PublishAfterUpload =
      !notice && pdf && write.status !== 'draft' && write.status !== 'archived'
        ? { status: write.status ?? 'published', publishAt: write.publishAt }
        : null;
    save.mutate(
      { id: notice?.id, notice: publish ? { ...write, status: 'draft', publishAt: undefined } : write },
      {
        onSuccess: (saved) => onSaved(saved, pdf, publish),
        onError: (error) => {
          setErrors(apiPathErrors(error));
          setFormError(errorText(error, t));
        },
      },
    );
  }

  // Published or draft; a notice scheduled or archived elsewhere keeps that state unless changed.
  const statuses: Array<AdminNotice['status']> = ['published', 'draft'];
  if (!statuses.includes(draft.status)) statuses.push(draft.status);
  const statusOptions = statuses.map((status) => ({ value: status, label: t(`status.${status}`) }));

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t('notices.form.label')}>
      <DialogHeader>
        <DialogTitle>{notice ? t('notices.form.editTitle') : t('notices.form.newTitle')}</DialogTitle>
        <DialogDescription>{t('notices.form.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id="notice-type"
          label={t('notices.form.type')}
          value={draft.type}
          options={NOTICE_TYPES.map((type) => ({ value: type, label: t(`noticeTypes.${type}`) }))}
          error={errors['type']}
          onChange={(type) => change({ type })}
        />
        <TextField
          id="notice-date"
          type="date"
          label={t('notices.form.date')}
          value={draft.date}
          error={errors['date']}
          onChange={(date) => change({ date })}
        />
        <SelectField
          id="notice-status"
          label={t('notices.form.status')}
          value={draft.status}
          options={statusOptions}
          error={errors['status']}
          onChange={(status) => change({ status })}
        />
      </div>
      <TextField
        id="notice-title"
        label={t('notices.form.title')}
        value={draft.title}
        error={errors['title']}
        onChange={(title) => change({ title })}
      />
      <TextField
        id="notice-title-hi"
        lang="hi"
        label={t('notices.form.titleHi')}
        value={draft.titleHi}
        error={errors['titleHi']}
        onChange={(titleHi) => change({ titleHi })}
      />
      {hasObjectionWindow(draft.type) ? (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold">{t('notices.form.objection')}</legend>
          <TextField
            id="notice-objection-start"
            type="date"
            label={t('notices.form.objectionStart')}
            value={draft.objectionStart}
            error={errors['objectionStart']}
            onChange={(objectionStart) => change({ objectionStart })}
          />
          <TextField
            id="notice-objection-end"
            type="date"
            min={draft.objectionStart || undefined}
            label={t('notices.form.objectionEnd')}
            value={draft.objectionEnd}
            error={errors['objectionEnd']}
            onChange={(objectionEnd) => change({ objectionEnd })}
          />
          <TextField
            id="notice-objection-fee"
            type="number"
            inputMode="numeric"
            min={0}
            label={t('notices.form.objectionFee')}
            value={draft.objectionFeePerQuestion}
            error={errors['objectionFeePerQuestion']}
            onChange={(objectionFeePerQuestion) => change({ objectionFeePerQuestion })}
          />
        </fieldset>
      ) : null}
      {hasExamDate(draft.type) ? (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{t('notices.form.exam')}</legend>
          <TextField
            id="notice-exam-date"
            type="date"
            label={t('notices.form.examDate')}
            value={draft.examDate}
            error={errors['examDate']}
            onChange={(examDate) => change({ examDate })}
          />
          <SelectField
            id="notice-exam-status"
            label={t('notices.form.examDateStatus')}
            value={draft.examDateStatus}
            options={[
              { value: '', label: t('notices.form.examDateUnknown') },
              { value: 'tentative', label: t('notices.form.tentative') },
              { value: 'confirmed', label: t('notices.form.confirmed') },
            ]}
            error={errors['examDateStatus']}
            onChange={(examDateStatus) => change({ examDateStatus })}
          />
        </fieldset>
      ) : null}
      <TextareaField
        id="notice-body"
        label={t('notices.form.body')}
        hint={t('notices.form.bodyHint')}
        rows={5}
        value={draft.body}
        error={errors['body']}
        onChange={(body) => change({ body })}
      />
      <TextareaField
        id="notice-body-hi"
        lang="hi"
        label={t('notices.form.bodyHi')}
        rows={3}
        value={draft.bodyHi}
        error={errors['bodyHi']}
        onChange={(bodyHi) => change({ bodyHi })}
      />
      {notice ? null : (
        <FormField
          id="notice-pdf"
          label={t('notices.form.pdf')}
          hint={t('notices.form.pdfHint')}
          error={pdfTooLarge ? t('notices.pdf.tooLarge', { max: 15 }) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => setPdf(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      )}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : null}
          {notice ? t('notices.form.save') : t('notices.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
