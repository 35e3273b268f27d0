import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { Button } from '../../../../components/ui/button.tsx';

/** `rows` with the row at `index` moved by `delta` places (no change at either end). */
export function moveRow<T>(rows: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Move up, move down and remove for one row, named with the row ("Remove fee 2"). */
export function RowControls({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={index === 0}
        aria-label={t('rows.moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        <ArrowUp />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={index === count - 1}
        aria-label={t('rows.moveDown', { name })}
        onClick={() => onMove(1)}
      >
        <ArrowDown />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 text-red-700 hover:bg-red-50"
        aria-label={t('rows.remove', { name })}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
    </div>
  );
}

/**
 * A list of structured rows (dates, fees, FAQs…): add, remove and reorder. Each row renders its own
 * fields; `patch` changes that row only.
 */
export function RowList<T extends { key: string }>({
  rows,
  onChange,
  noun,
  addLabel,
  create,
  emptyText,
  renderRow,
}: {
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** The row's name with its number: `(n) => "Fee 2"`. */
  noun: (n: number) => string;
  addLabel: string;
  create: () => T;
  emptyText?: string;
  renderRow: (row: T, context: { index: number; prefix: string; patch: (changes: Partial<T>) => void }) => ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {rows.length === 0 && emptyText ? <p className="text-sm text-slate-500">{emptyText}</p> : null}
      {rows.length > 0 ? (
        <ol className="grid grid-cols-1 gap-3">
          {rows.map((row, index) => {
            const name = noun(index + 1);
            const patch = (changes: Partial<T>) =>
              onChange(rows.map((item) => (item.key === row.key ? { ...item, ...changes } : item)));
            return (
              <li key={row.key} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{name}</span>
                  <RowControls
                    name={name}
                    index={index}
                    count={rows.length}
                    onMove={(delta) => onChange(moveRow(rows, index, delta))}
                    onRemove={() => onChange(rows.filter((item) => item.key !== row.key))}
                  />
                </div>
                {renderRow(row, { index, prefix: `${name}: `, patch })}
              </li>
            );
          })}
        </ol>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, create()])}>
          <Plus />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
