import { useTranslation } from '../../../lib/use-translation.ts';
import type { RecruitmentEligibility } from '@jobportal/shared';
import { AddDetailsButton } from './add-details-button.tsx';
import { EligibilityBadge } from './eligibility-badge.tsx';
import { checkText } from './eligibility-text.ts';

/**
 * The member's own verdict in the detail page's "Can I apply?" (eligibility-section.tsx): the badge, a
 * prompt for missing details, each check (per post when there are several). Its own chunk: it shows
 * only once the app runs the page, so the page's first load does not carry its texts.
 */
export function EligibilityVerdict({ eligibility }: { eligibility: RecruitmentEligibility }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
