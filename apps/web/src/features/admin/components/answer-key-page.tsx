import { Save } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import {
  ANSWER_KEY_STAGES,
  answerKeyInput,
  MARKING_PRESET_LABELS,
  MARKING_PRESETS,
  NORMALISATIONS,
  parseOfficialKey,
  PROFILE_CATEGORIES,
  type AnswerKeySaved,
  type AnswerKeyStage,
  type KeyLineProblem,
  type MarkingPreset,
  type Normalisation,
} from '@jobportal/shared';
import { FormField, NativeSelect, Textarea } from '../../../components/form/form-field.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useBlocker } from '../../../lib/navigation/use-blocker.tsx';
import {
  useAdminAnswerKey,
  useSaveAnswerKey,
  type AdminAnswerKey,
  type AnswerKeyCheckFigures,
} from '../api/answer-keys.ts';
import { apiPathErrors, errorText, friendlyErrors, pathErrorsOf, type PathErrors } from '../utils/errors.ts';
import { AdminHeading } from './admin-heading.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LoadError, Loading } from './states.tsx';

type Category = (typeof PROFILE_CATEGORIES)[number];

/** The form as typed: no preset until one is chosen, cut-offs as their fields' text ('' when not given). */
type AnswerKeyDraft = {
  markingPreset: MarkingPreset | '';
  stage: AnswerKeyStage;
  normalisation: Normalisation;
  keyText: string;
  cutoffs: Record<Category, string>;
};

/** The element each field's errors belong to, in the form's order (the first with an error takes focus). */
const FIELD_IDS = {
  markingPreset: 'answer-key-marking',
  keyText: 'answer-key-text',
  ...Object.fromEntries(PROFILE_CATEGORIES.map((category) => [`cutoffs.${category}`, `answer-key-cutoff-${category}`])),
} as Record<string, string>;

function draftOf(key: AdminAnswerKey | null): AnswerKeyDraft {
  const cutoffs = Object.fromEntries(
    PROFILE_CATEGORIES.map((category) => [category, key?.cutoffs[category]?.toString() ?? '']),
  ) as Record<Category, string>;
  return key
    ? {
        markingPreset: key.markingPreset,
        stage: key.stage,
        normalisation: key.normalisation,
        keyText: key.keyText,
        cutoffs,
      }
    : { markingPreset: '', stage: 'provisional', normalisation: 'none', keyText: '', cutoffs };
}

/** The body `answerKeyInput` checks: cut-offs left empty are not sent. */
function inputOf(draft: AnswerKeyDraft): unknown {
  const cutoffs = Object.entries(draft.cutoffs)
    .filter(([, marks]) => marks.trim() !== '')
    .map(([category, marks]) => [category, Number(marks)]);
  return { ...draft, cutoffs: Object.fromEntries(cutoffs) };
}

const sameDraft = (a: AnswerKeyDraft, b: AnswerKeyDraft) =>
  a.markingPreset === b.markingPreset &&
  a.stage === b.stage &&
  a.normalisation === b.normalisation &&
  a.keyText === b.keyText &&
  PROFILE_CATEGORIES.every((category) => a.cutoffs[category] === b.cutoffs[category]);

/**
 * `/admin/answer-keys/{noticeId}`: the official key of an answer-key notice, with the exam's marking,
 * stage, normalisation and last cycle's cut-offs, which members' score checks use (decision 040).
 */
export function AnswerKeyPage() {
  const { t } = useTranslation('admin');
  const { noticeId = '' } = useParams();
  const answerKey = useAdminAnswerKey(noticeId);
  return (
    <>
      <AdminHeading
        title={t('answerKeys.title')}
        description={
          <>
            {answerKey.data ? (
              <span className="block font-medium text-slate-900" data-testid="answer-key-notice">
                <Link to={`/admin/recruitments/${answerKey.data.notice.recruitmentId}`} className="underline">
                  {answerKey.data.notice.recruitmentTitle}
                </Link>
                {': '}
                {answerKey.data.notice.title}
              </span>
            ) : null}
            {t('answerKeys.description')}
          </>
        }
      />
      {answerKey.isPending ? <Loading /> : null}
      {answerKey.isError ? <LoadError error={answerKey.error} onRetry={() => void answerKey.refetch()} /> : null}
      {answerKey.data ? <AnswerKeyForm key={noticeId} noticeId={noticeId} attached={answerKey.data.key} /> : null}
      {answerKey.data ? <CheckFigures figures={answerKey.data.checks} /> : null}
    </>
  );
}

function AnswerKeyForm({ noticeId, attached }: { noticeId: string; attached: AdminAnswerKey | null }) {
  const { t } = useTranslation('admin');
  const save = useSaveAnswerKey(noticeId);
  const [draft, setDraft] = useState(() => draftOf(attached));
  const [baseline, setBaseline] = useState(draft);
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<AnswerKeySaved | null>(null);
  const dirty = !sameDraft(draft, baseline);

  function change(changes: Partial<AnswerKeyDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors({});
    setFormError(null);
    setSaved(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = answerKeyInput.safeParse(inputOf(draft), { error: friendlyErrors(t) });
    const found: PathErrors = checked.success ? {} : pathErrorsOf(checked.error.issues);
    // The key's own problems are already shown under it, as typed: they only stop the save here.
    const keyReadable = parseOfficialKey(draft.keyText).ok;
    if (!checked.success || !keyReadable) {
      setErrors(found);
      const first = Object.keys(FIELD_IDS).find((path) => found[path] || (path === 'keyText' && !keyReadable));
      if (first) document.getElementById(FIELD_IDS[first]!)?.focus();
      return;
    }
    const submitted = draft;
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        setSaved(answer);
        setBaseline(submitted);
      },
      onError: (error) => {
        const fields = apiPathErrors(error);
        if (error instanceof ApiRequestError && error.code === 'KEY_LINE_PROBLEM') fields['keyText'] = error.message;
        setErrors(fields);
        setFormError(errorText(error, t));
      },
    });
  }

  return (
    <>
      <form
        className="grid max-w-3xl grid-cols-1 gap-5"
        onSubmit={submit}
        noValidate
        aria-label={t('answerKeys.formLabel')}
      >
        <p className="text-sm text-slate-700" data-testid="answer-key-attached">
          {attached
            ? t('answerKeys.attached', { version: attached.version, count: attached.questions })
            : t('answerKeys.noKey')}
        </p>
        <MarkingPresetField
          value={draft.markingPreset}
          error={errors['markingPreset']}
          onChange={(markingPreset) => change({ markingPreset })}
        />
        <ChoiceGroup
          name="answer-key-stage"
          legend={t('answerKeys.stage')}
          hint={t('answerKeys.stageHint')}
          value={draft.stage}
          options={ANSWER_KEY_STAGES.map((stage) => ({
            value: stage,
            label: t(`answerKeys.stages.${stage}`),
          }))}
          onChange={(stage) => change({ stage })}
        />
        <ChoiceGroup
          name="answer-key-normalisation"
          legend={t('answerKeys.normalisation')}
          value={draft.normalisation}
          options={NORMALISATIONS.map((normalisation) => ({
            value: normalisation,
            label: t(`answerKeys.normalisations.${normalisation}`),
            description: t(`answerKeys.normalisationHints.${normalisation}`),
          }))}
          onChange={(normalisation) => change({ normalisation })}
        />
        <KeyTextField value={draft.keyText} error={errors['keyText']} onChange={(keyText) => change({ keyText })} />
        <CutoffFields
          values={draft.cutoffs}
          errors={errors}
          onChange={(category, marks) => change({ cutoffs: { ...draft.cutoffs, [category]: marks } })}
        />
        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        {saved ? <SaveResult saved={saved} /> : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending || (!dirty && (attached !== null || saved !== null))}>
            {save.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : <Save />}
            {t('answerKeys.save')}
          </Button>
          {dirty ? <span className="text-xs font-medium text-amber-800">{t('editor.unsaved')}</span> : null}
        </div>
      </form>
      <LeaveGuard dirty={dirty} />
    </>
  );
}

function MarkingPresetField({
  value,
  error,
  onChange,
}: {
  value: MarkingPreset | '';
  error: string | undefined;
  onChange: (preset: MarkingPreset) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <FormField
      id={FIELD_IDS['markingPreset']!}
      label={t('answerKeys.marking')}
      hint={t('answerKeys.markingHint')}
      error={error}
    >
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value as MarkingPreset)}>
          {value === '' ? <option value="">{t('answerKeys.markingChoose')}</option> : null}
          {MARKING_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {MARKING_PRESET_LABELS[preset][language]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Radio buttons in a fieldset, each option's explanation read with it. */
function ChoiceGroup<Value extends string>({
  name,
  legend,
  hint,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  hint?: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string; description?: string }>;
  onChange: (value: Value) => void;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-2">
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              checked={value === option.value}
              aria-describedby={option.description ? `${id}-description` : undefined}
              onChange={() => onChange(option.value)}
            />
            <div className="grid gap-0.5">
              <label htmlFor={id} className="text-sm font-medium text-slate-900">
                {option.label}
              </label>
              {option.description ? (
                <p id={`${id}-description`} className="text-xs text-slate-600">
                  {option.description}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The pasted key, read as it is typed (the server reads it the same way): how many questions, or the
 * first line it cannot take. Read from a deferred copy so a 20,000-line paste does not slow typing.
 */
function KeyTextField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (keyText: string) => void;
}) {
  const { t } = useTranslation('admin');
  const typed = useDeferredValue(value);
  const read = useMemo(() => parseOfficialKey(typed), [typed]);
  const problem = read.ok ? undefined : problemText(read.problems, t);
  return (
    <FormField
      id={FIELD_IDS['keyText']!}
      label={t('answerKeys.key')}
      hint={
        <>
          {read.ok ? (
            <span className="block font-medium text-slate-800" data-testid="answer-key-read">
              {t('answerKeys.read', { count: read.entries.size })}
            </span>
          ) : null}
          {t('answerKeys.keyHint')}
        </>
      }
      error={error ?? problem}
    >
      {(control) => (
        <Textarea
          {...control}
          rows={16}
          spellCheck={false}
          autoComplete="off"
          className="min-h-[20rem] font-mono text-sm"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The first line the key cannot take, and how many there are when more than one. */
function problemText(problems: readonly KeyLineProblem[], t: TFunction<'admin'>): string {
  const [{ line, text, problem }] = problems as [KeyLineProblem];
  const first = t(`answerKeys.problems.${problem}`, { line, text });
  return problems.length > 1 ? `${first} ${t('answerKeys.moreProblems', { count: problems.length })}` : first;
}

function CutoffFields({
  values,
  errors,
  onChange,
}: {
  values: Record<Category, string>;
  errors: PathErrors;
  onChange: (category: Category, marks: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="grid gap-2" aria-describedby="answer-key-cutoffs-hint">
      <legend className="mb-1 text-sm font-medium text-slate-900">{t('answerKeys.cutoffs')}</legend>
      <p id="answer-key-cutoffs-hint" className="text-xs text-slate-600">
        {t('answerKeys.cutoffsHint')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {PROFILE_CATEGORIES.map((category) => (
          <FormField
            key={category}
            id={FIELD_IDS[`cutoffs.${category}`]!}
            className="content-start"
            label={t(`categories.${category}`)}
            error={errors[`cutoffs.${category}`]}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                step="any"
                value={values[category]}
                onChange={(event) => onChange(category, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}

/** Members' checks per shift, in aggregate: an admin never sees one member's answers (decision 040). */
function CheckFigures({ figures }: { figures: AnswerKeyCheckFigures }) {
  const { t } = useTranslation('admin');
  const marks = (value: number) => value.toFixed(2);
  return (
    <section className="mt-8 max-w-3xl" aria-labelledby="answer-key-checks">
      <h2 id="answer-key-checks" className="text-lg font-semibold text-slate-900">
        {t('answerKeys.checks.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('answerKeys.checks.description', { count: figures.members, members: formatNumber(figures.members) })}
      </p>
      {figures.shifts.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-sm" data-testid="answer-key-checks">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th className="px-3 py-2 font-medium">{t('answerKeys.checks.shift')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('answerKeys.checks.members')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('answerKeys.checks.mean')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('answerKeys.checks.sd')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('answerKeys.checks.top')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.shifts.map((row) => (
                <tr key={row.shift} className="border-t border-slate-100">
                  <td className="px-3 py-2 tabular-nums">{row.shift}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.members)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{marks(row.mean)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{marks(row.sd)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{marks(row.topAverage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function SaveResult({ saved }: { saved: AnswerKeySaved }) {
  const { t } = useTranslation('admin');
  return (
    <div role="status" data-testid="answer-key-saved" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
      <p className="font-medium">{t('answerKeys.saved', { version: saved.version, count: saved.questions })}</p>
      {saved.rescoring ? <p>{t('answerKeys.rescoring')}</p> : null}
    </div>
  );
}

/** Asks before leaving with unsaved changes: a pasted key is long to paste again. */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('admin');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(isOpen) => (isOpen ? undefined : blocker.reset?.())}
      title={t('editor.leaveDialog.title')}
      description={t('editor.leaveDialog.description')}
      confirmLabel={t('editor.leaveDialog.confirm')}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
