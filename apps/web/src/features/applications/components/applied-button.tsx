import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { JobDetail } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { lazyWithStrings } from '../../../lib/lazy-with-strings.ts';
import { loadOnIntent, usePersonalParts } from '../../../lib/page-lifecycle.ts';
import { useSignInGate } from '../../../lib/sign-in-gate.ts';
import { useApplication } from '../api/application.ts';

// The form (its strings, checks and a Radix dialog) is its own chunk, fetched when the member goes to
// press the button: the job page's first load carries only this button (docs/decisions/017).
const loadDialog = () => import('./application-dialog.tsx');
const ApplicationDialog = lazyWithStrings(() =>
  loadDialog().then(({ ApplicationDialog }) => ({ default: ApplicationDialog })),
);

/**
 * "I applied" on a job page (decision 023), or "Applied on <date>" once recorded; either opens the form
 * (with edit and remove once recorded). Members only: the record is theirs.
 */
export function AppliedButton({ job }: { job: Pick<JobDetail, 'id' | 'applicationStart' | 'details'> }) {
  const { t } = useTranslation();
  const { signedIn } = useSignInGate();
  // The member's own: not in the server's HTML, which all members share (decision 019).
  const showOwn = usePersonalParts();
  const record = useApplication(job.id, signedIn);
  const [open, setOpen] = useState(false);
  // Mounted from the first time it opens (and kept, for its closing animation).
  const [wanted, setWanted] = useState(false);
  if (!signedIn) return null;
  const application = showOwn ? record.data?.application : undefined;
  return (
    <>
      <Button
        variant={application ? 'secondary' : 'outline'}
        size="sm"
        data-testid="applied-button"
        disabled={!record.isSuccess}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        {...loadOnIntent(loadDialog)}
      >
        {application ? t('applied.on', { date: formatDate(application.appliedOn) }) : t('applied.button')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ApplicationDialog
            key={application?.updatedAt ?? 'new'}
            job={job}
            application={application}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
