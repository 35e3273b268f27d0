import { useTranslation } from 'react-i18next';
import type { MockTestLanguage, MockTestPaperQuestion } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

const text = (value: { en: string; hi?: string | undefined }, language: MockTestLanguage) =>
  language === 'hi' && value.hi ? value.hi : value.en;

/** The question on screen: its options (the chosen one is a draft) and the buttons that leave it. */
export function QuestionCard({
  question,
  number,
  language,
  draft,
  onChoose,
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
  /** The option chosen on it, saved or not. */
  draft: number | null;
  onChoose: (index: number) => void;
  onMarkNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
  previousDisabled: boolean;
  onSaveNext: () => void;
}) {
  const { t } = useTranslation('mockTests');
  return (
    <section
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white"
      aria-labelledby="question-heading"
      data-question={question.key}
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
                onChange={() => onChoose(index)}
              />
              <span className="font-medium text-slate-600">{String.fromCharCode(65 + index)}.</span>
              <span>{text(option, language)}</span>
            </label>
          ))}
        </div>
      </div>
      <div className="sticky bottom-[60px] z-10 mt-auto grid grid-cols-2 gap-2 rounded-b-xl border-t border-slate-100 bg-white/95 p-3 backdrop-blur sm:flex sm:flex-wrap lg:static">
        <Button variant="outline" className="border-violet-300 text-violet-900 whitespace-normal" onClick={onMarkNext}>
          {t('player.markNext')}
        </Button>
        <Button variant="outline" onClick={onClear}>
          {t('player.clear')}
        </Button>
        <Button variant="outline" onClick={onPrevious} disabled={previousDisabled}>
          {t('player.previous')}
        </Button>
        <Button className="bg-green-700 hover:bg-green-800 active:bg-green-900 sm:ml-auto" onClick={onSaveNext}>
          {t('player.saveNext')}
        </Button>
      </div>
    </section>
  );
}
