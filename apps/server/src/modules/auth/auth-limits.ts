/** A limit on one auth action: per client address and, where the body names one, per account. */
export type AuthLimit = { perIp: [limit: number, windowMs: number]; perAccount?: [limit: number, windowMs: number] };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Auth endpoints that guess or send mail get tight limits; every other auth call shares a loose one. */
export const AUTH_LIMITS: Record<string, AuthLimit> = {
  '/api/auth/sign-in/email': { perIp: [30, 10 * MINUTE], perAccount: [10, 15 * MINUTE] },
  '/api/auth/sign-up/email': { perIp: [10, HOUR], perAccount: [5, HOUR] },
  '/api/auth/request-password-reset': { perIp: [10, HOUR], perAccount: [3, HOUR] },
  '/api/auth/reset-password': { perIp: [20, 10 * MINUTE] },
  '/api/auth/send-verification-email': { perIp: [10, HOUR], perAccount: [3, HOUR] },
};
/** Every other state-changing auth call. */
export const DEFAULT_AUTH_LIMIT: AuthLimit = { perIp: [300, MINUTE] };
/**
 * Reads (`get-session` on every page load, `list-sessions`) are not limited: refusing them would
 * look like being signed out. Only the GET that consumes a token is.
 */
export const LIMITED_GETS: Record<string, AuthLimit> = {
  '/api/auth/verify-email': { perIp: [30, 10 * MINUTE] },
};

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
