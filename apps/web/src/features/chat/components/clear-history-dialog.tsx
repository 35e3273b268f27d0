import '../chat-strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useActiveEngine } from '../engine/active-engine.ts';
import type { ChatFriend } from '../model/chat-state.ts';

/** Spec §5, §8: confirm, then delete for me or for everyone. */
export function ClearHistoryDialog({
  friend,
  open,
  onOpenChange,
}: {
  friend: ChatFriend;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const [busy, setBusy] = useState(false);

  async function clear(forBoth: boolean) {
    if (!engine) return;
    setBusy(true);
    const done = await engine.clear(friend.id, forBoth);
    setBusy(false);
    if (done) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="chat-clear-dialog" closeLabel={t('clearDialog.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('clearDialog.title')}</DialogTitle>
          <DialogDescription>{t('clearDialog.description', { name: friend.name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('clearDialog.cancel')}</Button>
          </DialogClose>
          <Button variant="secondary" disabled={busy} data-testid="chat-clear-for-me" onClick={() => void clear(false)}>
            {t('clearDialog.deleteForMe')}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            data-testid="chat-clear-for-everyone"
            onClick={() => void clear(true)}
          >
            {t('clearDialog.deleteForEveryone')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
