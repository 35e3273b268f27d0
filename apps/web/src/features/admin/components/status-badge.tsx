import { useTranslation } from '../../../lib/use-translation.ts';
import type { LIFECYCLE_STATUSES } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';

export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

const tones: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  scheduled: 'bg-amber-50 text-amber-900 ring-amber-300',
  published: 'bg-green-50 text-green-800 ring-green-300',
  archived: 'bg-zinc-100 text-zinc-600 ring-zinc-300',
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
};

/** Draft, Scheduled, Published, Archived (and the story states) as a small coloured label. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status] ?? tones['draft'],
        className,
      )}
    >
      {t(`status.${status as LifecycleStatus | 'pending' | 'rejected'}`, { defaultValue: status })}
    </span>
  );
}
