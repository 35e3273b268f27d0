import { memo } from 'react';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { MockTestLanguage, MockTestPaperSection } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';
import type { SectionWindow } from '../hooks/use-attempt-clock.ts';

/**
 * The section tabs: a section that is not open (not yet, or its time is over) is locked. Memoised: a
 * Save & Next within a section changes none of them.
 */
export const SectionTabs = memo(function SectionTabs({
  sections,
  current,
  language,
  now,
  windows,
  isOpenAt,
  onSelect,
}: {
  sections: MockTestPaperSection[];
  /** The index of the section on screen. */
  current: number;
  language: MockTestLanguage;
  /** The server's time the tabs are drawn for. */
  now: number;
  windows: ReadonlyMap<string, SectionWindow>;
  isOpenAt: (key: string, at: number) => boolean;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('mockTests');
  return (
    <div className="flex gap-1 overflow-x-auto pb-1" role="tablist" aria-label={t('instructions.sections')}>
      {sections.map((s, index) => {
        const open = isOpenAt(s.key, now);
        const w = windows.get(s.key);
        const closed = w !== undefined && now >= w.closesAt;
        return (
          <button
            key={s.key}
            type="button"
            role="tab"
            aria-selected={index === current}
            disabled={!open}
            onClick={() => onSelect(index)}
            className={cn(
              'inline-flex h-11 shrink-0 cursor-pointer items-center gap-1 rounded-md border px-3 text-sm font-medium whitespace-nowrap',
              index === current
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
  );
});
