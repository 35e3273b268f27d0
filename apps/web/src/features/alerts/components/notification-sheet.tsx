import { Settings } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContentLanguage } from '../../../lib/localized.ts';
import { useMarkRead, type useNotifications } from '../api/notifications.ts';
import { notificationText } from './notification-text.ts';

/** The bell's sheet: the latest notifications, mark read, a link to the alert settings. */
export function NotificationSheet({
  open,
  onOpenChange,
  notifications,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notifications: ReturnType<typeof useNotifications>;
}) {
  const { t, i18n } = useTranslation('alerts');
  const language = useContentLanguage();
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
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
                <span className={cn(item.readAt === null && 'font-semibold')}>
                  {notificationText(t, item, language)}
                </span>
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
  );
}
