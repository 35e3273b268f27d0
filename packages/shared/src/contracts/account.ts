import { z } from 'zod';

/** Spec §5: minimum length of a new password. */
export const MIN_PASSWORD_LENGTH = 6;

/** `GET /api/me`: the auth user plus `is_admin` from the profile (spec §3 "Current user"). */
export const currentUser = z
  .object({
    id: z.string(),
    email: z.email(),
    name: z.string(),
    image: z.string().nullable(),
    isAdmin: z.boolean().describe('profiles.is_admin; false when the profile row is missing'),
    preferredLanguage: z
      .enum(['en', 'hi'])
      .nullable()
      .describe("the profile's interface language; null when never chosen (the app keeps the device's choice)"),
  })
  .meta({ id: 'CurrentUser' });

export type CurrentUser = z.infer<typeof currentUser>;

/** One entry of the caller's own sign-in sessions (account page). */
export const accountSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
