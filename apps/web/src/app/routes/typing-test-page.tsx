import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { useBlocker } from '../../lib/navigation/use-blocker.tsx';
import { DiscardTestDialog, TypingTest } from '../../features/typing/index.ts';
import { PageHead } from '../layout/page-head.tsx';
import { registerNamespace } from '../../lib/i18n.ts';
import { enTyping } from '../../locales/en-typing.ts';

registerNamespace('typing', enTyping);

const resultPath = (id: string) => `/typing_test?attempt=${encodeURIComponent(id)}`;

/**
 * `/typing_test` (lazily loaded: its code is its own chunk). A result lives at `?attempt=<id>`, so it
 * survives a reload and can be opened from the history. Leaving for another page of the app while a
 * test runs asks first (closing the tab or reloading: the runner's `beforeunload`).
 */
export function TypingTestPage() {
  const { t } = useTranslation('typing');
  const [params, setParams] = useSearchParams();
  const attemptId = params.get('attempt');
  const [running, setRunning] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => running && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [attemptId]);

  return (
    <>
      <PageHead title={t('page.title')} description={t('page.description')} keywords={t('page.keywords')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <p className="mt-1 mb-4 text-slate-600">{t('page.description')}</p>
      <TypingTest
        attemptId={attemptId}
        resultPath={resultPath}
        onAttempt={(id) => setParams(id ? { attempt: id } : {})}
        onRunningChange={setRunning}
      />
      <DiscardTestDialog
        open={blocker.state === 'blocked'}
        onKeep={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </>
  );
}
