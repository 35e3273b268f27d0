import { useTranslation } from '../../../lib/use-translation.ts';
import { PALETTE_STATES, type PaletteCounts, type PaletteState } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';

/** The official palette's look: grey, red, green, purple, and purple with a green tick. */
const STATE_CLASSES: Record<PaletteState, string> = {
  not_visited: 'border-slate-300 bg-slate-100 text-slate-800',
  not_answered: 'border-red-700 bg-red-600 text-white rounded-b-xl',
  answered: 'border-green-800 bg-green-700 text-white rounded-t-xl',
  marked: 'border-violet-800 bg-violet-700 text-white rounded-full',
  answered_marked: 'border-violet-800 bg-violet-700 text-white rounded-full ring-2 ring-green-500 ring-offset-1',
};

export function StateBadge({
  state,
  children,
  className,
}: {
  state: PaletteState;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md border text-xs font-semibold',
        STATE_CLASSES[state],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The legend: every state with its count (for the current section). */
export function PaletteLegend({ counts }: { counts: PaletteCounts }) {
  const { t } = useTranslation('mockTests');
  return (
    <ul
      className="grid grid-cols-1 gap-1.5 text-xs text-slate-700 min-[360px]:grid-cols-2"
      data-testid="palette-legend"
    >
      {PALETTE_STATES.map((state) => (
        <li key={state} className="flex items-center gap-2" data-state={state}>
          <StateBadge state={state}>{counts[state]}</StateBadge>
          <span>{t(`states.${state}`)}</span>
        </li>
      ))}
    </ul>
  );
}

export type PaletteItem = { key: string; number: number; state: PaletteState };

/** The numbered buttons. Choosing one moves there without saving the current choice. */
export function QuestionPalette({
  items,
  currentKey,
  onSelect,
}: {
  items: PaletteItem[];
  currentKey: string;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation('mockTests');
  return (
    <ol className="grid grid-cols-5 gap-2" aria-label={t('player.palette')} data-testid="palette">
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            onClick={() => onSelect(item.key)}
            data-question={item.key}
            data-state={item.state}
            aria-current={item.key === currentKey ? 'step' : undefined}
            aria-label={`${t('player.question', { number: item.number })}: ${t(`states.${item.state}`)}`}
            className={cn(
              'inline-flex size-10 cursor-pointer items-center justify-center rounded-md border text-sm font-semibold',
              'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
              STATE_CLASSES[item.state],
              item.key === currentKey && 'outline-2 outline-offset-2 outline-slate-900',
            )}
          >
            {item.number}
          </button>
        </li>
      ))}
    </ol>
  );
}
