import { useState } from 'react';
import type { TypingAttemptStarted } from '@jobportal/shared';
import { TypingHistory } from './typing-history.tsx';
import { TypingResultView } from './typing-result.tsx';
import { TypingRunner } from './typing-runner.tsx';
import { TypingSetup } from './typing-setup.tsx';

export type TypingTestProps = {
  /** The result to show (from the URL), or null for the settings. */
  attemptId: string | null;
  /** Show a result (after a submission or from the history), or go back to the settings with null. */
  onAttempt: (id: string | null) => void;
  resultPath: (id: string) => string;
  /** Whether a test is running (typing begun, not submitted), for the page to guard leaving it. */
  onRunningChange?: (running: boolean) => void;
};

/** The whole typing test: settings and history, then one attempt, then its result. */
export function TypingTest({ attemptId, onAttempt, resultPath, onRunningChange }: TypingTestProps) {
  const [started, setStarted] = useState<TypingAttemptStarted | null>(null);

  if (attemptId) {
    return (
      <div className="grid gap-6">
        <TypingResultView key={attemptId} id={attemptId} onNewTest={() => onAttempt(null)} />
        <TypingHistory resultPath={resultPath} />
      </div>
    );
  }
  if (started) {
    return (
      <TypingRunner
        key={started.attempt.id}
        started={started}
        onSubmitted={(id) => {
          setStarted(null);
          onAttempt(id);
        }}
        onCancel={() => setStarted(null)}
        onRunningChange={onRunningChange}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <TypingSetup onStarted={setStarted} />
      <TypingHistory resultPath={resultPath} />
    </div>
  );
}
