import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { JobCard } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSignInGate } from '../../../lib/sign-in-gate.ts';
import { useSavedJobs, useToggleSaved } from '../api/saved-jobs.ts';
import { usePersonalParts } from '../../../lib/page-lifecycle.ts';

/**
 * A signed-out visitor's "Save" on a public page (`PUBLIC_CONTENT=true`), kept in this tab across the
 * sign-in: back on the job, the save is made. Only a recruitment id, never anything personal.
 */
const PENDING_SAVE_KEY = 'jobportal:pending-save';

const pendingSave = {
  get: () => sessionStorage.getItem(PENDING_SAVE_KEY),
  set: (jobId: string) => sessionStorage.setItem(PENDING_SAVE_KEY, jobId),
  clear: () => sessionStorage.removeItem(PENDING_SAVE_KEY),
};

/** Save / Saved toggle for a recruitment, on cards and the detail page. */
export function SaveButton({ job, size = 'sm' }: { job: JobCard; size?: 'sm' | 'default' }) {
  const { t } = useTranslation();
  const gate = useSignInGate();
  const saved = useSavedJobs({ enabled: gate.signedIn });
  const toggle = useToggleSaved();
  // Whether it is saved is the member's own: not in the server's HTML, which all members share (decision 019).
  const showOwn = usePersonalParts();
  const isSaved = (showOwn && saved.data?.items.some((item) => item.id === job.id)) ?? false;
  const failed = (error: Error) =>
    toast({ title: t('savedJobs.failed'), description: error.message, variant: 'destructive' });

  // Signed in after asking to save this job: save it now.
  const { mutate } = toggle;
  const listed = saved.isSuccess;
  useEffect(() => {
    if (!gate.signedIn || !listed || pendingSave.get() !== job.id) return;
    pendingSave.clear();
    if (!isSaved) mutate({ job, save: true }, { onError: failed });
    // `failed` and `job` change identity each render; the save is wanted once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate.signedIn, listed, isSaved, job.id, mutate]);

  function onClick() {
    if (!gate.signedIn) {
      pendingSave.set(job.id);
      gate.ask(t('signInPrompt.saveJob'), pendingSave.clear);
      return;
    }
    toggle.mutate({ job, save: !isSaved }, { onError: failed });
  }

  return (
    <Button variant={isSaved ? 'secondary' : 'outline'} size={size} aria-pressed={isSaved} onClick={onClick}>
      {isSaved ? <BookmarkCheck /> : <Bookmark />}
      {isSaved ? t('savedJobs.saved') : t('savedJobs.save')}
    </Button>
  );
}
