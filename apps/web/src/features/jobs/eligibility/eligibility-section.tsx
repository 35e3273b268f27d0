import { useTranslation } from 'react-i18next';
import type { RecruitmentEligibility } from '@jobportal/shared';
import { AddDetailsButton } from './add-details-button.tsx';
import { EligibilityBadge } from './eligibility-badge.tsx';
import { checkText } from './eligibility-text.ts';

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
  if (!eligibility) {
    // The server's HTML, which all members share, holds the section without the member's own verdict:
    // the verdict fills it in once the app runs the page (decision 019).
    return (
      <section
        aria-labelledby="eligibility-heading"
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      >
        {heading}
        <div aria-hidden="true" className="mt-2 h-16 animate-pulse rounded bg-slate-100" />
      </section>
    );
  }
  return (
    <section
      data-testid="eligibility-section"
      aria-labelledby="eligibility-heading"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
    >
      {heading}
      <EligibilityBadge eligibility={eligibility} />
      {eligibility.missingProfile.length > 0 ? (
        <AddDetailsButton fields={eligibility.missingProfile} className="mt-3" />
      ) : null}
      {eligibility.posts.length > 1 ? (
        <>
          <h3 className="mt-4 mb-1 font-semibold text-slate-900">{t('eligibility.perPost')}</h3>
          <ul className="grid gap-2 text-sm">
            {eligibility.posts.map((post, index) => (
              <li
                key={`${post.post}-${index}`}
                data-testid="post-eligibility"
                data-status={post.status}
                className="border-t border-slate-100 pt-2 first:border-0 first:pt-0"
              >
                <p className="font-medium">
                  {post.post}: {t(`eligibility.badge.${post.status}`)}
                </p>
                <ul className="list-disc pl-5 text-slate-700">
                  {post.checks.map((check) => (
                    <li key={check.kind}>{checkText(t, check)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {eligibility.checks.map((check) => (
            <li key={check.kind}>{checkText(t, check)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
