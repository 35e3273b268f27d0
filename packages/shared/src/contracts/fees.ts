import { z } from 'zod';
import { RESERVATION_CATEGORIES } from './recruitment-content.ts';

/**
 * "Your fee": what the signed-in member pays to apply, from the recruitment's fee rows and
 * their own profile (category, PwBD, ex-serviceman, gender). Computed by `memberFee` (domain/fees.ts)
 * on the server with the member's verdict; absent when signed out.
 */
export const memberFee = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fee'),
    /** INR. */
    amount: z.number().int().nonnegative(),
    /**
     * What the fee is the member's by: their category, an exemption they have (`pwbd`, `esm`,
     * `female`: a woman's), or `all` (one fee for everyone).
     */
    basis: z.enum(RESERVATION_CATEGORIES).or(z.literal('all')),
    /** The fee row's label as printed in the notice ("General / OBC / EWS"). */
    label: z.string(),
  }),
  /** The fee depends on the category and the profile has none: a prompt to add it. */
  z.object({ kind: z.literal('needs_category') }),
]);
export type MemberFee = z.infer<typeof memberFee>;
