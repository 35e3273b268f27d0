import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type {
  MockTestAttemptState,
  MockTestLanguage,
  MockTestPaperQuestion,
  MockTestResponse,
} from '@jobportal/shared';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';
import { saveMockTestResponses } from '../api/mock-tests-api.ts';
import { createDraftStore, type DraftStore } from '../lib/draft-store.ts';
import {
  addTime,
  applyAction,
  chooseOption,
  draftOf,
  firstOpenPosition,
  isNotANumber,
  keyAt,
  rememberedPosition,
  rememberPosition,
  typeValue,
  visit,
  type Draft,
  type PlayerAction,
  type Position,
  type Responses,
} from '../lib/player.ts';
import { createResponseSync, type ResponseSync } from '../lib/response-sync.ts';
import { createStatusStore } from '../lib/sync-status-store.ts';
import type { AttemptClock } from './use-attempt-clock.ts';

/**
 * One attempt being answered: the responses (saved as they change), the question on screen, the
 * answer chosen or typed on it (the draft) and the paper's language.
 *
 * The draft lives in a store of its own (`drafts`), not in this hook's state: choosing an option or
 * typing a digit re-renders only the component that reads it with `useDraft`. `draft` reads it when
 * asked (in a handler or a test); a component that shows it must use `useDraft`.
 */
export function useAttemptSession(state: MockTestAttemptState, clock: Pick<AttemptClock, 'now' | 'isOpenAt'>) {
  const { paper } = state;
  const { now, isOpenAt } = clock;

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
  const question = paper.sections[position.section]!.questions[position.question]!;
  // The answer chosen on the question shown, not saved until Save & Next or Mark for Review & Next.
  const [drafts] = useState(createDraftStore);
  const currentDraft = (): Draft => {
    const chosen = drafts.get();
    return chosen?.key === currentKey ? chosen.draft : draftOf(question, responses[currentKey]);
  };
  const enteredAt = useRef(0);

  // Send what a reload found waiting, and the first visit.
  useEffect(() => {
    sync.start();
    enteredAt.current = Date.now();
    if (initial.visited) void sync.queue(initial.visited);
    else void sync.flush();
    return () => sync.dispose();
  }, [initial, sync]);

  /**
   * Leaves the current question (with a button's effect, if any) and opens `target`. Saving a typed
   * answer that is not a number does nothing (false): the question stays, with its message.
   */
  const go = (target: Position, action?: PlayerAction): boolean => {
    const draft = currentDraft();
    if ((action === 'save-next' || action === 'mark-next') && isNotANumber(draft.value)) return false;
    let next = responses;
    let changed;
    if (action) ({ responses: next, changed } = applyAction(next, currentKey, action, draft));
    const timed = addTime(next, currentKey, Date.now() - enteredAt.current);
    if (timed.changed) ({ responses: next, changed } = timed);
    enteredAt.current = Date.now();
    if (changed) sync.keep(changed);
    const targetKey = keyAt(paper, target);
    const opened = visit(next, targetKey);
    if (opened.changed) sync.keep(opened.changed);
    // Kept on the device now; sent once the next question is painted: starting a request costs a
    // slow phone more main-thread time than anything else in the tap.
    afterNextPaint(() => void sync.flush());
    setResponses(opened.responses);
    setPosition(target);
    rememberPosition(state.id, target);
    drafts.set(null);
    return true;
  };

  /**
   * Answers the question shown, as a draft until a button saves it: an option's index chooses it
   * (`single`) or toggles it (`multiple`); a string is the number typed (`numeric`).
   */
  const choose = (answer: number | string) => {
    if ((typeof answer === 'string') !== (question.type === 'numeric')) return;
    const draft = typeof answer === 'string' ? typeValue(answer) : chooseOption(question, currentDraft(), answer);
    drafts.set({ key: currentKey, draft });
  };

  const changeLanguage = (next: MockTestLanguage) => {
    setLanguage(next);
    void sync.queue(undefined, next);
  };

  /** Adds the time spent on the question shown so far and queues it (before submitting). */
  const recordTime = () => {
    const flushed = addTime(responses, currentKey, Date.now() - enteredAt.current);
    enteredAt.current = Date.now();
    if (flushed.changed) {
      setResponses(flushed.responses);
      void sync.queue(flushed.changed);
    }
  };

  return {
    sync,
    status,
    timeOver,
    responses,
    language,
    position,
    currentKey,
    drafts,
    /** The draft on the question shown, as it is now (not a subscription: see `useDraft`). */
    get draft(): Draft {
      return currentDraft();
    },
    go,
    choose,
    changeLanguage,
    recordTime,
  };
}

/**
 * The draft on `question` for the component that shows it: what is chosen or typed on it now, else
 * its saved answer. Re-renders the caller, and only it, when the draft changes.
 */
export function useDraft(
  drafts: DraftStore,
  question: Pick<MockTestPaperQuestion, 'key' | 'type'>,
  saved: MockTestResponse | undefined,
): Draft {
  const chosen = useSyncExternalStore(drafts.subscribe, drafts.get);
  return chosen?.key === question.key ? chosen.draft : draftOf(question, saved);
}
