import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links carry `<user id>.<HMAC-SHA256 of it>` (the key is `DATA_DIR/secrets/alerts-secret`),
 * so a link works without signing in, never expires, and names exactly one user. No table is needed.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(secret, userId)}`;
}

/** The user the token names, or null if it was not made with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedId, signature, ...rest] = token.split('.');
  if (!encodedId || !signature || rest.length > 0) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

function mac(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}
