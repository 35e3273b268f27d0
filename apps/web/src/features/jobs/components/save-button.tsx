import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobCard } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSavedJobs, useToggleSaved } from '../api/saved-jobs.ts';

/** Save / Saved toggle for a recruitment, on cards and the detail page. */
export function SaveButton({ job, size = 'sm' }: { job: JobCard; size?: 'sm' | 'default' }) {
  const { t } = useTranslation();
  const saved = useSavedJobs();
  const toggle = useToggleSaved();
  const isSaved = saved.data?.items.some((item) => item.id === job.id) ?? false;
  return (
    <Button
      variant={isSaved ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={isSaved}
      onClick={() =>
        toggle.mutate(
          { job, save: !isSaved },
          {
            onError: (error) =>
              toast({ title: t('savedJobs.failed'), description: error.message, variant: 'destructive' }),
          },
        )
      }
    >
      {isSaved ? <BookmarkCheck /> : <Bookmark />}
      {isSaved ? t('savedJobs.saved') : t('savedJobs.save')}
    </Button>
  );
}
