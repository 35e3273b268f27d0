import { Send, Settings2 } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  createTypingComposer,
  HINDI_TYPING_LAYOUTS,
  typingComposerText,
  typingIndentStarts,
  typingKeyOutput,
  typingParagraphStarts,
  typingWordCount,
  typingWords,
  type TypingAttemptStarted,
  type TypingComposer,
} from '@jobportal/shared';
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
import { cn } from '../../../lib/cn.ts';
import { useSubmitTypingAttempt } from '../api/typing-api.ts';
import {
  currentWordIndex,
  englishChangeAllowed,
  englishInputAllowed,
  formatClock,
  hindiKeyDown,
  insertAtSelection,
  isIndentKey,
  isModifierKey,
  isShortcut,
  keyPressFromEvent,
  wordLimitReached,
  wrongWordIndexes,
  type TypingRules,
} from '../lib/typing-keys.ts';
import { I_MATRA_ORDERS, loadIMatraOrder, saveIMatraOrder, type IMatraOrder } from '../lib/i-matra-order.ts';
import { DiscardTestDialog } from './discard-test-dialog.tsx';
import { LayoutChart } from './layout-chart.tsx';
import { LivePassage } from './live-passage.tsx';

type Phase = 'typing' | 'submitting' | 'failed';
type Notice = 'backspace' | 'paste' | null;

/** Keys that would move the caret: the Hindi composer types at the end only, like a typewriter. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
/** Shortcuts that would change the text behind the rules' back. */
const BLOCKED_SHORTCUTS = new Set(['KeyV', 'KeyX', 'KeyZ', 'KeyY']);

export type TypingRunnerProps = {
  started: TypingAttemptStarted;
  /** The server scored the attempt. */
  onSubmitted: (attemptId: string) => void;
  /** Back to the settings (the started attempt is dropped): asked first once the test runs. */
  onCancel: () => void;
  /** Whether a test is running (typing begun, not submitted): the page then guards leaving it. */
  onRunningChange?: (running: boolean) => void;
};

/**
 * One attempt: the passage above the typing box, the countdown (from the first key), the rules
 * (backspace, SSC word rule, paste off), Hindi through the page's own layout, and the submission at
 * time-out or on request. The server scores the typed text; nothing here computes the result.
 */
export function TypingRunner({ started, onSubmitted, onCancel, onRunningChange }: TypingRunnerProps) {
  const { t } = useTranslation('typing');
  const { attempt, passage, ruleSet } = started;
  const layoutId = attempt.layout === 'english' ? null : attempt.layout;
  const rules = useMemo<TypingRules>(
    () => ({
      backspace: attempt.options.backspace,
      spaceLock: attempt.options.spaceLock,
      passageWords: passage.wordCount,
    }),
    [attempt.options.backspace, attempt.options.spaceLock, passage.wordCount],
  );
  const passageWords = useMemo(() => typingWords(passage.text), [passage.text]);
  const paragraphStarts = useMemo(() => typingParagraphStarts(passage.text), [passage.text]);
  const indentStarts = useMemo(() => typingIndentStarts(passage.text), [passage.text]);

  const [englishText, setEnglishText] = useState('');
  const [iMatraOrder, setIMatraOrder] = useState<IMatraOrder>(() => loadIMatraOrder());
  const [composer, setComposer] = useState<TypingComposer | null>(() =>
    layoutId
      ? createTypingComposer(HINDI_TYPING_LAYOUTS[layoutId], {
          iMatraFirst: layoutId === 'remington-gail' ? iMatraOrder === 'typewriter' : undefined,
        })
      : null,
  );
  const text = composer ? typingComposerText(composer) : englishText;
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [phase, setPhase] = useState<Phase>('typing');
  const [notice, setNotice] = useState<Notice>(null);
  const [imeWarning, setImeWarning] = useState(false);
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes after the page itself changed the English text (a Tab typed). */
  const caretAfter = useRef<number | null>(null);
  const keystrokes = useRef(0);
  const elapsedAtEnd = useRef(0);
  const ending = useRef(false);
  const submit = useSubmitTypingAttempt();

  const allotted = attempt.allottedMs;
  const elapsed = startedAt === null ? 0 : Math.min(allotted, Math.max(0, now - startedAt));
  const remaining = allotted - elapsed;
  const finished = phase !== 'typing';
  /** Typing has begun and the test is not being submitted: throwing it away needs a confirmation. */
  const running = (startedAt !== null || text !== '') && phase !== 'submitting';
  const spaceLocked = rules.spaceLock && wordLimitReached(text, rules.passageWords);
  const current = attempt.options.highlight ? currentWordIndex(text) : -1;
  const wrongNow = useMemo(
    () => (attempt.options.blind ? NO_WORDS : wrongWordIndexes(passageWords, text)),
    [attempt.options.blind, passageWords, text],
  );
  // The same set as long as its words are the same: the passage (a span per word) is drawn again only
  // when a word turns wrong or right, not on every key (on a phone a key redrew every word of it).
  const [wrong, setWrong] = useState<ReadonlySet<number>>(wrongNow);
  if (wrong !== wrongNow && !sameWords(wrong, wrongNow)) setWrong(wrongNow);

  function send(elapsedMs: number, typed: string) {
    elapsedAtEnd.current = elapsedMs;
    setPhase('submitting');
    submit.mutate(
      { id: attempt.id, typed, elapsedMs, keystrokes: keystrokes.current },
      { onSuccess: (result) => onSubmitted(result.summary.id), onError: () => setPhase('failed') },
    );
  }

  /** Ends the attempt: at time-out the whole allotted time was used. */
  function finish(reason: 'timeout' | 'submit') {
    // The clock may tick again before React re-renders: end once.
    if (ending.current) return;
    ending.current = true;
    setConfirming(false);
    const elapsedMs =
      reason === 'timeout' ? allotted : startedAt === null ? 0 : Math.min(allotted, Date.now() - startedAt);
    send(elapsedMs, text);
  }

  // The clock: it runs from the first key; at zero the test submits itself.
  const latest = useRef({ finish });
  useEffect(() => {
    latest.current = { finish };
  });
  useEffect(() => {
    if (startedAt === null || phase !== 'typing') return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at - startedAt >= allotted) latest.current.finish('timeout');
    }, 200);
    return () => window.clearInterval(timer);
  }, [startedAt, phase, allotted]);

  useEffect(() => {
    onRunningChange?.(running);
  }, [running, onRunningChange]);
  useEffect(() => () => onRunningChange?.(false), [onRunningChange]);

  // English: after a Tab typed by the page, the caret follows it.
  useLayoutEffect(() => {
    const element = box.current;
    if (caretAfter.current === null || !element) return;
    element.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [englishText]);

  // Leaving the page mid-test asks first.
  useEffect(() => {
    if (startedAt === null || phase === 'submitting') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [startedAt, phase]);

  // English: the browser types; `beforeinput` enforces the rules (paste, backspace, word rule).
  // Hindi: every key is typed by the page in `keydown`, so any input that still arrives came from an
  // input method or a phone keyboard: refuse it and say why.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      if (layoutId) {
        if (event.cancelable) event.preventDefault();
        if (event.inputType.startsWith('insertFrom')) setNotice('paste');
        else setImeWarning(true);
        return;
      }
      const selected = element.selectionStart !== element.selectionEnd;
      const decision = englishInputAllowed(event.inputType, event.data, element.value, rules);
      if (!decision.allowed || (selected && !rules.backspace)) {
        event.preventDefault();
        setNotice(decision.refused === 'paste' ? 'paste' : decision.refused === 'space-lock' ? null : 'backspace');
      }
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, [layoutId, rules]);

  // Hindi: the caret stays at the end of the text, where the composer types.
  useLayoutEffect(() => {
    const element = box.current;
    if (!layoutId || !element) return;
    element.setSelectionRange(element.value.length, element.value.length);
    element.scrollTop = element.scrollHeight;
  }, [layoutId, text]);

  function startClock() {
    if (startedAt !== null) return;
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLTextAreaElement>) {
    if (finished) {
      event.preventDefault();
      return;
    }
    // Tab indents a paragraph (below); Shift+Tab still leaves the box.
    if (isModifierKey(event.key) || event.key === 'Escape' || (event.key === 'Tab' && !isIndentKey(event))) return;
    if (isShortcut(event.nativeEvent)) {
      if (BLOCKED_SHORTCUTS.has(event.code)) event.preventDefault();
      return;
    }
    startClock();
    keystrokes.current += 1;
    if (!composer || !layoutId) {
      if (event.key === 'Tab') {
        event.preventDefault();
        indentEnglish(event.currentTarget);
      }
      return;
    }

    if (event.nativeEvent.isComposing || event.key === 'Process' || event.key === 'Unidentified' || !event.code) {
      event.preventDefault();
      setImeWarning(true);
      return;
    }
    const press = keyPressFromEvent(event.nativeEvent);
    const result = hindiKeyDown(composer, press, rules);
    if (result.handled || event.key.length === 1 || CARET_KEYS.has(event.key) || event.key === 'Delete') {
      event.preventDefault();
    }
    if (result.handled) {
      setActiveCode(typingKeyOutput(composer.layout, press) === null ? null : press.code);
      setNotice(result.refused === 'backspace' ? 'backspace' : null);
      if (result.state !== composer) setComposer(result.state);
    }
  }

  /** Types a Tab at the caret of the English box, under the same rules as the browser's own typing. */
  function indentEnglish(element: HTMLTextAreaElement) {
    const selected = element.selectionStart !== element.selectionEnd;
    if (selected && !rules.backspace) {
      setNotice('backspace');
      return;
    }
    if (!englishInputAllowed('insertText', '\t', element.value, rules).allowed) return;
    const next = insertAtSelection(element.value, element.selectionStart, element.selectionEnd, '\t');
    if (!englishChangeAllowed(englishText, next.text, rules)) return;
    caretAfter.current = next.caret;
    setNotice(null);
    setEnglishText(next.text);
  }

  /** Remington GAIL: the ि order changes from the next key on (a ि still waiting stays where it was typed). */
  function changeIMatraOrder(order: IMatraOrder) {
    setIMatraOrder(order);
    saveIMatraOrder(order);
    if (composer) {
      setComposer({
        ...composer,
        text: typingComposerText(composer),
        iMatra: null,
        iMatraFirst: order === 'typewriter',
      });
    }
    box.current?.focus();
  }

  function cancel() {
    if (running) setDiscarding(true);
    else onCancel();
  }

  function onEnglishChange(next: string) {
    if (finished || !englishChangeAllowed(englishText, next, rules)) return;
    setNotice(null);
    setEnglishText(next);
  }

  function blockPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    event.preventDefault();
    setNotice('paste');
  }

  const layoutName = layoutId ? t(`setup.layouts.${layoutId}`) : '';
  const secondsLeft = Math.ceil(remaining / 1000);
  const announcement =
    startedAt === null
      ? t('runner.startsOnFirstKey')
      : remaining <= 0
        ? t('runner.timeUp')
        : secondsLeft <= 10
          ? t('runner.secondsLeft', { count: 10 })
          : secondsLeft <= 30
            ? t('runner.secondsLeft', { count: 30 })
            : t('runner.minutesLeft', { count: Math.ceil(secondsLeft / 60) });

  return (
    <section className="grid gap-3" aria-labelledby="typing-runner-heading" data-testid="typing-runner">
      <h2 id="typing-runner-heading" className="sr-only">
        {ruleSet.exam}
      </h2>
      <div className="sticky top-14 z-20 -mx-4 flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 sm:mx-0 sm:rounded-lg sm:border">
        <div className="grid">
          <span className="text-xs text-slate-600" id="typing-timer-label">
            {t('runner.timeLeft')}
          </span>
          <span
            role="timer"
            aria-labelledby="typing-timer-label"
            data-testid="typing-timer"
            className={cn(
              'w-[5ch] text-2xl font-bold tabular-nums',
              remaining <= 30_000 && startedAt !== null ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {formatClock(remaining)}
          </span>
        </div>
        <div className="grid min-w-0 flex-1 text-xs text-slate-600 sm:text-sm">
          <span className="truncate font-medium text-slate-900">{ruleSet.exam}</span>
          <span className="tabular-nums" data-testid="typing-word-count">
            {t(`runner.mode.${attempt.mode}`)} ·{' '}
            {t('runner.words', { typed: typingWordCount(text), total: passage.wordCount })}
          </span>
        </div>
        <Button
          type="button"
          onClick={() => (attempt.mode === 'exam' ? setConfirming(true) : finish('submit'))}
          disabled={finished}
        >
          <Send />
          {phase === 'submitting' ? t('runner.submitting') : t('runner.submit')}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="typing-announcement">
        {announcement}
      </p>

      <LivePassage
        paragraphStarts={paragraphStarts}
        indentStarts={indentStarts}
        words={passageWords}
        language={passage.language}
        current={finished ? -1 : current}
        wrong={wrong}
        label={t('runner.passage')}
      />

      <div className="grid gap-1.5">
        <label htmlFor="typing-box" className="text-sm font-medium text-slate-900">
          {t('runner.typingBox')}
        </label>
        <textarea
          id="typing-box"
          ref={box}
          lang={passage.language}
          value={text}
          onChange={(event) => (composer ? undefined : onEnglishChange(event.target.value))}
          onKeyDown={onKeyDown}
          onKeyUp={() => setActiveCode(null)}
          onPaste={blockPaste}
          onDrop={(event) => event.preventDefault()}
          onCut={(event) => event.preventDefault()}
          readOnly={finished}
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby="typing-box-hint typing-box-status"
          data-testid="typing-box"
          className={cn(
            'h-32 w-full resize-none rounded-lg border border-slate-300 bg-white p-3 leading-relaxed shadow-sm sm:h-40',
            'focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none',
            passage.language === 'hi' ? 'text-lg' : 'text-base',
          )}
        />
        <p id="typing-box-hint" className="text-xs text-slate-600">
          {layoutId ? t('runner.typingHintHindi', { layout: layoutName }) : t('runner.typingHint')}{' '}
          {t('runner.tabHint')}
        </p>
        {/* Always rendered (fixed height), so messages appearing never push the page down. */}
        <p
          id="typing-box-status"
          role="status"
          data-testid="typing-status"
          className="min-h-10 text-sm font-medium text-amber-800"
        >
          {spaceLocked
            ? t('runner.spaceLocked')
            : notice === 'backspace'
              ? t('runner.backspaceOff')
              : notice === 'paste'
                ? t('runner.pasteOff')
                : ''}
        </p>
      </div>

      {imeWarning ? (
        <Alert data-testid="typing-ime-note">
          <AlertDescription>{t('runner.imeNote')}</AlertDescription>
        </Alert>
      ) : null}

      {phase === 'failed' ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{submit.error?.message ?? t('runner.submitFailed')}</p>
            <p>{t('runner.submitFailed')}</p>
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => send(elapsedAtEnd.current, text)}>
                {t('setup.retry')}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}

      {layoutId ? (
        <div className="grid gap-3 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start">
          <LayoutChart layoutId={layoutId} activeCode={activeCode} />
          {layoutId === 'remington-gail' ? (
            <fieldset className="grid gap-1 text-sm" data-testid="i-matra-order">
              <legend className="mb-1 font-medium text-slate-900">{t('runner.iMatraOrder')}</legend>
              {I_MATRA_ORDERS.map((order) => (
                <label key={order} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="typing-i-matra-order"
                    value={order}
                    checked={iMatraOrder === order}
                    onChange={() => changeIMatraOrder(order)}
                    className="size-4 accent-brand-600"
                  />
                  <span>{t(`runner.iMatraOrders.${order}`)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}

      <div>
        <Button type="button" variant="ghost" onClick={cancel} disabled={phase === 'submitting'}>
          <Settings2 />
          {t('runner.cancel')}
        </Button>
      </div>

      <DiscardTestDialog
        open={discarding}
        onKeep={() => setDiscarding(false)}
        onDiscard={() => {
          setDiscarding(false);
          onCancel();
        }}
        onCloseAutoFocus={(event) => {
          // Back to typing, not to the "Change settings" button.
          event.preventDefault();
          box.current?.focus();
        }}
      />

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t('runner.keepTyping')}>
          <DialogHeader>
            <DialogTitle>{t('runner.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('runner.confirmExam', { minutes: allotted / 60_000 })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" onClick={() => finish('submit')}>
              {t('runner.confirmSubmit')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              {t('runner.keepTyping')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

const NO_WORDS: ReadonlySet<number> = new Set();

function sameWords(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const index of a) if (!b.has(index)) return false;
  return true;
}
