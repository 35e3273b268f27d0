import '../../../locales/en-people-register.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  FIELD_VISIBILITIES,
  PREFERRED_LANGUAGES,
  PROFILE_BIO_MAX,
  PROFILE_CATEGORIES,
  PROFILE_GENDERS,
  profileUpdate,
  QUALIFICATIONS,
  STATES,
  TARGET_EXAMS,
  TARGET_EXAMS_MAX,
  type FieldVisibility,
  type OwnProfile,
  type ProfileUpdate,
  type ProfileVisibility,
  type VisibleProfileField,
} from '@jobportal/shared';
import {
  bindFields,
  FormErrorSummary,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/form/fields.tsx';
import { NativeSelect } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiFieldErrors, fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';
import { useUpdateProfile } from '../api/own-profile.ts';

type FormState = {
  name: string;
  bio: string;
  state: string;
  qualification: string;
  targetExams: string[];
  preferredLanguage: string;
  category: string;
  dateOfBirth: string;
  /** '' (not said), 'yes' or 'no'. */
  pwbd: string;
  exServiceman: string;
  /** '' (not set) or one of PROFILE_GENDERS. */
  gender: string;
  showOnlineStatus: boolean;
  visibility: ProfileVisibility;
};

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

const toForm = (p: OwnProfile): FormState => ({
  name: p.name,
  bio: p.bio ?? '',
  state: p.state ?? '',
  qualification: p.qualification ?? '',
  targetExams: p.targetExams,
  preferredLanguage: p.preferredLanguage ?? '',
  category: p.category ?? '',
  dateOfBirth: p.dateOfBirth ?? '',
  pwbd: yesNo(p.pwbd),
  exServiceman: yesNo(p.exServiceman),
  gender: p.gender ?? '',
  showOnlineStatus: p.showOnlineStatus,
  visibility: p.visibility,
});

/** The whole form as one `PATCH`: an empty choice clears the field. */
const toUpdate = (f: FormState): ProfileUpdate => ({
  name: f.name,
  bio: f.bio,
  state: (f.state || null) as ProfileUpdate['state'],
  qualification: (f.qualification || null) as ProfileUpdate['qualification'],
  targetExams: f.targetExams as ProfileUpdate['targetExams'],
  preferredLanguage: (f.preferredLanguage || null) as ProfileUpdate['preferredLanguage'],
  category: (f.category || null) as ProfileUpdate['category'],
  dateOfBirth: f.dateOfBirth || null,
  pwbd: f.pwbd ? f.pwbd === 'yes' : null,
  exServiceman: f.exServiceman ? f.exServiceman === 'yes' : null,
  gender: (f.gender || null) as ProfileUpdate['gender'],
  showOnlineStatus: f.showOnlineStatus,
  visibility: f.visibility,
});

/** Form field ids, in the order the fields appear (the first with an error gets focus). */
const FIELD_ORDER = [
  'name',
  'bio',
  'visibility.bio',
  'state',
  'visibility.state',
  'qualification',
  'visibility.qualification',
  'targetExams',
  'visibility.targetExams',
  'preferredLanguage',
  'visibility.preferredLanguage',
  'category',
  'dateOfBirth',
  'gender',
  'pwbd',
  'exServiceman',
  'showOnlineStatus',
] as const;
const domId = (prefix: string, field: string) => `${prefix}-${field.replace('.', '-')}`;

/** The owner's profile form: every editable field, who may see each, and errors next to the fields. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { label } = useOptionLabels();
  const prefix = `profile${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [form, setForm] = useState(() => toForm(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProfile();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((old) => ({ ...old, [key]: value }));
  const setVisibility = (field: VisibleProfileField, value: FieldVisibility) =>
    setForm((old) => ({ ...old, visibility: { ...old.visibility, [field]: value } }));

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) {
      setTimeout(() => {
        const element = document.getElementById(domId(prefix, first));
        (element?.querySelector<HTMLElement>('input') ?? element)?.focus();
      }, 0);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const changes = toUpdate(form);
    const checked = profileUpdate.safeParse(changes);
    if (!checked.success) {
      showErrors(fieldErrorsOf(checked.error.issues, ['visibility']));
      return;
    }
    setErrors({});
    update.mutate(changes, {
      onSuccess: (saved) => {
        setForm(toForm(saved));
        toast({ title: t('people.edit.saved') });
      },
      onError: (error) => {
        setFailure(error.message || t('common.somethingWentWrong'));
        showErrors(apiFieldErrors(error, ['visibility']));
      },
    });
  }

  const id = (field: string) => domId(prefix, field);
  const visibilitySelect = (field: VisibleProfileField, fieldLabel: string) => {
    const key = `visibility.${field}`;
    return (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id(key)} className="text-xs font-medium text-slate-600">
          {t('people.edit.whoCanSee')}
          <span className="sr-only"> ({fieldLabel})</span>
        </label>
        <NativeSelect
          id={id(key)}
          className="h-8 w-auto py-0 text-sm sm:text-xs"
          value={form.visibility[field]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id(key)}-error` : undefined}
          onChange={(event) => setVisibility(field, event.target.value as FieldVisibility)}
        >
          {FIELD_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {t(`people.edit.visibility.${value}`)}
            </option>
          ))}
        </NativeSelect>
        {errors[key] ? (
          <p id={`${id(key)}-error`} className="w-full text-sm font-medium text-red-700">
            {errors[key]}
          </p>
        ) : null}
      </div>
    );
  };

  const examsFull = form.targetExams.length >= TARGET_EXAMS_MAX;

  const bind = bindFields(form, errors, set);
  const notSet = t('people.edit.notSet');
  const choose = <V extends string>(options: ReadonlyArray<{ value: V; label: string }>) => ({
    options,
    placeholder: notSet,
    placeholderSelectable: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormErrorSummary
        failure={failure}
        failedTitle={t('people.edit.saveFailed')}
        hasFieldErrors={Object.keys(errors).length > 0}
        fixTitle={t('people.edit.fixErrors')}
      />

      <TextField id={id('name')} label={t('people.edit.name')} autoComplete="name" required {...bind('name')} />

      <TextareaField
        id={id('bio')}
        label={t('people.edit.bio')}
        hint={
          <span aria-live="polite">
            {t('people.edit.characters', { count: form.bio.length, max: PROFILE_BIO_MAX })}
          </span>
        }
        aside={visibilitySelect('bio', t('people.edit.bio'))}
        rows={4}
        placeholder={t('people.edit.bioPlaceholder')}
        {...bind('bio')}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={id('state')}
          label={t('people.edit.state')}
          aside={visibilitySelect('state', t('people.edit.state'))}
          {...choose(STATES.map((state) => ({ value: state.slug, label: label(state) })))}
          {...bind('state')}
        />
        <SelectField
          id={id('qualification')}
          label={t('people.edit.qualification')}
          aside={visibilitySelect('qualification', t('people.edit.qualification'))}
          {...choose(QUALIFICATIONS.map((q) => ({ value: q.slug, label: label(q) })))}
          {...bind('qualification')}
        />
      </div>

      <fieldset
        id={id('targetExams')}
        className="grid gap-2"
        aria-describedby={[errors['targetExams'] ? `${id('targetExams')}-error` : '', `${id('targetExams')}-hint`]
          .filter(Boolean)
          .join(' ')}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('people.edit.targetExams')}</legend>
        <p id={`${id('targetExams')}-hint`} className="text-xs text-slate-600" aria-live="polite">
          {t('people.edit.targetExamsHint', { max: TARGET_EXAMS_MAX, count: form.targetExams.length })}
        </p>
        <div className="flex flex-wrap gap-2">
          {TARGET_EXAMS.map((exam) => {
            const checked = form.targetExams.includes(exam.slug);
            const disabled = !checked && examsFull;
            return (
              <label
                key={exam.slug}
                className={cn(
                  'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm select-none',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  checked
                    ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                    : 'border-slate-300 bg-white text-slate-800',
                  disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) =>
                    set(
                      'targetExams',
                      event.target.checked
                        ? [...form.targetExams, exam.slug]
                        : form.targetExams.filter((slug) => slug !== exam.slug),
                    )
                  }
                />
                {label(exam)}
              </label>
            );
          })}
        </div>
        {errors['targetExams'] ? (
          <p id={`${id('targetExams')}-error`} className="text-sm font-medium text-red-700">
            {errors['targetExams']}
          </p>
        ) : null}
        {visibilitySelect('targetExams', t('people.edit.targetExams'))}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={id('preferredLanguage')}
          label={t('people.edit.preferredLanguage')}
          aside={visibilitySelect('preferredLanguage', t('people.edit.preferredLanguage'))}
          {...choose(
            PREFERRED_LANGUAGES.map((language) => ({ value: language, label: t(`people.languages.${language}`) })),
          )}
          {...bind('preferredLanguage')}
        />
        <SelectField
          id={id('category')}
          label={t('people.edit.category')}
          hint={t('people.edit.onlyYou')}
          {...choose(
            PROFILE_CATEGORIES.map((category) => ({ value: category, label: t(`people.categories.${category}`) })),
          )}
          {...bind('category')}
        />
        <TextField
          id={id('dateOfBirth')}
          label={t('people.edit.dateOfBirth')}
          hint={t('people.edit.onlyYou')}
          type="date"
          min="1940-01-01"
          max={new Date().toISOString().slice(0, 10)}
          {...bind('dateOfBirth')}
        />
        <SelectField
          id={id('gender')}
          label={t('people.edit.gender')}
          hint={t('people.edit.genderHint')}
          {...choose(PROFILE_GENDERS.map((gender) => ({ value: gender, label: t(`people.genders.${gender}`) })))}
          {...bind('gender')}
        />
        {(['pwbd', 'exServiceman'] as const).map((field) => (
          <SelectField
            key={field}
            id={id(field)}
            label={t(`people.edit.${field}`)}
            hint={t('people.edit.onlyYou')}
            {...choose([
              { value: 'yes', label: t('people.edit.yes') },
              { value: 'no', label: t('people.edit.no') },
            ])}
            {...bind(field)}
          />
        ))}
      </div>

      <OnlineSwitch
        id={id('showOnlineStatus')}
        checked={form.showOnlineStatus}
        onChange={(value) => set('showOnlineStatus', value)}
      />

      <div>
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? t('people.edit.saving') : t('people.edit.save')}
        </Button>
      </div>
    </form>
  );
}

function OnlineSwitch({ id, checked, onChange }: { id: string; checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div className="grid gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {t('people.edit.showOnline')}
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {t('people.edit.showOnlineHint')}
        </span>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        // The track is 28 px tall; the button around it is the 44 px tap target on phones.
        className={cn(
          'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full max-sm:min-h-11',
          'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
            checked ? 'bg-brand-600' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
              checked ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </span>
      </button>
    </div>
  );
}
