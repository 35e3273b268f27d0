import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button.tsx';
import { toast } from './ui/toast-store.ts';

export type ShareButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** What the share sheet shows as the title. */
  title: string;
  label: string;
  /** Toast title after copying the link where the Web Share API is missing. */
  copiedLabel: string;
  /** Defaults to the current page. */
  url?: string;
};

/** Shares a page with the Web Share API (Android's share sheet), or copies its link where that is missing. */
export function ShareButton({
  title,
  label,
  copiedLabel,
  url,
  variant = 'outline',
  size = 'sm',
  ...props
}: ShareButtonProps) {
  async function share() {
    const href = url ?? window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url: href }).catch(() => undefined);
    } else {
      await navigator.clipboard?.writeText(href);
      toast({ title: copiedLabel });
    }
  }
  return (
    <Button variant={variant} size={size} onClick={() => void share()} {...props}>
      <Share2 />
      {label}
    </Button>
  );
}
