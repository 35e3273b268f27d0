import '../../../locales/en-job-parts-register.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { MemberFee } from '@jobportal/shared';
import { formatNumber } from '../../../lib/format.ts';
import { AddDetailsButton } from '../eligibility/add-details-button.tsx';

/**
 * "Your fee: ₹100 (OBC)": the member's own fee, computed by the server from their profile
 * with their verdict (a member's part of the page, decision 019); a prompt to add the category when
 * the fee depends on it.
 */
export function YourFee({ fee }: { fee: MemberFee }) {
  const { t } = useTranslation();
  if (fee.kind === 'needs_category') {
    return (
      <div data-testid="your-fee" className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>{t('jobParts.yourFee.needsCategory')}</span>
        <AddDetailsButton fields={['category']} size="sm" />
      </div>
    );
  }
  const amount = formatNumber(fee.amount);
  return (
    <p data-testid="your-fee" className="mb-3 text-base font-semibold text-slate-900" title={fee.label}>
      {fee.basis === 'all'
        ? t('jobParts.yourFee.everyone', { amount })
        : t('jobParts.yourFee.amount', { amount, basis: t(`jobParts.yourFee.basis.${fee.basis}`) })}
    </p>
  );
}
