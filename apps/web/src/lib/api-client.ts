import type { z } from 'zod';
import type { ApiError } from '@jobportal/shared';
import { noteApiResponse } from '../pwa/offline-copies.ts';
import { apiErrorText } from './api-errors.ts';

/** A failed API call; `message` is the server's text (in Hindi mode its Hindi where known), ready to show. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiError['issues'];

  constructor(status: number, body: Partial<ApiError>) {
    // In Hindi mode the text comes from the Hindi error tables where they know it (lib/api-errors.ts).
    super(apiErrorText(body.code, body.message) ?? 'Something went wrong');
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.issues = body.issues?.map((issue) => ({
      ...issue,
      message: apiErrorText(undefined, issue.message) ?? issue.message,
    }));
  }
}

/**
 * Whether a failed request means "there is nothing at this address": not found, a malformed id (400), or
 * an id longer than any route takes (414, Fastify's answer past `maxParamLength`). A page shows its
 * not-found state for these, "Something went wrong" only for real failures.
 */
export function namesNothing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 414);
}

/** Where requests go: the browser's fetch, or the server's own API when it renders a page (entry-server.tsx). */
let apiFetch: typeof fetch | undefined;

/**
 * Server rendering only: answer the app's requests from the server's API, as the visitor whose page
 * is being rendered (entry-server.tsx).
 */
export function setApiFetch(fetchImpl: typeof fetch): void {
  apiFetch = fetchImpl;
}

/** `fetch` for the API: the browser's, or the server's own while it renders a page. */
export const fetchFromApi: typeof fetch = (input, init) => (apiFetch ?? fetch)(input, init);

/**
 * Calls the JSON API with the session cookie. The answer's type is its contract's (`Contract` is the
 * zod schema's type, e.g. `apiRequest<typeof jobDetail>(…)` with `import type { jobDetail }`), never
 * a hand-written one. The answer is not parsed again here: the server validates every response
 * against that same schema before sending it (the zod serializer in app.ts), and leaving zod's
 * runtime out of the browser keeps it out of the first load (docs/decisions/017-first-load-budget.md).
 */
export async function apiRequest<Contract extends z.ZodType>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.output<Contract>> {
  const { json, headers, ...rest } = init;
  const response = await fetchFromApi(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  // A GET may be the service worker's saved copy (offline): the page says so (pwa/offline-copies.ts).
  if ((rest.method ?? 'GET').toUpperCase() === 'GET') noteApiResponse(path, response.headers);
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiRequestError(response.status, (body ?? {}) as Partial<ApiError>);
  return body as z.output<Contract>;
}
