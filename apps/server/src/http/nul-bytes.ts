import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@jobportal/shared';

/**
 * PostgreSQL refuses U+0000 in text and jsonb, so a NUL byte anywhere in a request would end in a
 * database error (a 500). It is refused once, here, for every HTTP route and every socket event,
 * instead of in each schema: no legitimate text contains it.
 */
export const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * Where the first NUL is in a JSON-like value (a string, or an object key, at any depth): `name`,
 * `items.2.text`, or `''` for the value itself; `null` when there is none. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function findNul(value: unknown): string | null {
  // What most requests have: no body, and path parameters and a query of plain text.
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (isFlatText(value)) return null;
  const pending: Array<[item: unknown, path: string]> = [[value, '']];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
      continue;
    }
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    seen.add(item);
    if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) pending.push([item[index], join(path, String(index))]);
      continue;
    }
    // Buffers and typed arrays (uploads, binary socket payloads) are bytes, not text.
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) continue;
    const entries = Object.entries(item as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      if (key.includes('\u0000')) return join(path, key.replaceAll('\u0000', '\\0'));
      pending.push([child, join(path, key)]);
    }
  }
  return null;
}

/** A plain object whose keys and values are all text without a NUL (nothing nested to walk). */
function isFlatText(value: object): boolean {
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    if (typeof child !== 'string' || child.includes('\u0000') || key.includes('\u0000')) return false;
  }
  return true;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** The refusal, naming the field (`where` names the value itself when the NUL is not in a field). */
export function nulRefusal(path: string, where: string): ApiError {
  const field = path === '' ? where : path;
  return {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: `${field}: ${NUL_MESSAGE}`,
    issues: [{ path: field, message: NUL_MESSAGE }],
  };
}

/** The first NUL in a request's path parameters, query string or parsed body, as a refusal. */
function refusalFor(parts: Array<[value: unknown, where: string]>): ApiError | null {
  for (const [value, where] of parts) {
    const path = findNul(value);
    if (path !== null) return nulRefusal(path, where);
  }
  return null;
}

/**
 * Every route, better-auth's included: a 400 in the ApiError shape once the body is parsed and before
 * any schema sees it. After `onRequest`, so the guards still answer 401/403 first.
 */
export function registerNulByteCheck(app: FastifyInstance): void {
  // A plain callback, not an async hook: every request passes here (no promise each).
  app.addHook('preValidation', (request, reply, done) => {
    const refusal = refusalFor([
      [request.params, 'path'],
      [request.query, 'query'],
      [request.body, 'body'],
    ]);
    if (refusal) {
      void reply.status(400).send(refusal);
      return;
    }
    done();
  });
}

/** What a refused socket event answers through its acknowledgement, if it has one. */
export type SocketRefusal = { ok: false; code: 'VALIDATION_FAILED'; message: string };

/**
 * A Socket.IO per-socket middleware (`socket.use`) refusing any inbound event whose arguments contain
 * a NUL: the event is dropped, and its acknowledgement (if any) gets `{ ok: false, … }`.
 */
export function socketNulByteCheck(packet: unknown[], next: (error?: Error) => void): void {
  const args = packet.slice(1);
  const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: SocketRefusal) => void) : undefined;
  const refusal = refusalFor([[args.length === 1 ? args[0] : args, 'payload']]);
  if (!refusal) return next();
  ack?.({ ok: false, code: 'VALIDATION_FAILED', message: refusal.message });
}
