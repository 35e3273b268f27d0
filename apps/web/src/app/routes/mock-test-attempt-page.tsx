import { useTranslation } from '../../lib/use-translation.ts';
import { useParams } from 'react-router';
import { TestPlayer, TestResult } from '../../features/mock-tests/player.ts';
import { PageHead } from '../layout/page-head.tsx';
import { registerNamespace } from '../../lib/i18n.ts';
import { enMockTests } from '../../locales/en-mock-tests.ts';

registerNamespace('mockTests', enMockTests);

/** `/tests/attempts/:id`: the CBT player (its own chunk, loaded only when a test is taken). */
export function MockTestAttemptPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <>
      <PageHead title={t('pages.tests.title')} description={t('pages.tests.description')} />
      <TestPlayer key={id} attemptId={id} />
    </>
  );
}

/** `/tests/attempts/:id/result`: the result and review of a submitted attempt. */
export function MockTestResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <>
      <PageHead title={t('pages.tests.title')} description={t('pages.tests.description')} />
      <TestResult key={id} attemptId={id} />
    </>
  );
}
