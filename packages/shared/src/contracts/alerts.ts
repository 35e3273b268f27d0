import { z } from 'zod';
import { QUALIFICATION_SLUGS, SECTOR_SLUGS, STATE_SLUGS } from '../domain/categories.ts';

/** Notice types a user can be alerted about; `job` is a newly published recruitment. */
export const ALERT_NOTICE_TYPES = ['job', 'result', 'admit_card', 'answer_key'] as const;
export type AlertNoticeType = (typeof ALERT_NOTICE_TYPES)[number];

/** Notices of a recruitment its applicants are told about, whatever their alert filters. */
export const APPLIED_NOTICE_TYPES = ['admit_card', 'answer_key', 'result', 'exam_date'] as const;
export type AppliedNoticeType = (typeof APPLIED_NOTICE_TYPES)[number];

/** Every type an alert can be about: what members subscribe to and what applicants are told. */
export const ANNOUNCED_NOTICE_TYPES: ReadonlyArray<AlertNoticeType | AppliedNoticeType> = [
  ...new Set([...ALERT_NOTICE_TYPES, ...APPLIED_NOTICE_TYPES]),
];

export const EMAIL_MODES = ['off', 'instant', 'daily', 'weekly'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/**
 * A user's alert preferences. An empty list of sectors, states or qualifications means "any".
 * `eligibleOnly`: the fan-out sends a job only to a subscriber whose profile is eligible for it (the
 * rules of `GET /api/jobs?eligible=1`).
 */
export const alertPreferences = z.object({
  sectors: z.array(z.enum(SECTOR_SLUGS)).max(SECTOR_SLUGS.length),
  states: z.array(z.enum(STATE_SLUGS)).max(STATE_SLUGS.length),
  qualifications: z.array(z.enum(QUALIFICATION_SLUGS)).max(QUALIFICATION_SLUGS.length),
  noticeTypes: z.array(z.enum(ALERT_NOTICE_TYPES)).max(ALERT_NOTICE_TYPES.length),
  eligibleOnly: z.boolean(),
  emailMode: z.enum(EMAIL_MODES),
  push: z.boolean(),
  /** Deadline reminders for saved jobs (3 days and 1 day before): by email, by push. */
  remindByEmail: z.boolean(),
  remindByPush: z.boolean(),
  /**
   * Notices (admit card, answer key, result, exam date) of recruitments the user recorded as applied:
   * by email, by push. On unless turned off; the bell always has them.
   */
  appliedByEmail: z.boolean().default(true),
  appliedByPush: z.boolean().default(true),
});
export type AlertPreferences = z.infer<typeof alertPreferences>;

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  sectors: [],
  states: [],
  qualifications: [],
  noticeTypes: [],
  eligibleOnly: false,
  emailMode: 'off',
  push: false,
  remindByEmail: false,
  remindByPush: false,
  appliedByEmail: true,
  appliedByPush: true,
};

export const NOTIFICATION_KINDS = [
  'alert',
  'reminder',
  'friend_request',
  'friend_accepted',
  'story_published',
  'story_rejected',
  'score_changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  /**
   * What the UI words it with: `noticeType` (alerts), `dateKind`, `daysLeft`, `date` (reminders), and the
   * names of {@link alertItemNames}.
   */
  data: z.record(z.string(), z.union([z.string(), z.number()])),
  /** A path on this site. */
  url: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notification>;

/**
 * The names an alert or reminder carries in its `data`, besides its `title` (the item's own English
 * title): `titleHi`, that title in Hindi; and for a notice of a recruitment, `recruitment` and
 * `recruitmentHi`, the recruitment's titles, since a notice's own title ("Call letter for the
 * preliminary examination") seldom says which job it is about. Each is left out when there is none;
 * one that is not a non-empty string reads as absent.
 */
export const alertNames = z.object({
  titleHi: z.string().min(1).optional().catch(undefined),
  recruitment: z.string().min(1).optional().catch(undefined),
  recruitmentHi: z.string().min(1).optional().catch(undefined),
});

/**
 * What an alert is called in a reader's language: the item's title, and the recruitment it belongs to
 * (null for a new job, which is the recruitment itself, a standalone notice, or an item stored without
 * the names). Hindi where the item has it, else English (as content shows everywhere).
 * A title that already names its recruitment, in either language, does not get it named twice.
 */
export function alertItemNames(
  item: { title: string; data: Record<string, unknown> },
  language: 'en' | 'hi',
): { title: string; recruitment: string | null } {
  const names = alertNames.parse(item.data);
  const title = (language === 'hi' && names.titleHi) || item.title;
  if (!names.recruitment) return { title, recruitment: null };
  const recruitment = (language === 'hi' && names.recruitmentHi) || names.recruitment;
  const named = [names.recruitment, names.recruitmentHi].some(
    (name) => name && title.toLocaleLowerCase().includes(name.toLocaleLowerCase()),
  );
  return { title, recruitment: named ? null : recruitment };
}

export const notificationList = z.object({
  items: z.array(notification),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** Mark some notifications read, or all of them when `ids` is absent. */
export const markNotificationsRead = z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() });

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .url()
    .max(2000)
    .refine((value) => value.startsWith('https://'), 'must be an https URL'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushPublicKey = z.object({ publicKey: z.string() });

/** What the service worker receives in a push message. */
export const pushPayload = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayload>;
