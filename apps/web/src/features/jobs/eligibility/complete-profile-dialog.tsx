import '../../../locales/en-people-register.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  type ownProfile,
  PROFILE_CATEGORIES,
  PROFILE_GENDERS,
  QUALIFICATIONS,
  STATES,
  type EligibilityProfileField,
  type ProfileUpdate,
} from '@jobportal/shared';
import { FormField, NativeSelect } from '../../../components/form/form-field.tsx';
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
import { apiRequest } from '../../../lib/api-client.ts';
import { apiFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';

/**
 * The one-step prompt: just the profile fields a verdict is missing, saved through `PATCH
 * /api/me/profile`. Category, date of birth, gender, PwBD and ex-serviceman are never shown to others; a
 * state or qualification given here is set to "only me" too (they were empty, so no earlier choice is
 * undone).
 */
export function CompleteProfileDialog({
  fields,
  open,
  onOpenChange,
}: {
  fields: EligibilityProfileField[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { label } = useOptionLabels();
  const client = useQueryClient();
  const prefix = `eligibility${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [values, setValues] = useState<Partial<Record<EligibilityProfileField, string>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: EligibilityProfileField, value: string) => setValues((old) => ({ ...old, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: Record<string, unknown> = {};
    const visibility: Record<string, 'only_me'> = {};
    for (const field of fields) {
      const value = values[field];
      if (!value) continue;
      if (field === 'pwbd' || field === 'exServiceman') changes[field] = value === 'yes';
      else changes[field] = value;
      if (field === 'state' || field === 'qualification') visibility[field] = 'only_me';
    }
    if (Object.keys(visibility).length > 0) changes['visibility'] = visibility;
    setSaving(true);
    try {
      const saved = await apiRequest<typeof ownProfile>('/api/me/profile', {
        method: 'PATCH',
        json: changes as ProfileUpdate,
      });
      client.setQueryData(['own-profile'], saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['jobs'] }),
        client.invalidateQueries({ queryKey: ['job'] }),
      ]);
      toast({ title: t('eligibility.dialog.saved') });
      onOpenChange(false);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else toast({ title: t('eligibility.dialog.failed'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const yesNo = (field: 'pwbd' | 'exServiceman') => (
    <FormField key={field} id={`${prefix}-${field}`} label={t(`people.edit.${field}`)} error={errors[field]}>
      {(control) => (
        <NativeSelect {...control} value={values[field] ?? ''} onChange={(event) => set(field, event.target.value)}>
          <option value="">{t('people.edit.notSet')}</option>
          <option value="yes">{t('people.edit.yes')}</option>
          <option value="no">{t('people.edit.no')}</option>
        </NativeSelect>
      )}
    </FormField>
  );
  const select = (field: EligibilityProfileField, label: string, options: Array<{ value: string; label: string }>) => (
    <FormField key={field} id={`${prefix}-${field}`} label={label} error={errors[field]}>
      {(control) => (
        <NativeSelect {...control} value={values[field] ?? ''} onChange={(event) => set(field, event.target.value)}>
          <option value="">{t('people.edit.notSet')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
  const controls: Record<EligibilityProfileField, () => React.ReactNode> = {
    dateOfBirth: () => (
      <FormField
        key="dateOfBirth"
        id={`${prefix}-dateOfBirth`}
        label={t('people.edit.dateOfBirth')}
        error={errors['dateOfBirth']}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min="1940-01-01"
            max={new Date().toISOString().slice(0, 10)}
            value={values.dateOfBirth ?? ''}
            onChange={(event) => set('dateOfBirth', event.target.value)}
          />
        )}
      </FormField>
    ),
    qualification: () =>
      select(
        'qualification',
        t('people.edit.qualification'),
        QUALIFICATIONS.map((q) => ({ value: q.slug, label: label(q) })),
      ),
    category: () =>
      select(
        'category',
        t('people.edit.category'),
        PROFILE_CATEGORIES.map((c) => ({ value: c, label: t(`people.categories.${c}`) })),
      ),
    state: () =>
      select(
        'state',
        t('people.edit.state'),
        STATES.map((s) => ({ value: s.slug, label: label(s) })),
      ),
    gender: () =>
      select(
        'gender',
        t('people.edit.gender'),
        PROFILE_GENDERS.map((g) => ({ value: g, label: t(`people.genders.${g}`) })),
      ),
    pwbd: () => yesNo('pwbd'),
    exServiceman: () => yesNo('exServiceman'),
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} data-testid="eligibility-dialog">
        <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('eligibility.dialog.title')}</DialogTitle>
            <DialogDescription>{t('eligibility.dialog.description')}</DialogDescription>
          </DialogHeader>
          {fields.map((field) => controls[field]())}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('eligibility.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('eligibility.dialog.saving') : t('eligibility.dialog.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
