import { useTranslation } from '../../lib/use-translation.ts';
import { AlertsForm } from '../../features/alerts/index.ts';
import { PageHead } from '../layout/page-head.tsx';

/** `/alerts`: job alerts and deadline reminders (signed in). */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  return (
    <>
      <PageHead title={t('page.title')} description={t('page.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t('page.description')}</p>
      <AlertsForm />
    </>
  );
}
