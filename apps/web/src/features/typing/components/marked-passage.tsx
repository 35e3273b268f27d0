import { Fragment } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { TYPING_MISTAKE_CLASSES, type TypingMarkOutput } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';

type Kind = TypingMarkOutput['kind'];

/** One colour per mistake class: reds for full mistakes, yellows, greens and blues for half ones. */
export const MARK_STYLES: Record<Kind, string> = {
  correct: '',
  omission: 'bg-red-200 text-red-950 line-through decoration-red-700',
  substitution: 'bg-red-100 text-red-950 ring-1 ring-red-400',
  addition: 'bg-orange-200 text-orange-950',
  misspelling: 'bg-rose-200 text-rose-950',
  repetition: 'bg-fuchsia-200 text-fuchsia-950',
  incomplete: 'bg-pink-200 text-pink-950',
  spacing: 'bg-amber-200 text-amber-950',
  capitalisation: 'bg-yellow-200 text-yellow-950',
  punctuation: 'bg-lime-200 text-lime-950',
  transposition: 'bg-sky-200 text-sky-950',
  indentation: 'bg-violet-200 text-violet-950',
  'not-reached': 'text-slate-400',
};

/** Marks that add typed words the passage does not have. */
const ADDED: ReadonlySet<Kind> = new Set(['addition', 'repetition']);
/** Marks whose typed words are shown beside the passage words. */
const SHOW_TYPED: ReadonlySet<Kind> = new Set([
  'substitution',
  'misspelling',
  'incomplete',
  'spacing',
  'capitalisation',
  'punctuation',
  'transposition',
]);

/**
 * The marks split into the passage's paragraphs (`starts`: index of each paragraph's first word); one
 * group when the passage is one paragraph.
 */
export function marksByParagraph(
  marks: readonly TypingMarkOutput[],
  starts: readonly number[],
): { mark: TypingMarkOutput; index: number }[][] {
  const groups: { mark: TypingMarkOutput; index: number }[][] = [[]];
  const open = new Set(starts.slice(1));
  marks.forEach((mark, index) => {
    if (mark.passageIndex !== null && open.has(mark.passageIndex)) {
      open.delete(mark.passageIndex);
      groups.push([]);
    }
    groups[groups.length - 1]!.push({ mark, index });
  });
  return groups;
}

/**
 * The passage with each mistake coloured by its class; the typed words are shown where they differ.
 * A passage written as paragraphs (`paragraphStarts`) is shown as paragraphs, those it indents
 * (`indentStarts`) indented.
 */
export function MarkedPassage({
  marks,
  language,
  paragraphStarts = [],
  indentStarts = [],
}: {
  marks: readonly TypingMarkOutput[];
  language: 'en' | 'hi';
  paragraphStarts?: readonly number[];
  indentStarts?: readonly number[];
}) {
  const { t } = useTranslation('typing');
  const className = cn(
    'rounded-lg border border-slate-200 bg-white p-3 leading-loose sm:p-4',
    language === 'hi' ? 'text-lg' : 'text-base',
  );
  const renderMark = (mark: TypingMarkOutput, index: number) => {
    const words = ADDED.has(mark.kind) ? mark.typed : mark.passage;
    const typed = mark.typed.join(' ');
    if (mark.kind === 'correct' || mark.kind === 'not-reached') {
      return (
        <span key={index} className={MARK_STYLES[mark.kind]}>
          {words.join(' ')}{' '}
        </span>
      );
    }
    if (mark.kind === 'indentation') {
      return (
        <Fragment key={index}>
          <mark
            data-kind={mark.kind}
            title={t('result.indentMark')}
            className={cn('rounded px-1 py-0.5', MARK_STYLES[mark.kind])}
          >
            <span aria-hidden="true">⇥</span>
            <span className="sr-only">{t('result.indentMark')}</span>
          </mark>{' '}
        </Fragment>
      );
    }
    const description = SHOW_TYPED.has(mark.kind)
      ? `${t(`kinds.${mark.kind}`)}: ${t('result.typedAs', { typed })}`
      : t(`kinds.${mark.kind}`);
    return (
      <Fragment key={index}>
        <mark data-kind={mark.kind} title={description} className={cn('rounded px-0.5 py-0.5', MARK_STYLES[mark.kind])}>
          {ADDED.has(mark.kind) ? '+' : null}
          {words.join(' ')}
          {SHOW_TYPED.has(mark.kind) ? (
            <span className="ml-1 text-xs font-medium italic" aria-hidden="true">
              ({typed})
            </span>
          ) : null}
          <span className="sr-only"> ({description})</span>
        </mark>{' '}
      </Fragment>
    );
  };
  return (
    <div className="grid gap-3">
      {paragraphStarts.length > 1 ? (
        <div lang={language} data-testid="marked-passage" className={cn(className, 'grid gap-2')}>
          {marksByParagraph(marks, paragraphStarts).map((group, paragraph) => (
            <p key={paragraph} className={cn(indentStarts.includes(paragraphStarts[paragraph]!) && 'indent-8')}>
              {group.map(({ mark, index }) => renderMark(mark, index))}
            </p>
          ))}
        </div>
      ) : (
        <p lang={language} data-testid="marked-passage" className={className}>
          {marks.map((mark, index) => renderMark(mark, index))}
        </p>
      )}
      <MarkLegend marks={marks} />
    </div>
  );
}

function MarkLegend({ marks }: { marks: readonly TypingMarkOutput[] }) {
  const { t } = useTranslation('typing');
  const counts = new Map<Kind, number>();
  for (const mark of marks) counts.set(mark.kind, (counts.get(mark.kind) ?? 0) + 1);
  return (
    <div>
      <h4 className="mb-1 text-sm font-medium text-slate-900">{t('result.legend')}</h4>
      <ul className="flex flex-wrap gap-1.5 text-xs" data-testid="mark-legend">
        {[...TYPING_MISTAKE_CLASSES, 'not-reached' as const].map((kind) => (
          <li
            key={kind}
            className={cn(
              'rounded border border-slate-200 px-1.5 py-0.5',
              MARK_STYLES[kind] || 'bg-slate-100',
              'no-underline',
            )}
          >
            {t(`kinds.${kind}`)} {counts.get(kind) ? `(${counts.get(kind)})` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
