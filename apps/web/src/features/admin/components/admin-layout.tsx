import {
  BookOpenText,
  FileStack,
  FileText,
  History,
  Keyboard,
  ListChecks,
  LayoutDashboard,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useDashboard } from '../api/get-dashboard.ts';

type AdminNavItem = {
  to: string;
  label: 'dashboard' | 'recruitments' | 'import' | 'pages' | 'stories' | 'users' | 'mockTests' | 'typing' | 'audit';
  icon: LucideIcon;
};

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'dashboard', icon: LayoutDashboard },
  { to: '/admin/recruitments', label: 'recruitments', icon: FileText },
  { to: '/admin/import', label: 'import', icon: Upload },
  { to: '/admin/pages', label: 'pages', icon: FileStack },
  { to: '/admin/stories', label: 'stories', icon: BookOpenText },
  { to: '/admin/users', label: 'users', icon: Users },
  { to: '/admin/tests', label: 'mockTests', icon: ListChecks },
  { to: '/admin/typing', label: 'typing', icon: Keyboard },
  { to: '/admin/audit', label: 'audit', icon: History },
];

/**
 * The admin sub-navigation inside the app layout: a sidebar on wide screens, a row of scrollable tabs
 * on phones. Stories waiting for review show their count.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  const waiting = dashboard.data?.storiesWaiting ?? 0;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[11.5rem_minmax(0,1fr)] lg:gap-8">
      <nav
        aria-label={t('nav.label')}
        className="relative -mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 pb-2 lg:sticky lg:top-20 lg:mx-0 lg:flex-col lg:self-start lg:overflow-visible lg:border-0 lg:px-0 lg:pb-0"
      >
        <p className="hidden px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
          {t('nav.heading')}
        </p>
        {ADMIN_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/admin'}
            className={({ isActive }) =>
              cn(
                'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm max-sm:min-h-11 font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                isActive && 'bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700',
              )
            }
          >
            <item.icon className="size-4" aria-hidden="true" />
            {t(`nav.${item.label}`)}
            {item.label === 'stories' && waiting > 0 ? (
              <span
                className="ml-auto rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
                aria-label={t('nav.waiting', { count: waiting })}
              >
                {waiting}
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
