import { Keyboard, Play } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import {
  typingCategoryFor,
  typingLayoutsFor,
  typingMinutesFor,
  type TypingAttemptStarted,
  type TypingLayout,
  type TypingOptions,
  type TypingPassageSummary,
  type TypingRuleSet,
} from '@jobportal/shared';
import { FormField, NativeSelect } from '../../../components/form/form-field.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useProfileCategory, useStartTypingAttempt, useTypingPassages, useTypingPresets } from '../api/typing-api.ts';
import { RuleSummary } from './rule-summary.tsx';

type Mode = 'exam' | 'practice';

/** What the candidate picked; `resolveChoice` turns it into a valid combination for the preset. */
type Choice = {
  ruleSetId: string;
  mode: Mode;
  language: 'en' | 'hi';
  layout: TypingLayout;
  passageId: string;
  minutes: number;
  options: TypingOptions;
};

const DEFAULT_PRESET = 'free-practice';

/** The choice made valid for its preset: language, layout, passage and time from what the preset allows. */
export function resolveChoice(
  choice: Choice,
  presets: readonly TypingRuleSet[],
  passages: readonly TypingPassageSummary[],
) {
  const rules =
    presets.find((set) => set.id === choice.ruleSetId) ??
    presets.find((set) => set.family === DEFAULT_PRESET) ??
    presets[0]!;
  const language = rules.language === 'any' ? choice.language : rules.language;
  const layouts = typingLayoutsFor(rules, language);
  const layout = layouts.includes(choice.layout) ? choice.layout : (layouts[0] ?? 'english');
  const suits = (passage: TypingPassageSummary) => passage.presetFamilies.includes(rules.family);
  const offered = passages
    .filter((passage) => passage.language === language && (choice.mode === 'practice' || suits(passage)))
    .sort((a, b) => Number(suits(b)) - Number(suits(a)));
  const passage = offered.find((item) => item.id === choice.passageId) ?? offered[0] ?? null;
  const minuteOptions = typingMinutesFor(rules, choice.mode);
  const minutes = minuteOptions.includes(choice.minutes) ? choice.minutes : rules.minutes;
  const options: TypingOptions =
    choice.mode === 'exam'
      ? { ...choice.options, backspace: rules.backspaceAllowed, spaceLock: rules.wordCountSpaceLock }
      : choice.options;
  return { rules, language, layouts, layout, offered, passage, minuteOptions, minutes, options, mode: choice.mode };
}

/** Settings for one attempt: preset, mode, language, layout, passage, time and options. */
export function TypingSetup({ onStarted }: { onStarted: (started: TypingAttemptStarted) => void }) {
  const { t } = useTranslation('typing');
  const presets = useTypingPresets();
  const passages = useTypingPassages();

  if (presets.isPending || passages.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (presets.isError || passages.isError || presets.data.items.length === 0) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <p>{t('setup.loadFailed')}</p>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void Promise.all([presets.refetch(), passages.refetch()])}
            >
              {t('setup.retry')}
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  return <SetupForm presets={presets.data.items} passages={passages.data.items} onStarted={onStarted} />;
}

function SetupForm({
  presets,
  passages,
  onStarted,
}: {
  presets: TypingRuleSet[];
  passages: TypingPassageSummary[];
  onStarted: (started: TypingAttemptStarted) => void;
}) {
  const { t } = useTranslation('typing');
  const id = useId();
  const start = useStartTypingAttempt();
  const category = useProfileCategory();
  const initial = presets.find((set) => set.family === DEFAULT_PRESET) ?? presets[0]!;
  const [choice, setChoice] = useState<Choice>({
    ruleSetId: initial.id,
    mode: 'practice',
    language: 'en',
    layout: 'english',
    passageId: '',
    minutes: initial.minutes,
    options: {
      backspace: initial.backspaceAllowed,
      spaceLock: initial.wordCountSpaceLock,
      highlight: true,
      blind: false,
    },
  });
  const resolved = resolveChoice(choice, presets, passages);
  const { rules, language, layout, passage, mode, options } = resolved;
  const categoryLabel = typingCategoryFor(category.data) === 'ur' ? 'UR' : (category.data ?? '').toUpperCase();
  const update = (changes: Partial<Choice>) => setChoice((previous) => ({ ...previous, ...changes }));
  const setOption = (name: keyof TypingOptions, value: boolean) =>
    setChoice((previous) => ({ ...previous, options: { ...previous.options, [name]: value } }));

  function choosePreset(ruleSetId: string) {
    const next = presets.find((set) => set.id === ruleSetId);
    if (!next) return;
    setChoice((previous) => ({
      ...previous,
      ruleSetId,
      passageId: '',
      minutes: next.minutes,
      options: { ...previous.options, backspace: next.backspaceAllowed, spaceLock: next.wordCountSpaceLock },
    }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passage) return;
    start.mutate(
      { ruleSetId: rules.id, passageId: passage.id, mode, minutes: resolved.minutes, layout, options },
      { onSuccess: onStarted },
    );
  }

  const examFixed = mode === 'exam';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Keyboard className="size-5 text-brand-700" aria-hidden="true" />
          {t('setup.heading')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} aria-describedby={`${id}-rules`}>
          <div className="grid gap-5 lg:grid-cols-2">
            <FormField id={`${id}-preset`} label={t('setup.preset')} hint={t('setup.presetHint')}>
              {(control) => (
                <NativeSelect {...control} value={rules.id} onChange={(event) => choosePreset(event.target.value)}>
                  {presets.map((set) => (
                    <option key={set.id} value={set.id}>
                      {set.exam}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>

            <Choices
              legend={t('setup.mode')}
              name={`${id}-mode`}
              value={mode}
              onChange={(value) => update({ mode: value as Mode })}
              items={(['practice', 'exam'] as const).map((value) => ({ value, label: t(`setup.modes.${value}`) }))}
              hint={t(`setup.modeHints.${mode}`)}
            />

            {rules.language === 'any' ? (
              <Choices
                legend={t('setup.language')}
                name={`${id}-language`}
                value={language}
                onChange={(value) => update({ language: value as 'en' | 'hi', passageId: '' })}
                items={(['en', 'hi'] as const).map((value) => ({ value, label: t(`setup.languages.${value}`) }))}
              />
            ) : null}

            {language === 'hi' ? (
              <FormField id={`${id}-layout`} label={t('setup.layout')}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={layout}
                    onChange={(event) => update({ layout: event.target.value as TypingLayout })}
                  >
                    {resolved.layouts.map((value) => (
                      <option key={value} value={value}>
                        {t(`setup.layouts.${value}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            ) : null}

            <FormField
              id={`${id}-passage`}
              label={t('setup.passage')}
              hint={passage?.excerpt}
              error={passage ? undefined : t('setup.noPassages')}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  value={passage?.id ?? ''}
                  lang={language}
                  onChange={(event) => update({ passageId: event.target.value })}
                  disabled={!passage}
                >
                  {resolved.offered.map((item) => (
                    <option key={item.id} value={item.id}>
                      {t('setup.passageOption', { title: item.title, words: item.wordCount })}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>

            <FormField id={`${id}-minutes`} label={t('setup.duration')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={String(resolved.minutes)}
                  onChange={(event) => update({ minutes: Number(event.target.value) })}
                >
                  {resolved.minuteOptions.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {mode === 'exam' && minutes === rules.extendedMinutes
                        ? t('setup.extended', { count: minutes })
                        : t('setup.minutes', { count: minutes })}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">{t('setup.options')}</legend>
            <Check
              label={t('setup.backspace')}
              checked={options.backspace}
              disabled={examFixed}
              onChange={(value) => setOption('backspace', value)}
            />
            <Check
              label={t('setup.spaceLock')}
              checked={options.spaceLock}
              disabled={examFixed}
              onChange={(value) => setOption('spaceLock', value)}
            />
            {examFixed ? <p className="text-xs text-slate-600">{t('setup.examFixed')}</p> : null}
            <Check
              label={t('setup.highlight')}
              checked={options.highlight}
              onChange={(value) => setOption('highlight', value)}
            />
            <Check label={t('setup.blind')} checked={options.blind} onChange={(value) => setOption('blind', value)} />
          </fieldset>

          <div id={`${id}-rules`} className="grid gap-2 rounded-lg bg-slate-50 p-3">
            <p className="text-sm font-medium text-slate-900" data-testid="typing-category">
              {t('setup.category', { category: categoryLabel })}
            </p>
            <RuleSummary ruleSet={rules} mode={mode} />
            {category.data ? null : (
              <p className="text-xs text-slate-600">
                {t('setup.categoryHint')}{' '}
                <Link to="/profile" className="font-medium text-brand-700 underline">
                  {t('setup.editProfile')}
                </Link>
              </p>
            )}
          </div>

          {language === 'hi' ? (
            <Alert data-testid="typing-hindi-note">
              <Keyboard aria-hidden="true" />
              <AlertDescription>{t('setup.hindiNote', { layout: t(`setup.layouts.${layout}`) })}</AlertDescription>
            </Alert>
          ) : null}

          {start.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{start.error.message}</AlertDescription>
            </Alert>
          ) : null}

          <div>
            <Button type="submit" size="lg" disabled={!passage || start.isPending} className="w-full sm:w-auto">
              <Play />
              {start.isPending ? t('setup.starting') : t('setup.start')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function Choices({
  legend,
  name,
  value,
  items,
  onChange,
  hint,
}: {
  legend: string;
  name: string;
  value: string;
  items: { value: string; label: string }[];
  onChange: (value: string) => void;
  hint?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {items.map((item) => (
          <label
            key={item.value}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              value === item.value ? 'border-brand-600 bg-brand-50 font-medium' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={item.value}
              checked={value === item.value}
              onChange={() => onChange(item.value)}
              className="accent-brand-600"
            />
            {item.label}
          </label>
        ))}
      </div>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </fieldset>
  );
}

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className={cn('flex min-h-8 items-start gap-2 text-sm', disabled ? 'text-slate-500' : 'text-slate-900')}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 accent-brand-600"
      />
      {label}
    </label>
  );
}
