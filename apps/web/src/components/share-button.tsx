import { Copy, MessageCircle, Send, Share2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button, buttonVariants } from './ui/button.tsx';
import { toast } from './ui/toast-store.ts';

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
const TAP = 'min-h-11 min-w-11';

/**
 * "Share" opens a row: WhatsApp, Telegram, copy link, and the phone's own share sheet where the browser
 * has one (Web Share API).
 */
export function ShareButton({ title, path, className }: ShareButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const linkClass = cn(buttonVariants({ variant: 'outline', size: 'sm' }), TAP);
  // Worked out once opened: the closed button is also rendered on the server (entry-server.tsx).
  const url = open ? shareUrl(path) : '';
  const targets = shareTargets(title, url);
  const canShareNatively = open && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copied') });
    } catch {
      toast({ title: t('share.copyFailed'), description: url });
    }
  }

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
        <div id={panelId} role="group" aria-label={t('share.groupLabel')} className="flex flex-wrap gap-2">
          <a className={linkClass} href={targets.whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t('share.whatsapp')}
          </a>
          <a className={linkClass} href={targets.telegram} target="_blank" rel="noopener noreferrer">
            <Send aria-hidden="true" />
            {t('share.telegram')}
          </a>
          <Button variant="outline" size="sm" className={TAP} onClick={() => void copy()}>
            <Copy />
            {t('share.copy')}
          </Button>
          {canShareNatively ? (
            <Button
              variant="outline"
              size="sm"
              className={TAP}
              onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
            >
              <Share2 />
              {t('share.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
