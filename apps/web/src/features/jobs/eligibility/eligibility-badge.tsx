import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { EligibilitySummary } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';
import { reasonText } from './eligibility-text.ts';

const STYLES = {
  eligible: { icon: CircleCheck, className: 'bg-green-100 text-green-800' },
  not_eligible: { icon: CircleX, className: 'bg-red-100 text-red-800' },
  unknown: { icon: CircleHelp, className: 'bg-slate-200 text-slate-800' },
} as const;

/**
 * "Can I apply?" on a card: a mark (not interactive) and the reason after it, in one paragraph (the mark
 * does not take a line of its own: on a phone the first card fits above the ad bar).
 */
export function EligibilityBadge({ eligibility }: { eligibility: EligibilitySummary }) {
  const { t } = useTranslation();
  const style = STYLES[eligibility.status];
  const Icon = style.icon;
  return (
    <p data-testid="eligibility" data-status={eligibility.status} className="mt-2 text-sm text-slate-700">
      <span
        className={cn(
          'mr-1.5 inline-flex items-center gap-1 rounded px-1.5 align-top text-xs leading-5 font-semibold',
          style.className,
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {t(`eligibility.badge.${eligibility.status}`)}
      </span>{' '}
      <span data-testid="eligibility-reason">{reasonText(t, eligibility)}</span>
    </p>
  );
}
