import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** A centred spinner while a list (or one item) loads. */
export function ListLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-6">
      <Spinner label={label ?? t('list.loading')} />
    </div>
  );
}

/** A failed load: what failed, optionally why, and "Try again" when the caller can retry. */
export function ListError({ title, detail, onRetry }: { title: string; detail?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" data-testid="list-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {detail ? <p>{detail}</p> : null}
        {onRetry ? (
          <div className="mt-1">
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          </div>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

/** Nothing to show (yet): the reason, and optionally a next step (clear the filters, create one…). */
export function ListEmpty({
  text,
  children,
  className,
}: {
  text: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-testid="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600',
        className,
      )}
    >
      <Inbox className="size-8 text-slate-400" aria-hidden="true" />
      <p className="max-w-md">{text}</p>
      {children}
    </div>
  );
}
