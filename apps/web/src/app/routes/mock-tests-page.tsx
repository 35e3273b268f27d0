import { useTranslation } from '../../lib/use-translation.ts';
import { useParams } from 'react-router';
import { TestCatalogue, TestHistory, TestInstructions } from '../../features/mock-tests/index.ts';
import { PageHead } from '../layout/page-head.tsx';
import { registerNamespace } from '../../lib/i18n.ts';
import { enMockTests } from '../../locales/en-mock-tests.ts';

registerNamespace('mockTests', enMockTests);

/** `/tests`: the mock-test catalogue (lazily loaded with the other mock-test pages). */
export function MockTestsPage() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('mockTests');
  return (
    <>
      <PageHead
        title={t('pages.tests.title')}
        description={tm('catalogue.description')}
        keywords={tm('catalogue.keywords')}
      />
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.tests.title')}</h1>
      <p className="mt-1 mb-4 text-slate-600">{tm('catalogue.description')}</p>
      <TestCatalogue />
    </>
  );
}

/** `/tests/:slug`: a test's instructions, language choice and start. */
export function MockTestInstructionsPage() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('mockTests');
  const { slug = '' } = useParams();
  return (
    <>
      <PageHead
        title={`${tm('instructions.heading')} | ${t('pages.tests.title')}`}
        description={tm('catalogue.description')}
      />
      <TestInstructions key={slug} slug={slug} />
    </>
  );
}

/** `/tests/history`: my attempts with score trends. */
export function MockTestHistoryPage() {
  const { t } = useTranslation('mockTests');
  return (
    <>
      <PageHead title={t('history.title')} description={t('history.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('history.title')}</h1>
      <p className="mt-1 mb-4 text-slate-600">{t('history.description')}</p>
      <TestHistory />
    </>
  );
}
