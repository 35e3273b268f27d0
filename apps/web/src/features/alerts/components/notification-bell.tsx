import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { loadOnIntent, usePersonalParts } from '../../../lib/page-lifecycle.ts';
import { useNotifications } from '../api/notifications.ts';

// The list (a Radix dialog) is its own chunk, fetched when the member goes to open it: the header shows
// only the bell and its count before that.
const loadSheet = () => import('./notification-sheet.tsx');
const NotificationSheet = lazy(() => loadSheet().then(({ NotificationSheet }) => ({ default: NotificationSheet })));

/** The header's bell: unread count, and a sheet with the latest notifications. */
export function NotificationBell({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState(false);
  // Mounted from the first time it opens (and kept, for its closing animation).
  const [wanted, setWanted] = useState(false);
  const notifications = useNotifications(signedIn);
  // The member's own count: the server's HTML, shared by all members, has none (decision 019).
  const showOwn = usePersonalParts();
  const unread = showOwn ? (notifications.data?.unread ?? 0) : 0;

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="notification-bell"
        {...loadOnIntent(loadSheet)}
      >
        <Bell className="size-6" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationSheet open={open} onOpenChange={setOpen} notifications={notifications} />
        </Suspense>
      ) : null}
    </>
  );
}
