import type { DomainEvents } from '../../lib/domain-events.ts';
import type { AlertsRepository } from './alerts.repository.ts';

/**
 * Notifications as a side effect of domain events (friend requests, story moderation, a re-scored
 * answer key): a row in the
 * user's notification centre, then `notifications.created`, which the broadcaster sends to their sockets.
 */
export function startNotificationListeners(
  events: DomainEvents,
  alerts: AlertsRepository,
  onError: (error: unknown) => void,
  /** With a job queue: score changes go out by mail and push too (alert-fanout.service.ts). */
  deliverScoreChanges?: (rows: Parameters<AlertsRepository['createScoreChanges']>[1]) => Promise<unknown>,
): () => void {
  const notify = async (values: Parameters<AlertsRepository['notify']>[0]) => {
    try {
      if (await alerts.notify(values)) events.emit('notifications.created', { userIds: [values.userId] });
    } catch (error) {
      onError(error);
    }
  };
  const stops = [
    events.on('friend.requested', async ({ fromUserId, toUserId }) =>
      notify({
        userId: toUserId,
        kind: 'friend_request',
        // One per request: a request sent again after a decline is a new item.
        itemKey: `friend:${fromUserId}:${Date.now()}`,
        title: await alerts.nameOf(fromUserId),
        url: '/friends',
      }),
    ),
    events.on('friend.accepted', async ({ byUserId, requesterId }) =>
      notify({
        userId: requesterId,
        kind: 'friend_accepted',
        itemKey: `friend-accepted:${byUserId}`,
        title: await alerts.nameOf(byUserId),
        url: `/profile/${byUserId}`,
      }),
    ),
    events.on('story.moderated', ({ storyId, authorId, slug, title, outcome }) =>
      notify({
        userId: authorId,
        kind: outcome === 'published' ? 'story_published' : 'story_rejected',
        itemKey: `story:${storyId}:${outcome}:${Date.now()}`,
        title,
        url: outcome === 'published' ? `/stories/${slug}` : '/submit-story',
      }),
    ),
    events.on('answer-key.rescored', async ({ noticeId, version, title, dropped, changes }) => {
      try {
        const rows = changes.map(({ userId, from, to }) => ({
          userId,
          // One per member and key version: a key changed twice tells them twice.
          itemKey: `answer-key:${noticeId}:${version}`,
          title,
          url: `/answer-key/${noticeId}/check`,
          data: { from, to, dropped },
        }));
        if (deliverScoreChanges) {
          await deliverScoreChanges(rows);
          return;
        }
        const told = await alerts.notifyMany(rows.map((row) => ({ ...row, kind: 'score_changed' as const })));
        if (told.length > 0) events.emit('notifications.created', { userIds: told });
      } catch (error) {
        onError(error);
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
