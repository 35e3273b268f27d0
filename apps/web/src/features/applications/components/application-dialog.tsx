import '../strings.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  APPLICATION_FEE_MAX,
  APPLICATION_NOTE_MAX,
  APPLICATION_NUMBER_MAX,
  appliedOnProblem,
  feeForMember,
  indiaDateOf,
  type Application,
  type ApplicationInput,
  type JobDetail,
  type ownProfile,
} from '@jobportal/shared';
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
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRemoveApplication, useSaveApplication } from '../api/applications.ts';

type Fee = JobDetail['details']['fees'][number];

/**
 * The fee a member pays, as the job page's "Your fee" says it (`feeForMember`: their category, or an
 * exemption they have: PwBD, ex-serviceman, a woman's); null when it cannot tell (no fee rows, or no
 * category where it matters).
 */
export function prefilledFee(
  fees: readonly Fee[],
  profile:
    | { category?: string | null; pwbd?: boolean | null; exServiceman?: boolean | null; gender?: string | null }
    | undefined,
): number | null {
  const fee = feeForMember(fees, {
    category: profile?.category ?? null,
    pwbd: profile?.pwbd ?? null,
    exServiceman: profile?.exServiceman ?? null,
    gender: profile?.gender ?? null,
  });
  return fee?.kind === 'fee' ? fee.amount : null;
}

const NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} /._-]*$/u;

type Values = { appliedOn: string; applicationNumber: string; feePaid: string; note: string };

/**
 * "I applied": the date (today by default), the registration/application number, the fee paid
 * (the member's category fee filled in when known) and a note; with a record already there, edit and
 * remove. Checked here with the server's limits, so a mistake is named before the request.
 */
export function ApplicationDialog({
  job,
  application,
  open,
  onOpenChange,
}: {
  job: Pick<JobDetail, 'id' | 'applicationStart' | 'details'>;
  application: Application | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('applications');
  const prefix = `application${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const today = indiaDateOf(new Date());
  const profile = useQuery({
    queryKey: ['own-profile'],
    enabled: !application,
    queryFn: ({ signal }) => apiRequest<typeof ownProfile>('/api/me/profile', { signal }),
  });
  const feeToFill = prefilledFee(job.details.fees, profile.data);
  const [values, setValues] = useState<Values>(() => ({
    appliedOn: application?.appliedOn ?? today,
    applicationNumber: application?.applicationNumber ?? '',
    feePaid: application ? (application.feePaid?.toString() ?? '') : '',
    note: application?.note ?? '',
  }));
  // The category fee arrives with the profile: filled in once, unless the member typed a fee already.
  const [feeTouched, setFeeTouched] = useState(Boolean(application));
  const feeShown = feeTouched ? values.feePaid : (feeToFill?.toString() ?? values.feePaid);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveApplication(job.id);
  const remove = useRemoveApplication(job.id);
  const set = (field: keyof Values, value: string) => setValues((old) => ({ ...old, [field]: value }));

  function check(input: Values): { errors: FieldErrors; value?: ApplicationInput } {
    const found: FieldErrors = {};
    const number = input.applicationNumber.trim();
    const dateProblem = input.appliedOn
      ? appliedOnProblem(input.appliedOn, { today, applicationStart: job.applicationStart })
      : 'required';
    if (dateProblem === 'required') found['appliedOn'] = t('form.errors.appliedOnRequired');
    if (dateProblem === 'in_future') found['appliedOn'] = t('form.errors.appliedOnFuture');
    if (dateProblem === 'before_start')
      found['appliedOn'] = t('form.errors.appliedOnBeforeStart', { date: formatDate(job.applicationStart) });
    if (!number) found['applicationNumber'] = t('form.errors.numberRequired');
    else if (number.length > APPLICATION_NUMBER_MAX)
      found['applicationNumber'] = t('form.errors.numberTooLong', { max: APPLICATION_NUMBER_MAX });
    else if (!NUMBER_PATTERN.test(number)) found['applicationNumber'] = t('form.errors.numberCharacters');
    const feeText = input.feePaid.trim();
    const fee = feeText === '' ? null : Number(feeText);
    if (fee !== null && (!Number.isInteger(fee) || fee < 0 || fee > APPLICATION_FEE_MAX))
      found['feePaid'] = t('form.errors.feeInvalid', { max: APPLICATION_FEE_MAX });
    const note = input.note.trim();
    if (note.length > APPLICATION_NOTE_MAX) found['note'] = t('form.errors.noteTooLong', { max: APPLICATION_NOTE_MAX });
    if (Object.keys(found).length > 0) return { errors: found };
    return {
      errors: {},
      value: { appliedOn: input.appliedOn, applicationNumber: number, feePaid: fee, note: note || null },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check({ ...values, feePaid: feeShown });
    setErrors(checked.errors);
    if (!checked.value) return;
    save.mutate(checked.value, {
      onSuccess: () => {
        toast({ title: t('form.saved') });
        onOpenChange(false);
      },
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error);
        if (error instanceof ApiRequestError && error.code.startsWith('APPLIED_ON_'))
          fieldErrors['appliedOn'] = error.message;
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else toast({ title: t('form.failed'), description: error.message, variant: 'destructive' });
      },
    });
  }

  function onRemove() {
    if (!window.confirm(t('form.removeConfirm'))) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('form.removed') });
        onOpenChange(false);
      },
      onError: (error) => toast({ title: t('form.removeFailed'), description: error.message, variant: 'destructive' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('form.cancel')} data-testid="application-dialog">
        <DialogHeader>
          <DialogTitle>{application ? t('form.editTitle') : t('form.title')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id={`${prefix}-appliedOn`} label={t('form.appliedOn')} error={errors['appliedOn']}>
            {(control) => (
              <Input
                {...control}
                type="date"
                required
                max={today}
                min={job.applicationStart ?? undefined}
                value={values.appliedOn}
                onChange={(event) => set('appliedOn', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${prefix}-applicationNumber`}
            label={t('form.applicationNumber')}
            hint={t('form.applicationNumberHint')}
            error={errors['applicationNumber']}
          >
            {(control) => (
              <Input
                {...control}
                required
                autoComplete="off"
                spellCheck={false}
                maxLength={APPLICATION_NUMBER_MAX}
                value={values.applicationNumber}
                onChange={(event) => set('applicationNumber', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${prefix}-feePaid`}
            label={t('form.feePaid')}
            hint={!feeTouched && feeToFill !== null ? t('form.feePaidHint') : undefined}
            error={errors['feePaid']}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={APPLICATION_FEE_MAX}
                step={1}
                value={feeShown}
                onChange={(event) => {
                  setFeeTouched(true);
                  set('feePaid', event.target.value);
                }}
              />
            )}
          </FormField>
          <FormField id={`${prefix}-note`} label={t('form.note')} hint={t('form.noteHint')} error={errors['note']}>
            {(control) => (
              <Textarea
                {...control}
                maxLength={APPLICATION_NOTE_MAX}
                value={values.note}
                onChange={(event) => set('note', event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter className="gap-2">
            {application ? (
              <Button
                type="button"
                variant="outline"
                onClick={onRemove}
                disabled={remove.isPending}
                className="sm:mr-auto"
              >
                {t('form.remove')}
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
