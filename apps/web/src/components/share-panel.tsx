import { Copy, MessageCircle, Send, Share2 } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { cn } from '../lib/cn.ts';
import { shareTargets, TAP } from './share-button.tsx';
import { Button, buttonVariants } from './ui/button.tsx';
import { toast } from './ui/toast-store.ts';

/** The open share row of `ShareButton`: WhatsApp, Telegram, copy link, and the phone's share sheet. */
export function SharePanel({ id, title, url }: { id: string; title: string; url: string }) {
  const { t } = useTranslation();
  const linkClass = cn(buttonVariants({ variant: 'outline', size: 'sm' }), TAP);
  const targets = shareTargets(title, url);
  const canShareNatively = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copied') });
    } catch {
      toast({ title: t('share.copyFailed'), description: url });
    }
  }

  return (
    <div id={id} role="group" aria-label={t('share.groupLabel')} className="flex flex-wrap gap-2">
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
  );
}
