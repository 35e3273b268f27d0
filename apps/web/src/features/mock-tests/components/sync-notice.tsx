import { CloudOff } from 'lucide-react';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StatusStore } from '../lib/sync-status-store.ts';

/** The save's status: a visible notice offline or on an error, otherwise only for screen readers. */
export const SyncNotice = memo(function SyncNotice({ store }: { store: StatusStore }) {
  const { t } = useTranslation('mockTests');
  const { status, message } = useSyncExternalStore(store.subscribe, store.get);
  if (status === 'offline') {
    return (
      <p className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        {t('player.status.offline')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" role="status">
        {t('player.status.error', { message })}
      </p>
    );
  }
  return (
    <p className="sr-only" role="status" data-testid="sync-status" data-status={status}>
      {t(`player.status.${status}`)}
    </p>
  );
});
