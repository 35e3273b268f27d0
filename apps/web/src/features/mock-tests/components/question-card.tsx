import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  inLanguage,
  MOCK_TEST_NUMERIC_ANSWER_MAX,
  type MockTestLanguage,
  type MockTestPaperQuestion,
} from '@jobportal/shared';
import { RichText } from '../../../components/rich-text.tsx';
import { ZoomableRichText } from './zoomable-rich-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { isNotANumber, type Draft } from '../lib/player.ts';

/** What may still become a number as it is typed ("-", ".", "-."): no message until the box is left. */
const PARTIAL_NUMBER = /^[-+\u2212]?\.?$/;

/**
 * The question on screen: its text, then its options (radios for one right answer, checkboxes for
 * several) or a box for a typed number, and the buttons that leave it. What is chosen is a draft.
 */
export function QuestionCard({
  question,
  number,
  language,
  draft,
  onChoose,
  onType,
  onMarkNext,
  onClear,
  onPrevious,
  previousDisabled,
  onSaveNext,
}: {
  question: MockTestPaperQuestion;
  /** Its number in the whole paper, from 1. */
  number: number;
  language: MockTestLanguage;
  /** The answer chosen or typed on it, saved or not. */
  draft: Draft;
  /** An option was chosen (single) or ticked or unticked (multiple), by its index. */
  onChoose: (index: number) => void;
  /** The numeric answer as typed. */
  onType: (value: string) => void;
  onMarkNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
  previousDisabled: boolean;
  onSaveNext: () => void;
}) {
  const { t } = useTranslation('mockTests');
  const inputRef = useRef<HTMLInputElement>(null);
  // The question on which leaving the box or a save showed the message, even for a "-" half typed.
  const [insistedOn, setInsistedOn] = useState<string | null>(null);
  const value = draft.value ?? '';
  const notANumber = question.type === 'numeric' && isNotANumber(value);
  const showError = notANumber && (!PARTIAL_NUMBER.test(value.trim()) || insistedOn === question.key);

  /** A save with a typed answer that is not a number stays here, with the message and the box focused. */
  const save = (action: () => void) => () => {
    if (notANumber) {
      setInsistedOn(question.key);
      inputRef.current?.focus();
      return;
    }
    action();
  };

  return (
    <section
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white"
      aria-labelledby="question-heading"
      data-question={question.key}
      data-type={question.type}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <h2 id="question-heading" className="font-semibold text-slate-900">
          {t('player.question', { number })}
        </h2>
        <p className="text-xs text-slate-600">
          <span className="text-green-700">{t('player.marks', { marks: question.marks })}</span>
          {question.negativeMarks > 0 ? (
            <span className="ml-2 text-red-700">{t('player.negative', { marks: question.negativeMarks })}</span>
          ) : null}
        </p>
      </div>
      <div className="grid gap-4 p-4" lang={language}>
        <ZoomableRichText
          html={inLanguage(question.text, language)}
          className="text-base text-slate-900"
          data-testid="question-text"
        />
        {question.type === 'numeric' ? (
          <NumericAnswer
            questionKey={question.key}
            value={value}
            showError={showError}
            inputRef={inputRef}
            onType={onType}
            onBlur={() => {
              if (notANumber) setInsistedOn(question.key);
            }}
          />
        ) : (
          <Options question={question} language={language} draft={draft} onChoose={onChoose} />
        )}
      </div>
      <div className="sticky bottom-[60px] z-10 mt-auto grid grid-cols-2 gap-2 rounded-b-xl border-t border-slate-100 bg-white p-3 sm:flex sm:flex-wrap lg:static">
        <Button
          variant="outline"
          className="border-violet-300 text-violet-900 whitespace-normal"
          onClick={save(onMarkNext)}
        >
          {t('player.markNext')}
        </Button>
        <Button variant="outline" onClick={onClear}>
          {t('player.clear')}
        </Button>
        <Button variant="outline" onClick={onPrevious} disabled={previousDisabled}>
          {t('player.previous')}
        </Button>
        <Button className="bg-green-700 hover:bg-green-800 active:bg-green-900 sm:ml-auto" onClick={save(onSaveNext)}>
          {t('player.saveNext')}
        </Button>
      </div>
    </section>
  );
}

/** The options: radios for a single-answer question, checkboxes (any number ticked) for a multiple-answer one. */
function Options({
  question,
  language,
  draft,
  onChoose,
}: {
  question: MockTestPaperQuestion;
  language: MockTestLanguage;
  draft: Draft;
  onChoose: (index: number) => void;
}) {
  const { t, i18n } = useTranslation('mockTests');
  const hintId = useId();
  const multiple = question.type === 'multiple';
  const isChosen = (index: number) =>
    multiple ? (draft.selectedIndexes ?? []).includes(index) : draft.selectedIndex === index;
  return (
    <div className="grid gap-2">
      {multiple ? (
        <p id={hintId} className="text-sm font-medium text-brand-700" lang={i18n.language}>
          {t('player.multipleHint')}
        </p>
      ) : null}
      <div
        className="grid gap-2"
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby="question-heading"
        aria-describedby={multiple ? hintId : undefined}
      >
        {question.options.map((option, index) => (
          <label
            key={index}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-slate-900',
              isChosen(index) ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`option-${question.key}`}
              className="size-5 shrink-0"
              checked={isChosen(index)}
              onChange={() => onChoose(index)}
            />
            <span className="font-medium text-slate-600">{String.fromCharCode(65 + index)}.</span>
            <RichText inline html={inLanguage(option, language)} className="flex-1" />
          </label>
        ))}
      </div>
    </div>
  );
}

/** The box for a numeric answer, with the message when what is typed is not a number. */
function NumericAnswer({
  questionKey,
  value,
  showError,
  inputRef,
  onType,
  onBlur,
}: {
  questionKey: string;
  value: string;
  showError: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onType: (value: string) => void;
  onBlur: () => void;
}) {
  const { t, i18n } = useTranslation('mockTests');
  const id = useId();
  return (
    // The label and messages are in the interface's language; the question around them in the paper's.
    <div className="grid gap-1.5" lang={i18n.language}>
      <label htmlFor={`${id}-input`} className="font-medium text-slate-900">
        {t('player.numericLabel')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('player.numericHint')}
      </p>
      <Input
        ref={inputRef}
        id={`${id}-input`}
        name={`answer-${questionKey}`}
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={MOCK_TEST_NUMERIC_ANSWER_MAX}
        className="h-12 max-w-60 text-lg tabular-nums max-sm:h-12 sm:text-lg"
        value={value}
        aria-invalid={showError || undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
        data-testid="numeric-answer"
      />
      {/* Always there, so the message is announced when it appears and the layout does not jump. */}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700" aria-live="polite" data-testid="numeric-error">
        {showError ? t('player.notANumber') : null}
      </p>
    </div>
  );
}
