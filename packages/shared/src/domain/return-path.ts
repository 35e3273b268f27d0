/**
 * Where to go back to after signing in or confirming an email: only a path on this site (path,
 * search and hash), never another origin. Anything else (`//evil.com`, `https://…`, `/\evil.com`,
 * `javascript:…`, control characters) gives `null`, and so does the login screen itself (`/`), so
 * callers fall back to the dashboard.
 */
export const RETURN_PATH_MAX_LENGTH = 2000;

// A base no real request uses: a value that resolves to another origin than this one is refused.
const BASE = 'https://return-path.invalid';

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  // One leading slash, then not a second slash or backslash (protocol-relative URLs); browsers read
  // `\` as `/`, and drop tabs and newlines inside URLs, so none of those are allowed anywhere.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
