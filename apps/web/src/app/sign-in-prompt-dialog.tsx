import { useTranslation } from '../lib/use-translation.ts';
import { Button } from '../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';

/** "Sign in to …": the prompt of a personal feature on a page read without an account. */
export function SignInPromptDialog({
  open,
  reason,
  onCancel,
  onSignIn,
}: {
  open: boolean;
  reason: string | undefined;
  onCancel: () => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('signInPrompt.title')}</DialogTitle>
          <DialogDescription>{reason}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="min-h-11" onClick={onCancel}>
            {t('signInPrompt.cancel')}
          </Button>
          <Button className="min-h-11" onClick={onSignIn}>
            {t('signInPrompt.button')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
