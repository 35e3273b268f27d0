import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { FormField } from '../../../../components/form/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/** `YYYY-MM-DDTHH:mm` in the browser's time, as `<input type="datetime-local">` holds it. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Pick when to publish; the server refuses a time in the past with its own message. */
export function ScheduleDialog({
  open,
  onOpenChange,
  current,
  pending,
  error,
  onSchedule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The time already scheduled (ISO), if any. */
  current: string;
  pending: boolean;
  error: string | null;
  onSchedule: (publishAt: string) => void;
}) {
  const { t } = useTranslation('admin');
  // "Now" as of opening the dialog; the server checks again when it is sent.
  const [now] = useState(() => Date.now());
  const [value, setValue] = useState(() => {
    if (current) return toLocalInput(new Date(current));
    const tomorrow = new Date(now + 24 * 3600_000);
    tomorrow.setHours(9, 0, 0, 0);
    return toLocalInput(tomorrow);
  });
  const when = value ? new Date(value) : null;
  const valid = when !== null && !Number.isNaN(when.getTime());
  const inPast = valid && when.getTime() <= now;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('editor.scheduleDialog.title')}
      description={t('editor.scheduleDialog.description')}
      confirmLabel={t('editor.scheduleDialog.confirm')}
      pending={pending}
      canConfirm={valid && !inPast}
      error={error}
      onConfirm={() => valid && onSchedule(when.toISOString())}
    >
      <FormField
        id="schedule-at"
        label={t('editor.scheduleDialog.when')}
        hint={t('editor.scheduleDialog.hint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        error={inPast ? t('editor.scheduleDialog.past') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            min={toLocalInput(new Date(now))}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
