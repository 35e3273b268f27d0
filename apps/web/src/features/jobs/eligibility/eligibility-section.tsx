import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { RecruitmentEligibility } from '@jobportal/shared';

const EligibilityVerdict = lazy(() =>
  import('./eligibility-verdict.tsx').then(({ EligibilityVerdict }) => ({ default: EligibilityVerdict })),
);

/**
 * The detail page's "Can I apply?": the verdict, then (with several posts) each post's checks; a prompt
 * for missing details.
 */
export function EligibilitySection({ eligibility }: { eligibility: RecruitmentEligibility | undefined }) {
  const { t } = useTranslation();
  const heading = (
    <>
      <h2 id="eligibility-heading" className="mb-1 text-lg font-semibold text-slate-900">
        {t('eligibility.section')}
      </h2>
      <p className="text-sm text-slate-600">{t('eligibility.sectionIntro')}</p>
    </>
  );
  // The server's HTML, which all members share, holds the section without the member's own verdict:
  // the verdict fills it in once the app runs the page (decision 019), its code with it.
  const placeholder = (
    <section aria-labelledby="eligibility-heading" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      {heading}
      <div aria-hidden="true" className="mt-2 h-16 animate-pulse rounded bg-slate-100" />
    </section>
  );
  if (!eligibility) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <section
        data-testid="eligibility-section"
        aria-labelledby="eligibility-heading"
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      >
        {heading}
        <EligibilityVerdict eligibility={eligibility} />
      </section>
    </Suspense>
  );
}
