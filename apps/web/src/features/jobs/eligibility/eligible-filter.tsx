import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ownProfile, EligibilityProfileField, JobsPage } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { AddDetailsButton } from './add-details-button.tsx';

/** Profile fields without which no job is certainly open to someone. */
const ALWAYS_NEEDED: EligibilityProfileField[] = ['dateOfBirth', 'qualification'];

/**
 * The "Eligible for me" switch of `/jobs` (`?eligible=1`), for signed-in users. The cards tell which
 * profile details their verdicts miss (filtered, the profile says whether the date of birth or the
 * qualification is missing); when some are, it offers the one-step prompt.
 */
export function EligibleFilter({
  checked,
  onChange,
  page,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  page: JobsPage | undefined;
}) {
  const { t } = useTranslation();
  // Filtered, the cards are all eligible and name nothing missing: ask the profile itself.
  const profile = useQuery({
    queryKey: ['own-profile'],
    enabled: checked,
    queryFn: ({ signal }) => apiRequest<typeof ownProfile>('/api/me/profile', { signal }),
  });
  const missing = new Set(page?.items.flatMap((item) => item.eligibility?.missingProfile ?? []) ?? []);
  if (checked && profile.data)
    ALWAYS_NEEDED.filter((field) => profile.data[field] === null).forEach((f) => missing.add(f));
  const fields = (
    ['dateOfBirth', 'qualification', 'category', 'gender', 'state', 'pwbd', 'exServiceman'] as const
  ).filter((field) => missing.has(field));
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2 lg:col-span-4">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          data-testid="eligible-filter"
          className="size-5 accent-brand-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('eligibility.filter')}
      </label>
      {fields.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <p>{t('eligibility.missingNote')}</p>
          <AddDetailsButton fields={fields} />
        </div>
      ) : null}
    </div>
  );
}
