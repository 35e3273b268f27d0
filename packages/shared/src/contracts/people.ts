import { z } from 'zod';
import { QUALIFICATION_SLUGS, STATE_SLUGS } from '../domain/categories.ts';
import { TARGET_EXAM_SLUGS } from '../domain/target-exams.ts';

// ── Profiles.

/** Who may see a profile field. */
export const FIELD_VISIBILITIES = ['everyone', 'friends', 'only_me'] as const;
export const fieldVisibility = z.enum(FIELD_VISIBILITIES);
export type FieldVisibility = z.infer<typeof fieldVisibility>;

/** Profile fields whose owner chooses who sees them. Name and avatar are always visible. */
export const VISIBLE_PROFILE_FIELDS = ['bio', 'state', 'qualification', 'targetExams', 'preferredLanguage'] as const;
export type VisibleProfileField = (typeof VISIBLE_PROFILE_FIELDS)[number];

export const profileVisibility = z.object({
  bio: fieldVisibility,
  state: fieldVisibility,
  qualification: fieldVisibility,
  targetExams: fieldVisibility,
  preferredLanguage: fieldVisibility,
});
export type ProfileVisibility = z.infer<typeof profileVisibility>;
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = {
  bio: 'everyone',
  state: 'everyone',
  qualification: 'everyone',
  targetExams: 'everyone',
  preferredLanguage: 'friends',
};

export const PROFILE_CATEGORIES = ['general', 'obc', 'sc', 'st', 'ews'] as const;
/**
 * A member's gender, as they choose to give it: woman, man, transgender, or "prefer not to say"
 * (`undisclosed`, which eligibility treats like not given). Private like the category: it decides
 * women's fees, women's age relaxations and posts marked by gender, and nothing else.
 */
export const PROFILE_GENDERS = ['female', 'male', 'transgender', 'undisclosed'] as const;
export type ProfileGender = (typeof PROFILE_GENDERS)[number];
export const PREFERRED_LANGUAGES = ['en', 'hi'] as const;
export const PROFILE_NAME_MAX = 60;
export const PROFILE_BIO_MAX = 500;
export const TARGET_EXAMS_MAX = 8;

/** Where the viewer stands with a profile's owner. `blocked`: the viewer blocked them. */
export const FRIEND_STATUSES = ['self', 'none', 'request_sent', 'request_received', 'friends', 'blocked'] as const;
export const friendStatus = z.enum(FRIEND_STATUSES);
export type FriendStatus = z.infer<typeof friendStatus>;

/**
 * A profile as another user sees it. A field the owner hides from this viewer is absent, not null:
 * the server never sends it.
 */
export const publicProfile = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    avatarThumbUrl: z.string().nullable(),
    bio: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    qualification: z.string().nullable().optional(),
    targetExams: z.array(z.string()).optional(),
    preferredLanguage: z.string().nullable().optional(),
    /** Only to friends, and only when the owner shows their online status. */
    lastSeen: z.string().nullable().optional(),
    friendStatus,
    memberSince: z.string(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfile>;

/** The owner's own profile: every field, the private ones and the visibility settings. */
export const ownProfile = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    avatarThumbUrl: z.string().nullable(),
    bio: z.string().nullable(),
    state: z.string().nullable(),
    qualification: z.string().nullable(),
    targetExams: z.array(z.string()),
    preferredLanguage: z.string().nullable(),
    category: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    /** Person with benchmark disability (age relaxations); private, like category and date of birth. */
    pwbd: z.boolean().nullable(),
    exServiceman: z.boolean().nullable(),
    /** Private, like category and date of birth (women's fees, relaxations and posts). */
    gender: z.enum(PROFILE_GENDERS).nullable(),
    showOnlineStatus: z.boolean(),
    visibility: profileVisibility,
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfile>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** `PATCH /api/me/profile`: any subset of the editable fields. */
export const profileUpdate = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { message: 'Enter your name (at least 2 characters).' })
      .max(PROFILE_NAME_MAX, { message: `Keep your name under ${PROFILE_NAME_MAX} characters.` }),
    bio: optionalText(PROFILE_BIO_MAX, `Keep your bio under ${PROFILE_BIO_MAX} characters.`),
    state: z.enum(STATE_SLUGS, { message: 'Choose a state from the list.' }).nullable(),
    qualification: z.enum(QUALIFICATION_SLUGS, { message: 'Choose a qualification from the list.' }).nullable(),
    targetExams: z
      .array(z.enum(TARGET_EXAM_SLUGS, { message: 'Choose exams from the list.' }))
      .max(TARGET_EXAMS_MAX, { message: `Choose at most ${TARGET_EXAMS_MAX} exams.` })
      .transform((exams) => [...new Set(exams)]),
    preferredLanguage: z.enum(PREFERRED_LANGUAGES, { message: 'Choose English or Hindi.' }).nullable(),
    category: z.enum(PROFILE_CATEGORIES, { message: 'Choose a category from the list.' }).nullable(),
    dateOfBirth: z.iso
      .date({ message: 'Enter a date of birth as YYYY-MM-DD.' })
      .pipe(
        z.string().refine((value) => value >= '1940-01-01' && value <= new Date().toISOString().slice(0, 10), {
          message: 'Enter a real date of birth.',
        }),
      )
      .nullable(),
    pwbd: z.boolean({ message: 'Say yes or no.' }).nullable(),
    exServiceman: z.boolean({ message: 'Say yes or no.' }).nullable(),
    gender: z.enum(PROFILE_GENDERS, { message: 'Choose a gender from the list.' }).nullable(),
    showOnlineStatus: z.boolean(),
    visibility: profileVisibility.partial(),
  })
  .partial()
  // No component id: its transforms make the input and output shapes differ in OpenAPI.
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** Avatar uploads: checked by content, then resized and re-encoded (metadata stripped). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZES = { large: 256, thumb: 64 } as const;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// ── Directory and friends.

export const usersQuery = z.object({
  q: z.string().trim().max(60).optional().describe('part of a name'),
  state: z.string().trim().max(40).optional(),
  exam: z.string().trim().max(40).optional().describe('a target exam slug'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type UsersQuery = z.infer<typeof usersQuery>;
export const USERS_PER_PAGE = 20;

/** A person in the directory or a friends list. Hidden fields are absent, as on a profile. */
export const userCard = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarThumbUrl: z.string().nullable(),
    state: z.string().nullable().optional(),
    targetExams: z.array(z.string()).optional(),
    friendStatus,
    lastSeen: z.string().nullable().optional(),
  })
  .meta({ id: 'UserCard' });
export type UserCard = z.infer<typeof userCard>;

export const usersPage = z
  .object({ items: z.array(userCard), page: z.number(), perPage: z.number(), total: z.number() })
  .meta({ id: 'UsersPage' });
export type UsersPage = z.infer<typeof usersPage>;

export const friendsOverview = z
  .object({
    friends: z.array(userCard),
    received: z.array(userCard),
    sent: z.array(userCard),
    blocked: z.array(userCard),
  })
  .meta({ id: 'FriendsOverview' });
export type FriendsOverview = z.infer<typeof friendsOverview>;

export const friendRequestInput = z.object({ userId: z.string().min(1).max(64) }).meta({ id: 'FriendRequest' });

/** Friend requests one user may send per hour. */
export const FRIEND_REQUESTS_PER_HOUR = 30;

// ── Success stories.

export const STORY_STATUSES = ['pending', 'published', 'rejected'] as const;
export const storyStatus = z.enum(STORY_STATUSES);
export const STORY_BODY_MIN = 200;
export const STORY_BODY_MAX = 10_000;
export const STORY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const storyInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(10, { message: 'Give your story a title of at least 10 characters.' })
      .max(120, { message: 'Keep the title under 120 characters.' }),
    exam: z
      .string()
      .trim()
      .min(2, { message: 'Which exam did you pass?' })
      .max(80, { message: 'Keep the exam name under 80 characters.' }),
    year: z.coerce
      .number({ message: 'Enter the year you passed.' })
      .int({ message: 'Enter the year you passed.' })
      .min(1990, { message: 'Enter a year from 1990 on.' })
      .max(new Date().getFullYear(), { message: 'The year cannot be in the future.' }),
    post: z
      .string()
      .trim()
      .min(2, { message: 'Which post or department did you join?' })
      .max(120, { message: 'Keep the post under 120 characters.' }),
    state: z.enum(STATE_SLUGS, { message: 'Choose a state from the list.' }).nullable().optional(),
    body: z
      .string()
      .trim()
      .min(STORY_BODY_MIN, { message: `Tell your story in at least ${STORY_BODY_MIN} characters.` })
      .max(STORY_BODY_MAX, { message: `Keep your story under ${STORY_BODY_MAX.toLocaleString('en-IN')} characters.` }),
    tips: z
      .string()
      .trim()
      .max(2000, { message: 'Keep your tips under 2,000 characters.' })
      .optional()
      .transform((value) => value || null),
    showName: z.boolean({ message: 'Say whether we may show your name.' }),
  })
  // No component id: its transforms make the input and output shapes differ in OpenAPI.
  .strict();
export type StoryInput = z.input<typeof storyInput>;

export const storyAuthor = z.object({ id: z.string(), name: z.string(), avatarThumbUrl: z.string().nullable() });

export const story = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    exam: z.string(),
    year: z.number(),
    post: z.string(),
    state: z.string().nullable(),
    body: z.string(),
    tips: z.string().nullable(),
    photoUrl: z.string().nullable(),
    /** Null when the author did not consent to show their name: shown as "Anonymous". */
    author: storyAuthor.nullable(),
    status: storyStatus,
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'Story' });
export type Story = z.infer<typeof story>;

export const storyCard = story
  .omit({ body: true, tips: true })
  .extend({ excerpt: z.string() })
  .meta({ id: 'StoryCard' });
export type StoryCard = z.infer<typeof storyCard>;

export const storiesQuery = z.object({
  q: z.string().trim().max(80).optional().describe('an exam name, e.g. "SSC CGL"'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const STORIES_PER_PAGE = 12;
export const storiesPage = z
  .object({ items: z.array(storyCard), page: z.number(), perPage: z.number(), total: z.number() })
  .meta({ id: 'StoriesPage' });
export type StoriesPage = z.infer<typeof storiesPage>;
