import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { MockTestLanguage, MockTestPaperPassage } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { ZoomableRichText } from './zoomable-rich-text.tsx';

/** "Directions (Q. 6–10)": the heading of a set's passage, with the numbers of its questions. */
export function useDirectionsHeading() {
  const { t } = useTranslation('mockTests');
  return (passage: Pick<MockTestPaperPassage, 'firstNumber' | 'lastNumber'>) =>
    passage.firstNumber === passage.lastNumber
      ? t('player.directionsOne', { first: passage.firstNumber })
      : t('player.directions', { first: passage.firstNumber, last: passage.lastNumber });
}

/** The passage's text in `language`, with the language it is really in (English when it has no Hindi). */
export const passageText = (passage: Pick<MockTestPaperPassage, 'text'>, language: MockTestLanguage) =>
  language === 'hi' && passage.text.hi
    ? { html: passage.text.hi, lang: 'hi' as const }
    : { html: passage.text.en, lang: 'en' as const };

/**
 * The shared passage of the set the current question belongs to (a comprehension, a cloze, a table,
 * a puzzle). On a wide screen it sits beside the question, in a box of its own that scrolls; on a
 * phone it sits above the question and can be folded away, and scrolls in its own box too. Give it a
 * `key` of the passage: its scroll and fold stay while the candidate moves within the set.
 */
export function PassagePanel({
  passage,
  language,
  className,
}: {
  passage: MockTestPaperPassage;
  language: MockTestLanguage;
  className?: string;
}) {
  const { t } = useTranslation('mockTests');
  const heading = useDirectionsHeading()(passage);
  const [open, setOpen] = useState(true);
  const id = useId();
  const { html, lang } = passageText(passage, language);
  return (
    // Not a landmark itself: its scroll box is the region, named by the heading.
    <div
      className={cn('flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white', className)}
      data-testid="passage-panel"
      data-passage={passage.key}
    >
      <div className="flex min-h-11 items-center justify-between gap-2 border-b border-slate-100 px-4 py-1">
        <h2 id={`${id}-heading`} className="font-semibold text-slate-900">
          {heading}
        </h2>
        {/* Folding is for a phone, where the passage is above the question; beside it there is room. */}
        <Button
          variant="ghost"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {open ? t('player.hideDirections') : t('player.showDirections')}
        </Button>
      </div>
      <div
        id={`${id}-body`}
        role="region"
        aria-labelledby={`${id}-heading`}
        // Focusable, so that the keyboard can scroll it.
        tabIndex={0}
        className={cn(
          'max-h-[45vh] overflow-y-auto overscroll-contain p-4 lg:block lg:max-h-[70vh]',
          'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset',
          open ? 'block' : 'hidden',
        )}
        lang={lang}
        data-testid="passage-text"
      >
        <ZoomableRichText html={html} className="text-slate-900" />
      </div>
    </div>
  );
}
