import { useTranslation } from '../../../lib/use-translation.ts';

/** "In use" or "Retired": the state of a versioned item (typing passage or preset, mock-test paper). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="active-badge"
      className={
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ' +
        (active ? 'bg-green-50 text-green-800 ring-green-300' : 'bg-zinc-100 text-zinc-600 ring-zinc-300')
      }
    >
      {active ? t('typing.active') : t('typing.retired')}
    </span>
  );
}
