import { LogOut } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../components/ui/sheet.tsx';
import { LanguageSwitch } from '../../features/auth/components/language-switch.tsx';
import { NavItemLink } from './app-layout.tsx';
import { MOBILE_EXTRA_ITEMS, MOBILE_MEMBER_ITEMS, MOBILE_PEOPLE_ITEMS, type NavItem } from './nav-items.ts';

/** The navigation sheet of phones and tablets (below `xl`): the header's menu button opens it. */
export function MobileMenu({
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
          {[...MOBILE_EXTRA_ITEMS, ...MOBILE_MEMBER_ITEMS, ...MOBILE_PEOPLE_ITEMS].map((item) => (
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
