import { memo, useLayoutEffect, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';

export type LivePassageProps = {
  words: readonly string[];
  language: 'en' | 'hi';
  /** The word being typed, or -1 for none (highlight off). */
  current: number;
  /** Completed words that differ from the passage (empty in blind mode). */
  wrong: ReadonlySet<number>;
  label: string;
  /**
   * Index of the first word of each paragraph, for a passage written as paragraphs: they are shown as
   * paragraphs. Empty: one block of text.
   */
  paragraphStarts?: readonly number[];
  /** First words of the paragraphs the passage indents: their first line is indented (the candidate types a Tab there). */
  indentStarts?: readonly number[];
};

/**
 * The passage above the typing box, in a box of fixed height that scrolls itself so the current word
 * stays in view (the page itself never jumps).
 */
export const LivePassage = memo(function LivePassage({
  words,
  language,
  current,
  wrong,
  label,
  paragraphStarts = NO_PARAGRAPHS,
  indentStarts = NO_PARAGRAPHS,
}: LivePassageProps) {
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const container = box.current;
    if (!container || current < 0) return;
    const word = container.querySelector<HTMLElement>(`[data-index="${current}"]`);
    if (!word) return;
    // The box is `relative`: offsets are measured from its top.
    const top = word.offsetTop;
    if (top < container.scrollTop || top + word.offsetHeight > container.scrollTop + container.clientHeight) {
      container.scrollTop = Math.max(0, top - container.clientHeight / 3);
    }
  }, [current]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      tabIndex={0}
      lang={language}
      data-testid="typing-passage"
      className={cn(
        'relative h-40 overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 leading-relaxed select-none sm:h-52 sm:p-4',
        language === 'hi' ? 'text-lg sm:text-xl' : 'text-base sm:text-lg',
      )}
    >
      {paragraphStarts.length > 1
        ? paragraphStarts.map((start, paragraph) => (
            <p
              key={start}
              className={cn('mb-2 last:mb-0', indentStarts.includes(start) && 'indent-8')}
              data-testid="typing-passage-paragraph"
            >
              {words
                .slice(start, paragraphStarts[paragraph + 1] ?? words.length)
                .map((word, offset) => renderWord(word, start + offset))}
            </p>
          ))
        : words.map((word, index) => renderWord(word, index))}
    </div>
  );

  function renderWord(word: string, index: number) {
    return (
      <span key={index}>
        <span
          data-index={index}
          className={cn(
            'rounded-sm',
            index === current && 'bg-yellow-200 outline outline-yellow-400',
            wrong.has(index) && 'text-red-700 underline decoration-red-500 decoration-wavy',
          )}
          {...(index === current ? { 'aria-current': 'true' as const } : {})}
        >
          {word}
        </span>{' '}
      </span>
    );
  }
});

const NO_PARAGRAPHS: readonly number[] = [];
