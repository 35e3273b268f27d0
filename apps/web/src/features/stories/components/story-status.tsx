import '../../../locales/en-people-register.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryCard } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';

/** "Pending review", "Published" or "Rejected: {reason}". */
export function StoryStatusBadge({
  story,
  className,
}: {
  story: Pick<StoryCard, 'status' | 'rejectionReason'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const text =
    story.status === 'rejected'
      ? story.rejectionReason
        ? t('stories.status.rejected', { reason: story.rejectionReason })
        : t('stories.status.rejectedNoReason')
      : t(`stories.status.${story.status}`);
  return (
    <span
      data-testid="story-status"
      className={cn(
        'inline-block rounded px-1.5 py-0.5 text-xs font-semibold',
        story.status === 'published' && 'bg-green-100 text-green-800',
        story.status === 'pending' && 'bg-amber-100 text-amber-900',
        story.status === 'rejected' && 'bg-red-100 text-red-800',
        className,
      )}
    >
      {text}
    </span>
  );
}
