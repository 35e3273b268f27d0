/** A member's channel switches, as stored in `alert_preferences` (null: no row, the defaults). */
export type ChannelPreferences = {
  email_mode: string | null;
  push: boolean | null;
  remind_by_email: boolean | null;
  remind_by_push: boolean | null;
  applied_by_email: boolean | null;
  applied_by_push: boolean | null;
};

/** Why a member has a notification: a reminder, or an alert they subscribed to and/or got as an applicant. */
export type NotificationReason = { kind: 'reminder' } | { kind: 'alert'; subscribed: boolean; applied: boolean };

/**
 * Whether a member wants a notification over a channel right away: the one rule, used when a fan-out
 * queues deliveries and again when each delivery runs (preferences may have changed in between).
 * Reminders follow their own switches (off by default). An alert they subscribed to goes by mail in
 * "instant" mode and by push when push is on; an alert about a recruitment they applied to goes out
 * unless they turned applied-job mail or push off (on by default, also without a preference row).
 */
export function wantsChannel(
  channel: 'email' | 'push',
  preferences: ChannelPreferences,
  reason: NotificationReason,
): boolean {
  if (reason.kind === 'reminder') {
    return Boolean(channel === 'email' ? preferences.remind_by_email : preferences.remind_by_push);
  }
  const bySubscription =
    reason.subscribed && (channel === 'email' ? preferences.email_mode === 'instant' : Boolean(preferences.push));
  const byApplied =
    reason.applied && ((channel === 'email' ? preferences.applied_by_email : preferences.applied_by_push) ?? true);
  return bySubscription || byApplied;
}
