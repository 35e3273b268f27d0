import { CloudOff } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { cn } from '../lib/cn.ts';
import { useOfflineSavedAt } from '../pwa/offline-copies.ts';
import { formatDateTime } from '../lib/format.ts';

/**
 * "offline: saved on <date time>" while any of `paths` (the API requests behind what the page
 * shows) was answered from the service worker's saved copy; nothing when all came from the server.
 */
export function OfflineNote({ paths, className }: { paths: readonly string[]; className?: string }) {
  const { t } = useTranslation();
  const savedAt = useOfflineSavedAt(paths);
  if (savedAt === null) return null;
  return (
    <p
      role="status"
      data-testid="offline-note"
      className={cn(
        'flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      {t('pwa.offlineSavedOn', { when: formatDateTime(savedAt) })}
    </p>
  );
}
