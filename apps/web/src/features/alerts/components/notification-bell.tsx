import { Bell, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMarkRead, useNotifications } from '../api/notifications.ts';
import { notificationText } from './notification-text.ts';

/** The header's bell: unread count, and a sheet with the latest notifications. */
export function NotificationBell({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation('alerts');
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(signedIn);
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        onClick={() => setOpen(true)}
        data-testid="notification-bell"
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
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent className="w-80 max-w-[90vw]" closeLabel={t('bell.close')} aria-describedby={undefined}>
          <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-2">
            <SheetTitle className="text-lg font-bold text-slate-900">{t('bell.title')}</SheetTitle>
          </div>
          <div className="flex flex-wrap gap-2 px-4 pb-3">
            <Button
              variant="outline"
              size="sm"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('bell.markAllRead')}
            </Button>
            <Button variant="ghost" size="sm" asChild>
              <Link to="/alerts" onClick={close}>
                <Settings />
                {t('bell.settings')}
              </Link>
            </Button>
          </div>
          {notifications.isError ? <p className="px-4 text-sm text-red-700">{t('bell.loadFailed')}</p> : null}
          {notifications.isSuccess && items.length === 0 ? (
            <p className="px-4 text-sm text-slate-600">{t('bell.empty')}</p>
          ) : null}
          <ul className="grid gap-1 overflow-y-auto px-2 pb-6" aria-label={t('bell.title')}>
            {items.map((item) => (
              <li key={item.id} className={cn('rounded-md', item.readAt === null && 'bg-brand-50')}>
                <Link
                  to={item.url}
                  className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
                  onClick={() => {
                    if (item.readAt === null) markRead.mutate([item.id]);
                    close();
                  }}
                >
                  {item.readAt === null ? <span className="sr-only">{t('bell.unreadMark')}: </span> : null}
                  <span className={cn(item.readAt === null && 'font-semibold')}>{notificationText(t, item)}</span>
                  <span className="mt-0.5 block text-xs text-slate-500">
                    {new Date(item.createdAt).toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </SheetContent>
      </Sheet>
    </>
  );
}
