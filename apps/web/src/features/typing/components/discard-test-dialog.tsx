import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

export type DiscardTestDialogProps = {
  open: boolean;
  /** Throw the running test away. */
  onDiscard: () => void;
  /** Keep the test (the dialog closed, Escape, or "Keep typing"). */
  onKeep: () => void;
  /** Where the focus goes when the dialog closes; by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Asks before a running typing test is thrown away ("Change settings", or leaving the page in the app). */
export function DiscardTestDialog({ open, onDiscard, onKeep, onCloseAutoFocus }: DiscardTestDialogProps) {
  const { t } = useTranslation('typing');
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onKeep())}>
      <DialogContent closeLabel={t('runner.keepTyping')} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('runner.discardTitle')}</DialogTitle>
          <DialogDescription>{t('runner.discardText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" onClick={onKeep}>
            {t('runner.keepTyping')}
          </Button>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            {t('runner.discardConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
