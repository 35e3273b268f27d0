import { ArrowLeft, LogOut, Menu, UserCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import { LanguageSwitch } from '../../features/auth/components/language-switch.tsx';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { ChatDock } from '../../features/chat/index.ts';
import { performBackAction } from './back-action.ts';
import { FOOTER_ITEMS, MOBILE_EXTRA_ITEMS, MOBILE_PEOPLE_ITEMS, NAV_ITEMS, type NavItem } from './nav-items.ts';

/** Spec §9: the fixed bottom ad bar is 60 px high; the page keeps that much room free below. */
export const BOTTOM_AD_HEIGHT_PX = 60;

/** The shared layout: sticky header, navigation, page transitions and the bottom ad bar. */
export function AppLayout() {
  const location = useLocation();
  const { user } = useAuth();
  return (
    <>
      <div className="flex min-h-dvh flex-col" style={{ paddingBottom: BOTTOM_AD_HEIGHT_PX }}>
        <Header />
        {/* Each page fades and slides in (spec §2): a CSS animation restarted per path (see styles.css). */}
        <main key={location.pathname} id="main" className="page-enter mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          <Outlet />
        </main>
        {user ? <SiteFooter /> : null}
      </div>
      <BottomAd />
      {/* Chat windows on every page for signed-in users; going signed out clears every chat. */}
      <ChatDock userId={user?.id ?? null} />
    </>
  );
}

/** About, Contact, Privacy, Terms and the lists outside the spec's nav; in the flow, so never under the ad bar. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer data-testid="site-footer" className="border-t border-slate-200 bg-white">
      <nav aria-label={t('footer.label')} className="mx-auto max-w-6xl px-4 py-3">
        <ul className="flex flex-wrap gap-x-4 text-sm">
          {FOOTER_ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="inline-flex min-h-11 items-center text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {t(`footer.${item.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

export function BottomAd() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('ad.label')}
      data-testid="bottom-ad"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center border-t border-slate-200 bg-slate-100 text-xs font-semibold tracking-widest text-slate-700"
      style={{ height: BOTTOM_AD_HEIGHT_PX }}
    >
      {t('ad.bottom')}
    </aside>
  );
}

function Header() {
  const { t } = useTranslation();
  const { user, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
  const showBack = user !== null && location.pathname !== '/dashboard';

  async function logout() {
    setMenuOpen(false);
    if (await signOut()) navigate('/', { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4">
        {showBack ? (
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label={t('common.back')}
            onClick={() => performBackAction()}
          >
            <ArrowLeft />
          </Button>
        ) : null}
        <Link to={user ? '/dashboard' : '/'} className="mr-2 text-lg font-bold text-brand-700">
          {t('common.siteName')}
        </Link>
        {user ? (
          <>
            <nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 items-center gap-0.5 xl:flex">
              {items.map((item) => (
                <NavItemLink key={item.to} item={item} className="rounded-md px-2 py-2 text-sm whitespace-nowrap" />
              ))}
            </nav>
            <div className="ml-auto flex items-center gap-1">
              <LanguageSwitch className="hidden xl:inline-flex" />
              <Button variant="ghost" size="icon" asChild>
                <Link to="/profile" aria-label={t('nav.profile')}>
                  <UserCircle className="size-6" />
                </Link>
              </Button>
              <Button variant="outline" size="sm" className="hidden xl:inline-flex" onClick={logout}>
                <LogOut />
                {t('nav.logout')}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="xl:hidden"
                aria-label={t('nav.openMenu')}
                onClick={() => setMenuOpen(true)}
              >
                <Menu className="size-6" />
              </Button>
            </div>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} items={items} onLogout={logout} />
          </>
        ) : (
          // Signed out (the sign-in screen): the switch is right there, before anyone signs up.
          <LanguageSwitch className="ml-auto" />
        )}
      </div>
    </header>
  );
}

function NavItemLink({ item, className, onClick }: { item: NavItem; className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={item.to}
      end={item.to === '/dashboard'}
      onClick={onClick}
      className={({ isActive }) =>
        cn(
          'font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900',
          isActive && 'bg-brand-50 text-brand-700',
          className,
        )
      }
    >
      {t(`nav.${item.label}`)}
    </NavLink>
  );
}

function MobileMenu({
  open,
  onOpenChange,
  items,
  onLogout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-72" closeLabel={t('nav.closeMenu')} aria-describedby={undefined}>
        <SheetTitle className="px-4 pt-4 pb-2 text-lg font-bold text-brand-700">{t('nav.menu')}</SheetTitle>
        <nav aria-label={t('nav.mainNavigation')} className="grid gap-0.5 px-2 pb-4">
          {items.map((item) => (
            <NavItemLink key={item.to} item={item} onClick={close} className="rounded-md px-3 py-2.5" />
          ))}
          <hr role="separator" className="my-2 border-slate-200" />
          {[...MOBILE_EXTRA_ITEMS, ...MOBILE_PEOPLE_ITEMS].map((item) => (
            <NavItemLink key={item.to} item={item} onClick={close} className="rounded-md px-3 py-2.5" />
          ))}
          <LanguageSwitch className="mt-3 justify-self-start" />
          <Button variant="outline" className="mt-3 justify-start" onClick={onLogout}>
            <LogOut />
            {t('nav.logout')}
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
