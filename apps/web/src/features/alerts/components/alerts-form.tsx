import { NativeSelect } from '../../../components/form/form-field.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  ALERT_NOTICE_TYPES,
  EMAIL_MODES,
  QUALIFICATIONS,
  SECTORS,
  STATES,
  type AlertPreferences,
} from '@jobportal/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useOptionLabels, type LabelledOption } from '../../../lib/option-label.ts';
import { useAlertPreferences, useSaveAlertPreferences } from '../api/preferences.ts';
import { disablePush, enablePush, pushSupported } from '../lib/push.ts';

function Choices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  /** Each choice's slug (what is saved) and its text in the interface language. */
  options: ReadonlyArray<{ slug: string; label: string }>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.slug} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={chosen.includes(option.slug)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.map((o) => o.slug).filter((slug) => slug === option.slug || chosen.includes(slug))
                    : chosen.filter((slug) => slug !== option.slug),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-8 items-center gap-2 text-sm text-slate-900">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** The `/alerts` form: what to hear about and how. Push permission is asked only when push is turned on. */
export function AlertsForm() {
  const { t } = useTranslation('alerts');
  const saved = useAlertPreferences();
  if (saved.isError) return <Alert variant="destructive">{t('page.loadFailed')}</Alert>;
  if (!saved.data) return <Spinner />;
  return <PreferencesForm initial={saved.data} />;
}

function PreferencesForm({ initial }: { initial: AlertPreferences }) {
  const { t } = useTranslation('alerts');
  const { label } = useOptionLabels();
  const save = useSaveAlertPreferences();
  const [prefs, setPrefs] = useState<AlertPreferences>(initial);
  const [pushProblem, setPushProblem] = useState<'denied' | 'unsupported' | null>(null);
  const set = (changes: Partial<AlertPreferences>) => setPrefs({ ...prefs, ...changes });
  const noticeOptions = ALERT_NOTICE_TYPES.map((slug) => ({ slug, label: t(`page.noticeType.${slug}`) }));
  const choices = (list: readonly LabelledOption[]) =>
    list.map((option) => ({ slug: option.slug, label: label(option) }));

  /** Push needs this browser's permission and subscription; asked here, on the user's click only. */
  async function setPushChannel(changes: Partial<AlertPreferences>) {
    const next = { ...prefs, ...changes };
    const wantsPush = next.push || next.remindByPush;
    setPushProblem(null);
    if (wantsPush && !(prefs.push || prefs.remindByPush)) {
      const result = await enablePush().catch(() => 'unsupported' as const);
      if (result !== 'subscribed') {
        setPushProblem(result);
        return;
      }
    }
    if (!wantsPush && (prefs.push || prefs.remindByPush)) await disablePush();
    setPrefs(next);
  }

  return (
    <form
      className="grid max-w-3xl gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(prefs, {
          onSuccess: () => toast({ title: t('page.saved') }),
          onError: () => toast({ title: t('page.saveFailed'), variant: 'destructive' }),
        });
      }}
    >
      <section className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('page.what')}</h2>
        <Choices
          legend={t('page.noticeTypes')}
          options={noticeOptions}
          chosen={prefs.noticeTypes}
          onChange={(v) => set({ noticeTypes: v as AlertPreferences['noticeTypes'] })}
        />
        <Choices
          legend={t('page.sectors')}
          options={choices(SECTORS)}
          chosen={prefs.sectors}
          onChange={(v) => set({ sectors: v as AlertPreferences['sectors'] })}
        />
        <Choices
          legend={t('page.qualifications')}
          options={choices(QUALIFICATIONS)}
          chosen={prefs.qualifications}
          onChange={(v) => set({ qualifications: v as AlertPreferences['qualifications'] })}
        />
        <details>
          <summary className="cursor-pointer text-sm font-medium text-slate-900">{t('page.states')}</summary>
          <div className="mt-2">
            <Choices
              legend={t('page.states')}
              options={choices(STATES)}
              chosen={prefs.states}
              onChange={(v) => set({ states: v as AlertPreferences['states'] })}
            />
          </div>
        </details>
        <div>
          <Toggle
            label={t('page.eligibleOnly')}
            checked={prefs.eligibleOnly}
            onChange={(v) => set({ eligibleOnly: v })}
          />
          <p className="ml-6 text-xs text-slate-600">{t('page.eligibleOnlyHint')}</p>
        </div>
      </section>
      <section className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('page.how')}</h2>
        <label className="grid max-w-xs gap-1 text-sm font-medium text-slate-900">
          {t('page.emailMode')}
          <NativeSelect
            value={prefs.emailMode}
            onChange={(e) => set({ emailMode: e.target.value as AlertPreferences['emailMode'] })}
          >
            {EMAIL_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`page.emailModes.${mode}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        {pushSupported() ? (
          <Toggle label={t('page.push')} checked={prefs.push} onChange={(v) => void setPushChannel({ push: v })} />
        ) : (
          <p className="text-sm text-slate-600">{t('page.pushUnsupported')}</p>
        )}
        {pushProblem ? (
          <Alert variant="destructive">
            {pushProblem === 'denied' ? t('page.pushDenied') : t('page.pushUnsupported')}
          </Alert>
        ) : null}
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-900">{t('page.reminders')}</legend>
          <Toggle
            label={t('page.remindByEmail')}
            checked={prefs.remindByEmail}
            onChange={(v) => set({ remindByEmail: v })}
          />
          {pushSupported() ? (
            <Toggle
              label={t('page.remindByPush')}
              checked={prefs.remindByPush}
              onChange={(v) => void setPushChannel({ remindByPush: v })}
            />
          ) : null}
        </fieldset>
        {/* Issue #26: notices of the recruitments the member marked "I applied"; on by default. Push goes to
            the devices subscribed above. */}
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-900">{t('page.applied')}</legend>
          <Toggle
            label={t('page.appliedByEmail')}
            checked={prefs.appliedByEmail}
            onChange={(v) => set({ appliedByEmail: v })}
          />
          {pushSupported() ? (
            <Toggle
              label={t('page.appliedByPush')}
              checked={prefs.appliedByPush}
              onChange={(v) => set({ appliedByPush: v })}
            />
          ) : null}
        </fieldset>
      </section>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('page.save')}
        </Button>
      </div>
    </form>
  );
}
