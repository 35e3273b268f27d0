import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Sheet, SheetContent, SheetTitle } from '../ui/sheet.tsx';

/** A list's filters on a phone, in a sheet: its own chunk, fetched when the member goes to open it (filter-bar.tsx). */
export function FiltersSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-80 max-w-full" closeLabel={t('list.closeFilters')} aria-describedby={undefined}>
        <SheetTitle className="px-4 pt-4 pb-2 text-lg font-bold text-slate-900">{t('list.filters')}</SheetTitle>
        <div className="grid gap-3 px-4 pb-6">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
