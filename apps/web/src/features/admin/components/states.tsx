import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../utils/errors.ts';

/** A centred spinner while a list or item loads. */
export function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex justify-center py-10">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** A failed load: the server's message and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert variant="destructive" className="my-4">
      <AlertTitle>{t('common.loadFailed')}</AlertTitle>
      <AlertDescription>
        <p>{errorText(error, t)}</p>
        <div>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** Nothing to show (yet), with an optional next step. */
export function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div
      data-testid="admin-empty"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
    >
      <Inbox className="size-8 text-slate-400" aria-hidden="true" />
      <p className="max-w-md">{text}</p>
      {children}
    </div>
  );
}
