import { Share2, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

export type ShareButtonProps = {
  /** What the shared message and the share sheet show as the title. */
  title: string;
  /** Path of the page to share (`/jobs/ssc-cgl-2026`); defaults to the current path. Never a query. */
  path?: string;
  className?: string;
};

/**
 * The link a share carries: this site's origin and the page's path only, so no query (filters, tracking,
 * a `next`), hash or anything personal travels with it.
 */
export function shareUrl(path: string = window.location.pathname): string {
  return `${window.location.origin}${path.split(/[?#]/)[0]}`;
}

/** WhatsApp's and Telegram's share links (they open the app on a phone, the web app elsewhere). */
export function shareTargets(title: string, url: string) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  };
}

// Tap targets of at least 44 px (WCAG 2.5.5), whatever the button size.
export const TAP = 'min-h-11 min-w-11';

// The row of share targets: fetched when opened, not with every page that has the button.
const SharePanel = lazy(() => import('./share-panel.tsx').then(({ SharePanel }) => ({ default: SharePanel })));

/**
 * "Share" opens a row: WhatsApp, Telegram, copy link, and the phone's own share sheet where the browser
 * has one (Web Share API).
 */
export function ShareButton({ title, path, className }: ShareButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button
        variant="outline"
        size="sm"
        className={TAP}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X /> : <Share2 />}
        {t('share.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          {/* Worked out once opened: the closed button is also rendered on the server (entry-server.tsx). */}
          <SharePanel id={panelId} title={title} url={shareUrl(path)} />
        </Suspense>
      ) : null}
    </div>
  );
}
