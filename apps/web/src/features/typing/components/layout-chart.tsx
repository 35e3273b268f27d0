import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { HINDI_TYPING_LAYOUTS, typingLayoutChart, type TypingHindiLayoutId } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';

/** The Latin label printed on each physical key (US layout). */
const KEY_LABELS: Record<string, string> = {
  Backquote: '`',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
};

export function keyLabel(code: string): string {
  return KEY_LABELS[code] ?? code.replace(/^Key|^Digit/, '');
}

/** Row offsets of a real keyboard, in key widths / 4. */
const ROW_INDENT = ['ml-0', 'ml-4', 'ml-6', 'ml-9'];

/**
 * What each key types in a Hindi layout: the key alone (lower), with Shift (upper) and with AltGr
 * (right). `activeCode` lights the key pressed last.
 */
export const LayoutChart = memo(function LayoutChart({
  layoutId,
  activeCode,
}: {
  layoutId: TypingHindiLayoutId;
  activeCode?: string | null;
}) {
  const { t } = useTranslation('typing');
  const layout = HINDI_TYPING_LAYOUTS[layoutId];
  const rows = typingLayoutChart(layout);
  const name = t(`setup.layouts.${layoutId}`);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-xs text-slate-600">{t('runner.chartHint')}</figcaption>
      <div className="overflow-x-auto pb-1">
        <div role="group" aria-label={t('runner.chart', { layout: name })} className="grid w-max gap-1" lang="hi">
          {rows.map((row, index) => (
            <div key={index} className={cn('flex gap-1', ROW_INDENT[index])}>
              {row.map((key) => (
                <div
                  key={key.code}
                  data-code={key.code}
                  role="img"
                  aria-label={`${keyLabel(key.code)}: ${[key.base, key.shift, key.altGr].filter(Boolean).join(' ')}`}
                  className={cn(
                    'relative grid h-12 w-11 grid-cols-[1fr_auto] grid-rows-2 rounded-md border px-1 text-sm leading-none',
                    key.code === activeCode ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
                  )}
                >
                  <span className="self-center text-slate-700">{key.shift}</span>
                  <span className="self-start pt-0.5 text-[10px] text-slate-400" aria-hidden="true">
                    {keyLabel(key.code)}
                  </span>
                  <span className="self-center font-semibold text-slate-900">{key.base}</span>
                  <span className="self-center text-xs text-brand-700">{key.altGr}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </figure>
  );
});
