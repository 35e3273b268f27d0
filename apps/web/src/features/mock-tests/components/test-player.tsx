import { CloudOff, Grid3x3, Lock, Timer } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import {
  type mockTestAttemptState,
  paletteCounts,
  paletteState,
  PALETTE_STATES,
  type MockTestAttemptState,
  type MockTestLanguage,
} from '@jobportal/shared';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { saveMockTestResponses, useMockTestAttempt, useSubmitMockTest } from '../api/mock-tests-api.ts';
import { isMissing, mockTestPaths } from '../lib/paths.ts';
import {
  addTime,
  applyAction,
  firstOpenPosition,
  keyAt,
  nextPosition,
  previousPosition,
  rememberedPosition,
  rememberPosition,
  visit,
  type PlayerAction,
  type Position,
  type Responses,
} from '../lib/player.ts';
import { createResponseSync, type ResponseSync, type SyncStatus } from '../lib/response-sync.ts';
import { BackToTests } from './back-to-tests.tsx';
import { Countdown, useServerClock, useTimeAtBoundaries } from './player-clock.tsx';
import { PaletteLegend, QuestionPalette, StateBadge, type PaletteItem } from './question-palette.tsx';

/** The CBT player for one attempt (its own lazily loaded chunk). */
export function TestPlayer({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('mockTests');
  const attempt = useMockTestAttempt(attemptId);
  if (attempt.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (attempt.isError) {
    if (isMissing(attempt.error)) {
      return (
        <NotFoundState
          title={t('notFound.attemptTitle')}
          text={t('notFound.attempt')}
          backTo={mockTestPaths.catalogue}
          backLabel={t('instructions.back')}
        />
      );
    }
    return (
      <div className="grid gap-3">
        <Alert variant="destructive">
          <AlertDescription>{attempt.error.message || t('player.loadFailed')}</AlertDescription>
        </Alert>
        <BackToTests />
      </div>
    );
  }
  if (attempt.data.status === 'submitted') return <Navigate to={mockTestPaths.result(attemptId)} replace />;
  return <PlayerSession key={attempt.data.id} state={attempt.data} />;
}

const text = (value: { en: string; hi?: string | undefined }, language: MockTestLanguage) =>
  language === 'hi' && value.hi ? value.hi : value.en;

function PlayerSession({ state }: { state: MockTestAttemptState }) {
  const { t } = useTranslation('mockTests');
  const navigate = useNavigate();
  const { paper } = state;
  const submit = useSubmitMockTest();

  const serverNow = useServerClock(state.serverNow);
  const deadline = Date.parse(state.deadline);
  const windows = useMemo(
    () =>
      new Map(state.sections.map((w) => [w.key, { opensAt: Date.parse(w.opensAt), closesAt: Date.parse(w.closesAt) }])),
    [state.sections],
  );
  const boundaries = useMemo(
    () => [deadline, ...[...windows.values()].flatMap((w) => [w.opensAt, w.closesAt])],
    [deadline, windows],
  );
  const now = useTimeAtBoundaries(serverNow, boundaries);
  const sectional = paper.sections.some((section) => section.durationMinutes !== null);
  const isOpenAt = useCallback(
    (key: string, at: number) => {
      const w = windows.get(key);
      return w !== undefined && at >= w.opensAt && at < w.closesAt;
    },
    [windows],
  );
  const isOpen = useCallback((key: string) => isOpenAt(key, serverNow()), [isOpenAt, serverNow]);

  // The save's status has its own small store: 'saving' then 'saved' on every answer re-renders the
  // notice alone, not the player, whose render would otherwise land in the frame a tap waits for.
  const [status] = useState(createStatusStore);
  const [timeOver, setTimeOver] = useState(false);
  const [sync] = useState<ResponseSync>(() =>
    createResponseSync({
      attemptId: state.id,
      send: (input) => saveMockTestResponses(state.id, input),
      onStatus: (next, message) => {
        status.set({ status: next, message });
        if (next === 'time-over') setTimeOver(true);
      },
    }),
  );

  // Where the session opens: the saved responses (the server's, with what this device has not sent
  // yet on top) and the first question of the open section, now visited.
  const [initial] = useState(() => {
    const merged: Responses = Object.fromEntries(state.responses.map((r) => [r.questionKey, r]));
    for (const pending of sync.pending()) merged[pending.questionKey] = pending;
    const at = Date.parse(state.serverNow);
    const openAt = (key: string) => isOpenAt(key, at);
    const start = rememberedPosition(state.id, paper, openAt) ?? firstOpenPosition(paper, openAt);
    const opened = visit(merged, keyAt(paper, start));
    return { position: start, responses: opened.responses, visited: opened.changed };
  });
  const [responses, setResponses] = useState<Responses>(initial.responses);
  const [language, setLanguage] = useState<MockTestLanguage>(() => sync.pendingLanguage() ?? state.language);
  const [chosenPosition, setPosition] = useState<Position>(initial.position);
  // A section whose own time has ended is locked: the player shows the first open section instead.
  const chosenSectionOpen = isOpenAt(paper.sections[chosenPosition.section]!.key, now);
  const openNow = paper.sections.findIndex((s) => isOpenAt(s.key, now));
  const position: Position = chosenSectionOpen || openNow < 0 ? chosenPosition : { section: openNow, question: 0 };
  const currentKey = keyAt(paper, position);
  // The option chosen on the question shown, not saved until Save & Next or Mark for Review & Next.
  const [chosen, setChosen] = useState<{ key: string; index: number | null } | null>(null);
  const draft = chosen?.key === currentKey ? chosen.index : (responses[currentKey]?.selectedIndex ?? null);
  const enteredAt = useRef(0);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // Send what a reload found waiting, and the first visit.
  useEffect(() => {
    sync.start();
    enteredAt.current = Date.now();
    if (initial.visited) void sync.queue(initial.visited);
    else void sync.flush();
    return () => sync.dispose();
  }, [initial, sync]);

  /** Leaves the current question (with a button's effect, if any) and opens `target`. */
  const go = (target: Position, action?: PlayerAction) => {
    let next = responses;
    let changed;
    if (action) ({ responses: next, changed } = applyAction(next, currentKey, action, draft));
    const timed = addTime(next, currentKey, Date.now() - enteredAt.current);
    if (timed.changed) ({ responses: next, changed } = timed);
    enteredAt.current = Date.now();
    if (changed) void sync.queue(changed);
    const targetKey = keyAt(paper, target);
    const opened = visit(next, targetKey);
    if (opened.changed) void sync.queue(opened.changed);
    setResponses(opened.responses);
    setPosition(target);
    rememberPosition(state.id, target);
    setChosen(null);
    setPaletteOpen(false);
  };

  // Time is up: the server submits the attempt; wait until it has, then show the result.
  const timeUp = timeOver || now >= deadline;
  useEffect(() => {
    if (!timeUp) return;
    sync.dispose();
    let cancelled = false;
    const poll = async () => {
      while (!cancelled) {
        try {
          const latest = await apiRequest<typeof mockTestAttemptState>(`/api/mock-tests/attempts/${state.id}`);
          if (latest.status === 'submitted') {
            sync.clear();
            void navigate(mockTestPaths.result(state.id), { replace: true });
            return;
          }
        } catch {
          // Offline: try again.
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    };
    void poll();
    return () => {
      cancelled = true;
    };
  }, [timeUp, state.id, sync, navigate]);

  const changeLanguage = (next: MockTestLanguage) => {
    setLanguage(next);
    void sync.queue(undefined, next);
  };

  const section = paper.sections[position.section]!;
  const question = section.questions[position.question]!;
  const questionNumber =
    paper.sections.slice(0, position.section).reduce((sum, s) => sum + s.questions.length, 0) + position.question + 1;
  const allKeys = paper.sections.flatMap((s) => s.questions.map((q) => q.key));
  const responseList = Object.values(responses);
  const sectionKeys = section.questions.map((q) => q.key);
  const numberBase = paper.sections.slice(0, position.section).reduce((sum, s) => sum + s.questions.length, 0);
  const paletteItems: PaletteItem[] = section.questions.map((q, index) => ({
    key: q.key,
    number: numberBase + index + 1,
    state: paletteState(responses[q.key]),
  }));
  const selectQuestion = (key: string) => {
    const index = section.questions.findIndex((q) => q.key === key);
    if (index >= 0) go({ section: position.section, question: index });
  };
  const palette = (
    <div className="grid gap-4">
      <PaletteLegend counts={paletteCounts(sectionKeys, responseList)} />
      <div>
        <p className="mb-2 text-sm font-semibold text-slate-900">
          {language === 'hi' && section.titleHi ? section.titleHi : section.title}
        </p>
        <QuestionPalette items={paletteItems} currentKey={currentKey} onSelect={selectQuestion} />
      </div>
    </div>
  );
  const sectionWindow = windows.get(section.key);

  const confirmSubmit = async () => {
    const flushed = addTime(responses, currentKey, Date.now() - enteredAt.current);
    enteredAt.current = Date.now();
    if (flushed.changed) {
      setResponses(flushed.responses);
      void sync.queue(flushed.changed);
    }
    await sync.drain();
    submit.mutate(state.id, {
      onSuccess: (result) => {
        sync.clear();
        void navigate(mockTestPaths.result(result.attempt.id), { replace: true });
      },
    });
  };

  if (timeUp) {
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center" data-testid="time-up">
        <Spinner />
        <p className="font-medium text-slate-900">{t('player.timeUp')}</p>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="test-player">
      <header className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{paper.exam}</p>
          <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">
            {language === 'hi' && paper.titleHi ? paper.titleHi : paper.title}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {sectional && sectionWindow ? (
            <div className="text-right">
              <p className="text-xs text-slate-600">{t('player.sectionTimeLeft')}</p>
              <p className="font-mono text-base font-semibold text-slate-900" data-testid="section-timer">
                <Countdown until={sectionWindow.closesAt} serverNow={serverNow} />
              </p>
            </div>
          ) : null}
          <div className="rounded-lg bg-slate-900 px-3 py-1 text-right text-white">
            <p className="text-xs text-slate-300">{t('player.timeLeft')}</p>
            <p
              className="inline-flex items-center gap-1 font-mono text-lg font-semibold"
              data-testid="timer"
              role="timer"
            >
              <Timer className="size-4" aria-hidden="true" />
              <Countdown until={deadline} serverNow={serverNow} />
            </p>
          </div>
          {paper.languages.length > 1 ? (
            <label className="grid gap-0.5 text-xs text-slate-600">
              {t('player.language')}
              <select
                className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
                value={language}
                onChange={(event) => changeLanguage(event.target.value as MockTestLanguage)}
                data-testid="language-switch"
              >
                {paper.languages.map((option) => (
                  <option key={option} value={option}>
                    {option === 'hi' ? 'हिन्दी' : 'English'}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      </header>

      <div className="flex gap-1 overflow-x-auto pb-1" role="tablist" aria-label={t('instructions.sections')}>
        {paper.sections.map((s, index) => {
          const open = isOpenAt(s.key, now);
          const w = windows.get(s.key);
          const closed = w !== undefined && now >= w.closesAt;
          return (
            <button
              key={s.key}
              type="button"
              role="tab"
              aria-selected={index === position.section}
              disabled={!open}
              onClick={() => go({ section: index, question: 0 })}
              className={cn(
                'inline-flex h-11 shrink-0 cursor-pointer items-center gap-1 rounded-md border px-3 text-sm font-medium whitespace-nowrap',
                index === position.section
                  ? 'border-brand-700 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                'disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              {!open ? <Lock className="size-3.5" aria-hidden="true" /> : null}
              {language === 'hi' && s.titleHi ? s.titleHi : s.title}
              {!open ? <span className="sr-only">({closed ? t('player.locked') : t('player.notOpen')})</span> : null}
            </button>
          );
        })}
      </div>

      <SyncNotice store={status} />

      <div className="grid gap-3 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_19rem]">
        <section
          className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white"
          aria-labelledby="question-heading"
          data-question={question.key}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
            <h2 id="question-heading" className="font-semibold text-slate-900">
              {t('player.question', { number: questionNumber })}
            </h2>
            <p className="text-xs text-slate-600">
              <span className="text-green-700">{t('player.marks', { marks: question.marks })}</span>
              {question.negativeMarks > 0 ? (
                <span className="ml-2 text-red-700">{t('player.negative', { marks: question.negativeMarks })}</span>
              ) : null}
            </p>
          </div>
          <div className="grid gap-4 p-4" lang={language}>
            <p className="text-base whitespace-pre-line text-slate-900" data-testid="question-text">
              {text(question.text, language)}
            </p>
            <div className="grid gap-2" role="radiogroup" aria-labelledby="question-heading">
              {question.options.map((option, index) => (
                <label
                  key={index}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-slate-900',
                    draft === index ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`option-${question.key}`}
                    className="size-5 shrink-0"
                    checked={draft === index}
                    onChange={() => setChosen({ key: currentKey, index })}
                  />
                  <span className="font-medium text-slate-600">{String.fromCharCode(65 + index)}.</span>
                  <span>{text(option, language)}</span>
                </label>
              ))}
            </div>
          </div>
          <div className="sticky bottom-[60px] z-10 mt-auto grid grid-cols-2 gap-2 rounded-b-xl border-t border-slate-100 bg-white/95 p-3 backdrop-blur sm:flex sm:flex-wrap lg:static">
            <Button
              variant="outline"
              className="border-violet-300 text-violet-900 whitespace-normal"
              onClick={() => go(nextPosition(paper, position, isOpen), 'mark-next')}
            >
              {t('player.markNext')}
            </Button>
            <Button variant="outline" onClick={() => go(position, 'clear')}>
              {t('player.clear')}
            </Button>
            <Button
              variant="outline"
              onClick={() => go(previousPosition(paper, position, isOpen))}
              disabled={previousPosition(paper, position, isOpen) === position}
            >
              {t('player.previous')}
            </Button>
            <Button
              className="bg-green-700 hover:bg-green-800 active:bg-green-900 sm:ml-auto"
              onClick={() => go(nextPosition(paper, position, isOpen), 'save-next')}
            >
              {t('player.saveNext')}
            </Button>
          </div>
        </section>

        <aside
          className="hidden rounded-xl border border-slate-200 bg-white p-4 lg:block"
          aria-label={t('player.palette')}
        >
          {palette}
          <Button className="mt-4 w-full" variant="destructive" onClick={() => setConfirming(true)}>
            {t('player.submit')}
          </Button>
        </aside>
      </div>

      <div className="flex gap-2 lg:hidden">
        <Button variant="outline" className="flex-1" onClick={() => setPaletteOpen(true)}>
          <Grid3x3 aria-hidden="true" />
          {t('player.showPalette')}
        </Button>
        <Button variant="destructive" className="flex-1" onClick={() => setConfirming(true)}>
          {t('player.submit')}
        </Button>
      </div>

      <Sheet open={paletteOpen} onOpenChange={setPaletteOpen}>
        <SheetContent className="w-[min(22rem,90vw)] p-4 pt-12" aria-describedby={undefined}>
          <SheetTitle className="mb-3 text-base font-semibold">{t('player.palette')}</SheetTitle>
          {palette}
        </SheetContent>
      </Sheet>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('player.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('player.confirmText')}</DialogDescription>
          </DialogHeader>
          <SubmitSummary state={state} responses={responses} language={language} allKeys={allKeys} />
          {submit.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{t('player.submitFailed')}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('player.cancel')}
            </Button>
            <Button variant="destructive" disabled={submit.isPending} onClick={() => void confirmSubmit()}>
              {t('player.confirmSubmit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

type SyncState = { status: SyncStatus; message?: string | undefined };
type StatusStore = ReturnType<typeof createStatusStore>;

function createStatusStore() {
  let state: SyncState = { status: 'saved' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: SyncState) {
      if (next.status === state.status && next.message === state.message) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function SyncNotice({ store }: { store: StatusStore }) {
  const { t } = useTranslation('mockTests');
  const { status, message } = useSyncExternalStore(store.subscribe, store.get);
  if (status === 'offline') {
    return (
      <p className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        {t('player.status.offline')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" role="status">
        {t('player.status.error', { message })}
      </p>
    );
  }
  return (
    <p className="sr-only" role="status" data-testid="sync-status" data-status={status}>
      {t(`player.status.${status}`)}
    </p>
  );
}

/** The submit confirmation: how many questions are in each state, per section and in all. */
function SubmitSummary({
  state,
  responses,
  language,
  allKeys,
}: {
  state: MockTestAttemptState;
  responses: Responses;
  language: MockTestLanguage;
  allKeys: string[];
}) {
  const { t } = useTranslation('mockTests');
  const list = Object.values(responses);
  const total = paletteCounts(allKeys, list);
  const sections = state.paper.sections.map((section) => ({
    key: section.key,
    name: language === 'hi' && section.titleHi ? section.titleHi : section.title,
    counts: paletteCounts(
      section.questions.map((q) => q.key),
      list,
    ),
  }));
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1.5 text-sm" data-testid="submit-total">
        {PALETTE_STATES.map((s) => (
          <li key={s} className="flex items-center gap-2" data-state={s}>
            <StateBadge state={s}>{total[s]}</StateBadge>
            <span>{t(`states.${s}`)}</span>
          </li>
        ))}
      </ul>
      {sections.length > 1 ? (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <div className="overflow-x-auto rounded-md" role="region" aria-label={t('result.sections')} tabIndex={0}>
          <table className="w-full min-w-[26rem] text-left text-xs" data-testid="submit-sections">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-1 pr-2 font-medium">{t('result.columns.name')}</th>
                {PALETTE_STATES.map((s) => (
                  <th key={s} className="px-1 py-1 font-medium">
                    {t(`states.${s}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sections.map((row) => (
                <tr key={row.key} className="border-b border-slate-100" data-row={row.key}>
                  <td className="py-1 pr-2">{row.name}</td>
                  {PALETTE_STATES.map((s) => (
                    <td key={s} className="px-1 py-1 tabular-nums" data-state={s}>
                      {row.counts[s]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
