import { ArrowLeft, LogOut, Menu, UserCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { loadOnIntent, usePersonalParts } from '../../lib/page-lifecycle.ts';
import { cn } from '../../lib/cn.ts';
import { LanguageSwitch } from '../../features/auth/components/language-switch.tsx';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
// Straight from its module, not the chat barrel: the barrel would bring the chat store into the first load.
import { ChatDock } from '../../features/chat/components/lazy-chat-dock.tsx';
import { NotificationBell } from '../../features/alerts/components/notification-bell.tsx';
import { returnStateFor } from '../../features/auth/return-to.ts';
import { SignInGateProvider } from '../sign-in-gate-provider.tsx';
import { performBackAction } from './back-action.ts';
import { FOOTER_ITEMS, NAV_ITEMS, type NavItem } from './nav-items.ts';

// The phone menu (a Radix dialog) is fetched when the member goes to open it, not before: see `Header`.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })));

/** Spec §9: the fixed bottom ad bar is 60 px high; the page keeps that much room free below. */
export const BOTTOM_AD_HEIGHT_PX = 60;

/** The shared layout: sticky header, navigation, page transitions and the bottom ad bar. */
export function AppLayout() {
  const location = useLocation();
  const { user } = useAuth();
  // The page the app opened on is there at once (often already drawn by the server's HTML); only the
  // pages navigated to after it slide in.
  const [firstKey] = useState(location.key);
  return (
    <>
      <div className="flex min-h-dvh flex-col" style={{ paddingBottom: BOTTOM_AD_HEIGHT_PX }}>
        <Header />
        {/* Each page fades and slides in (spec §2): a CSS animation restarted per path (see styles.css). */}
        <main
          key={location.pathname}
          id="main"
          className={cn(location.key !== firstKey && 'page-enter', 'mx-auto w-full max-w-6xl flex-1 px-4 py-6')}
        >
          <SignInGateProvider>
            {/* A page's chunk that is not here yet (first visit, or the auth state just decided which
                page to show) waits in the page area: header, footer and the ad bar stay. */}
            <Suspense
              fallback={
                <div className="flex justify-center py-10">
                  <Spinner />
                </div>
              }
            >
              <Outlet />
              <PageShown />
            </Suspense>
          </SignInGateProvider>
        </main>
        {user ? <SiteFooter /> : null}
      </div>
      <BottomAd />
      {/* Chat windows on every page for signed-in users; going signed out clears every chat. */}
      <ChatDock userId={user?.id ?? null} />
    </>
  );
}

/**
 * Marks the first page as usable: once its content is the app's (hydrated from the server's HTML, or
 * drawn), the shield `public/boot.js` put over the HTML until then goes, and `<html data-app>` says so.
 */
function PageShown() {
  useEffect(() => {
    document.getElementById(BOOT_SHIELD_ID)?.remove();
    document.documentElement.dataset['app'] = 'ready';
  }, []);
  return null;
}

/** Covers a server-rendered page until the app runs it (public/boot.js), so a tap is not lost on dead HTML. */
export const BOOT_SHIELD_ID = 'jobportal-boot-shield';

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
  // Mounted from the first time it opens (and kept, for its closing animation); fetched on the intent to open it.
  const [menuWanted, setMenuWanted] = useState(false);
  // The admin link is the member's own: not in the server's HTML, which all members share (decision 019).
  const showOwn = usePersonalParts();
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || (isAdmin && showOwn));
  const showBack = user !== null && location.pathname !== '/dashboard';

  async function logout() {
    setMenuOpen(false);
    if (await signOut()) navigate('/', { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
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
            <nav
              aria-label={t('nav.mainNavigation')}
              // At 1280 px an admin's items only just fit: with a wider fallback font the strip scrolls, never the page.
              className="hidden min-w-0 flex-1 items-center gap-0.5 overflow-x-auto py-1 [scrollbar-width:thin] xl:flex"
            >
              {items.map((item) => (
                <NavItemLink key={item.to} item={item} className="rounded-md px-1.5 py-2 text-sm whitespace-nowrap" />
              ))}
            </nav>
            <div className="ml-auto flex items-center gap-1">
              <NotificationBell signedIn />
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
                {...loadOnIntent(loadMobileMenu)}
                onClick={() => {
                  setMenuWanted(true);
                  setMenuOpen(true);
                }}
              >
                <Menu className="size-6" />
              </Button>
            </div>
            {menuWanted ? (
              <Suspense fallback={null}>
                <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} items={items} onLogout={logout} />
              </Suspense>
            ) : null}
          </>
        ) : (
          // Signed out: the language switch is right there, before anyone signs up; on a page readable
          // without an account (PUBLIC_CONTENT=true), "Sign in" too, which comes back here.
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitch />
            {location.pathname !== '/' ? (
              <Button size="sm" className="min-h-11" asChild>
                <Link to="/" state={returnStateFor(location)}>
                  {t('signInPrompt.button')}
                </Link>
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </header>
  );
}

export function NavItemLink({ item, className, onClick }: { item: NavItem; className?: string; onClick?: () => void }) {
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
