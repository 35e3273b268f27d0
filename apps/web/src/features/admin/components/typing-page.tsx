import { FilePlus2, History, RotateCcw, Archive } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  typingCharacterCount,
  typingPassageInput,
  typingRuleSet,
  typingWordCount,
  type TypingRuleSet,
} from '@jobportal/shared';
import { FormField, NativeSelect, Textarea } from '../../../components/form/form-field.tsx';
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
import {
  useAdminTypingPassages,
  useAdminTypingRuleSets,
  useCreateTypingRuleSet,
  useSaveTypingPassage,
  useSetTypingActive,
  type AdminTypingPassage,
  type AdminTypingRuleSet,
} from '../api/typing.ts';
import { apiPathErrors, errorText, friendlyErrors, pathErrorsOf, type PathErrors } from '../utils/errors.ts';
import { ActiveBadge } from './active-badge.tsx';
import { AdminHeading } from './admin-heading.tsx';
import { Empty, LoadError, Loading } from './states.tsx';
import { formatNumber } from '../../../lib/format.ts';

/**
 * `/admin/typing`: the typing test's passages and presets. Both are versioned: "edit" writes a new
 * version, so every stored result keeps the text and rules it was scored with.
 */
export function TypingPage() {
  const { t } = useTranslation('admin');
  const passages = useAdminTypingPassages();
  const ruleSets = useAdminTypingRuleSets();
  const [passageDialog, setPassageDialog] = useState<{ base?: AdminTypingPassage } | null>(null);
  const [ruleSetBase, setRuleSetBase] = useState<AdminTypingRuleSet | null>(null);

  // The newest version of each family/passage is what candidates get; older ones are history.
  const latestPassages = useMemo(
    () =>
      latestBy(
        passages.data?.items ?? [],
        (p) => p.id,
        (p) => p.version,
      ),
    [passages.data],
  );
  const latestRuleSets = useMemo(
    () =>
      latestBy(
        ruleSets.data?.items ?? [],
        (item) => item.ruleSet.family,
        (item) => item.ruleSet.version,
      ),
    [ruleSets.data],
  );
  const families = latestRuleSets.map((item) => item.ruleSet);

  return (
    <>
      <AdminHeading title={t('typing.title')} description={t('typing.description')} />

      <section aria-labelledby="typing-passages" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="typing-passages" className="text-lg font-semibold text-slate-900">
            {t('typing.passages')}
          </h2>
          <Button onClick={() => setPassageDialog({})}>
            <FilePlus2 />
            {t('typing.addPassage')}
          </Button>
        </div>
        {passages.isPending ? <Loading /> : null}
        {passages.isError ? <LoadError error={passages.error} onRetry={() => void passages.refetch()} /> : null}
        {passages.data && latestPassages.length === 0 ? <Empty text={t('typing.empty')} /> : null}
        {latestPassages.length > 0 ? (
          <ul className="grid grid-cols-1 gap-2">
            {latestPassages.map((passage) => (
              <PassageRow key={passage.id} passage={passage} onNewVersion={() => setPassageDialog({ base: passage })} />
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="typing-presets" className="mt-8 grid gap-3">
        <h2 id="typing-presets" className="text-lg font-semibold text-slate-900">
          {t('typing.presets')}
        </h2>
        {ruleSets.isPending ? <Loading /> : null}
        {ruleSets.isError ? <LoadError error={ruleSets.error} onRetry={() => void ruleSets.refetch()} /> : null}
        {latestRuleSets.length > 0 ? (
          <ul className="grid grid-cols-1 gap-2">
            {latestRuleSets.map((item) => (
              <RuleSetRow key={item.ruleSet.family} item={item} onNewVersion={() => setRuleSetBase(item)} />
            ))}
          </ul>
        ) : null}
      </section>

      {passageDialog ? (
        <PassageDialog base={passageDialog.base} families={families} onClose={() => setPassageDialog(null)} />
      ) : null}
      {ruleSetBase ? (
        <RuleSetDialog
          base={ruleSetBase.ruleSet}
          nextVersion={highestVersion(ruleSets.data?.items ?? [], ruleSetBase.ruleSet.family) + 1}
          onClose={() => setRuleSetBase(null)}
        />
      ) : null}
    </>
  );
}

/** The item with the highest version per key, in first-seen order. */
function latestBy<T>(items: readonly T[], key: (item: T) => string, version: (item: T) => number): T[] {
  const latest = new Map<string, T>();
  for (const item of items) {
    const current = latest.get(key(item));
    if (!current || version(item) > version(current)) latest.set(key(item), item);
  }
  return [...latest.values()];
}

function highestVersion(items: readonly AdminTypingRuleSet[], family: string): number {
  return Math.max(0, ...items.filter((item) => item.ruleSet.family === family).map((item) => item.ruleSet.version));
}

/** Retire or restore, with a toast either way. */
function ActiveToggle({
  kind,
  id,
  name,
  active,
}: {
  kind: 'passages' | 'rule-sets';
  id: string;
  name: string;
  active: boolean;
}) {
  const { t } = useTranslation('admin');
  const toggle = useSetTypingActive(kind);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={toggle.isPending}
      aria-label={active ? t('typing.retireNamed', { name }) : t('typing.restoreNamed', { name })}
      onClick={() =>
        toggle.mutate(
          { id, active: !active },
          {
            onSuccess: () =>
              toast({ title: active ? t('typing.retiredToast') : t('typing.restoredToast'), description: name }),
            onError: (error) =>
              toast({ variant: 'destructive', title: t('editor.toast.failed'), description: errorText(error, t) }),
          },
        )
      }
    >
      {active ? <Archive /> : <RotateCcw />}
      {active ? t('typing.retire') : t('typing.restore')}
    </Button>
  );
}

function PassageRow({ passage, onNewVersion }: { passage: AdminTypingPassage; onNewVersion: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li
      data-testid="typing-passage-row"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <p className="font-semibold text-slate-900" lang={passage.language}>
          {passage.title}
        </p>
        <p className="text-xs text-slate-500">
          <span className="font-mono">{passage.id}</span> · {t('typing.version', { version: passage.version })} ·{' '}
          {t(`typing.language.${passage.language}`)} · {t('typing.words', { count: passage.wordCount })}
        </p>
      </div>
      <ActiveBadge active={passage.active} />
      <div className="flex gap-1">
        <Button
          variant="outline"
          size="sm"
          onClick={onNewVersion}
          aria-label={t('typing.newVersionOf', { name: passage.title })}
        >
          <History />
          {t('typing.newVersion')}
        </Button>
        <ActiveToggle kind="passages" id={passage.id} name={passage.title} active={passage.active} />
      </div>
    </li>
  );
}

function RuleSetRow({ item, onNewVersion }: { item: AdminTypingRuleSet; onNewVersion: () => void }) {
  const { t } = useTranslation('admin');
  const { ruleSet } = item;
  return (
    <li
      data-testid="typing-preset-row"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <p className="font-semibold text-slate-900">{ruleSet.exam}</p>
        <p className="text-xs text-slate-500">
          <span className="font-mono">{ruleSet.id}</span> · {t(`typing.language.${ruleSet.language}`)} ·{' '}
          {t('typing.minutes', { count: ruleSet.minutes })} ·{' '}
          {ruleSet.speed
            ? t(`typing.speed.${ruleSet.speed.unit}`, { value: formatNumber(ruleSet.speed.value) })
            : t('typing.noSpeed')}{' '}
          ·{' '}
          {ruleSet.allowedErrorPercent ? t('typing.errorLimit', ruleSet.allowedErrorPercent) : t('typing.noErrorLimit')}{' '}
          · {t('typing.attempts', { count: item.attempts })}
        </p>
        {ruleSet.verify ? <p className="text-xs font-medium text-amber-800">{t('typing.verify')}</p> : null}
      </div>
      <ActiveBadge active={item.active} />
      <div className="flex gap-1">
        <Button
          variant="outline"
          size="sm"
          onClick={onNewVersion}
          aria-label={t('typing.newVersionOf', { name: ruleSet.exam })}
        >
          <History />
          {t('typing.newVersion')}
        </Button>
        <ActiveToggle kind="rule-sets" id={ruleSet.id} name={ruleSet.exam} active={item.active} />
      </div>
    </li>
  );
}

type PassageDraft = { id: string; language: 'en' | 'hi'; title: string; text: string; presetFamilies: string[] };

/** A new passage, or a new version of `base` (same id and language). */
function PassageDialog({
  base,
  families,
  onClose,
}: {
  base: AdminTypingPassage | undefined;
  families: readonly TypingRuleSet[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveTypingPassage();
  const [draft, setDraft] = useState<PassageDraft>(() =>
    base
      ? {
          id: base.id,
          language: base.language,
          title: base.title,
          text: base.text,
          presetFamilies: [...base.presetFamilies],
        }
      : { id: '', language: 'en', title: '', text: '', presetFamilies: [] },
  );
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const suitable = families.filter((set) => set.language === 'any' || set.language === draft.language);
  const change = (changes: Partial<PassageDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input = {
      ...draft,
      presetFamilies: draft.presetFamilies.filter((family) => suitable.some((set) => set.family === family)),
    };
    const checked = typingPassageInput.safeParse(input, { error: friendlyErrors(t) });
    if (!checked.success) {
      setErrors(pathErrorsOf(checked.error.issues));
      return;
    }
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({
          title: t('typing.passageForm.saved'),
          description: `${saved.title} (${t('typing.version', { version: saved.version })})`,
        });
        onClose();
      },
      onError: (error) => {
        setErrors(apiPathErrors(error));
        setFormError(errorText(error, t));
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t('typing.passageForm.label')}>
          <DialogHeader>
            <DialogTitle>
              {base ? t('typing.passageForm.versionTitle', { title: base.title }) : t('typing.passageForm.newTitle')}
            </DialogTitle>
            {base ? (
              <DialogDescription>
                {t('typing.passageForm.versionNote', { version: base.version + 1 })}
              </DialogDescription>
            ) : null}
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <FormField
              id="passage-id"
              label={t('typing.passageForm.id')}
              hint={base ? undefined : t('typing.passageForm.idHint')}
              error={errors['id']}
            >
              {(control) => (
                <Input
                  {...control}
                  className="font-mono"
                  value={draft.id}
                  readOnly={!!base}
                  onChange={(event) => change({ id: event.target.value })}
                />
              )}
            </FormField>
            <FormField id="passage-language" label={t('typing.passageForm.language')} error={errors['language']}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={draft.language}
                  disabled={!!base}
                  onChange={(event) => change({ language: event.target.value as 'en' | 'hi' })}
                >
                  <option value="en">{t('typing.language.en')}</option>
                  <option value="hi">{t('typing.language.hi')}</option>
                </NativeSelect>
              )}
            </FormField>
          </div>
          <FormField id="passage-title" label={t('typing.passageForm.title')} error={errors['title']}>
            {(control) => (
              <Input {...control} value={draft.title} onChange={(event) => change({ title: event.target.value })} />
            )}
          </FormField>
          <FormField
            id="passage-text"
            label={t('typing.passageForm.text')}
            hint={t('typing.passageForm.textHint', {
              words: typingWordCount(draft.text),
              characters: typingCharacterCount(draft.text),
            })}
            error={errors['text']}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={10}
                lang={draft.language}
                value={draft.text}
                onChange={(event) => change({ text: event.target.value })}
              />
            )}
          </FormField>
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium text-slate-900">{t('typing.passageForm.presets')}</legend>
            <p className="text-xs text-slate-600">{t('typing.passageForm.presetsHint')}</p>
            <div className="grid gap-1 sm:grid-cols-2">
              {suitable.map((set) => (
                <label key={set.family} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={draft.presetFamilies.includes(set.family)}
                    onChange={(event) =>
                      change({
                        presetFamilies: event.target.checked
                          ? [...draft.presetFamilies, set.family]
                          : draft.presetFamilies.filter((family) => family !== set.family),
                      })
                    }
                  />
                  {set.exam}
                </label>
              ))}
            </div>
          </fieldset>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : null}
              {t('typing.passageForm.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A new version of a preset, edited as JSON and checked against the rule-set contract before sending. */
function RuleSetDialog({
  base,
  nextVersion,
  onClose,
}: {
  base: TypingRuleSet;
  nextVersion: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateTypingRuleSet();
  const [json, setJson] = useState(() =>
    JSON.stringify({ ...base, version: nextVersion, id: `${base.family}-v${nextVersion}` }, null, 2),
  );
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (failure) {
      setError(
        t('typing.ruleSetForm.invalidJson', { reason: failure instanceof Error ? failure.message : String(failure) }),
      );
      return;
    }
    const checked = typingRuleSet.safeParse(value, { error: friendlyErrors(t) });
    if (!checked.success) {
      setError(
        checked.error.issues
          .map((issue) => `${issue.path.map(String).join('.') || '(preset)'}: ${issue.message}`)
          .join('\n'),
      );
      return;
    }
    create.mutate(checked.data, {
      onSuccess: (saved) => {
        toast({
          title: t('typing.ruleSetForm.saved'),
          description: `${saved.exam} (${t('typing.version', { version: saved.version })})`,
        });
        onClose();
      },
      onError: (failure) => setError(errorText(failure, t)),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('typing.ruleSetForm.title', { exam: base.exam })}</DialogTitle>
            <DialogDescription>{t('typing.ruleSetForm.description')}</DialogDescription>
          </DialogHeader>
          <FormField id="rule-set-json" label={t('typing.ruleSetForm.json')} error={undefined}>
            {(control) => (
              <Textarea
                {...control}
                aria-invalid={error ? true : undefined}
                rows={18}
                spellCheck={false}
                className="font-mono text-xs"
                value={json}
                onChange={(event) => {
                  setJson(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FormField>
          {error ? (
            <p role="alert" className="text-sm font-medium whitespace-pre-line text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : null}
              {t('typing.ruleSetForm.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
