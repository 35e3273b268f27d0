import { useTranslation } from '../../lib/use-translation.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { dismissToast, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-store.ts';
import { useToastPlacement, useToasts } from './use-toast.ts';

export type ToasterProps = {
  /** Accessible name of the notification region; `{hotkey}` becomes "F8". */
  label?: string;
  /** What a screen reader calls each toast as it announces it. */
  toastLabel?: string;
  /** Screen-reader text of each toast's × button. */
  closeLabel?: string;
};

/**
 * Renders the toast store. Mount once, near the root of the app. The screen-reader texts are the
 * interface language's unless given (Radix's own defaults are English).
 */
export function Toaster({ label, toastLabel, closeLabel }: ToasterProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const placement = useToastPlacement();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={toastLabel ?? t('common.notification')}
    >
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          // The store keeps a dismissed toast for a moment with open=false so the exit transition can play.
          forceMount
          open={open}
          onOpenChange={(nextOpen) => {
            if (!nextOpen) dismissToast(id);
          }}
          duration={duration}
          variant={variant}
        >
          <div className="grid min-w-0 gap-0.5">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction
              altText={action.label}
              onClick={() => {
                action.onClick();
                dismissToast(id);
              }}
            >
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose label={closeLabel ?? t('common.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={[TOAST_HOTKEY]} label={label ?? t('common.notifications')} placement={placement} />
    </ToastProvider>
  );
}
