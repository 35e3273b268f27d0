import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of whole public responses (body, ETag, headers), keyed by method and URL.
 *
 * The public lists (`/api/jobs`, `/api/notices`) are the same for every caller and say
 * {@link PUBLIC_CACHE_CONTROL}, so a shared proxy may serve them for 60 s. This cache lets the
 * app do the same without a proxy: a hit is answered from `onRequest`, before validation, the
 * database, serialization and ETag hashing (docs/decisions/007). Keep `ttlMs` below the max-age the
 * responses announce, and call `clear()` when the content they show changes. `ttlMs: 0` turns it off.
 *
 * It also compresses its routes' responses (brotli or gzip, as the client accepts), once per entry
 * and encoding rather than once per request; give those routes `compress: false` so
 * `@fastify/compress` leaves them alone.
 */
/**
 * `Cache-Control` of public content (lists, recruitment and story pages): shared caches (a CDN) may
 * keep it for 60 s; browsers revalidate every time (a cheap 304 by ETag), so a user who reloads after
 * an admin publishes or archives something sees the change at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';

export type ResponseCache = {
  /**
   * Route options: `{ ...cache.hooks, compress: false }` opts a public GET route in. Responses that say
   * `Cache-Control: private` or `no-store` are compressed but never kept.
   */
  readonly hooks: { onRequest: onRequestAsyncHookHandler; onSend: onSendHookHandler };
  clear(): void;
  /** Live entries (for tests and metrics). */
  readonly size: number;
};

type Encoding = 'br' | 'gzip' | 'identity';
type Entry = {
  bodies: Partial<Record<Encoding, Buffer>>;
  etag: string;
  contentType: string;
  cacheControl: string;
};

/** Below this, compression saves less than it costs (the same threshold as @fastify/compress). */
const MIN_COMPRESS_BYTES = 1024;

function encode(identity: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
  }
  return encoding === 'gzip' ? gzipSync(identity) : identity;
}

function encodingFor(request: FastifyRequest, identity: Buffer): Encoding {
  if (identity.length < MIN_COMPRESS_BYTES) return 'identity';
  const accepted = request.headers['accept-encoding'];
  return (accepted ? (negotiate(accepted, ['br', 'gzip']) as Encoding | null) : null) ?? 'identity';
}

/** The entry's body in the encoding the client accepts, compressed now if it is the first to ask. */
function bodyFor(request: FastifyRequest, entry: Entry): { body: Buffer; encoding: Encoding } {
  const identity = entry.bodies.identity!;
  const encoding = encodingFor(request, identity);
  const body = (entry.bodies[encoding] ??= encode(identity, encoding));
  return { body, encoding };
}

function withEncoding(reply: FastifyReply, encoding: Encoding): FastifyReply {
  reply.header('vary', 'accept-encoding');
  return encoding === 'identity' ? reply : reply.header('content-encoding', encoding);
}

export function createResponseCache({
  ttlMs = 10_000,
  maxBytes = 32 * 1024 * 1024,
  onLookup,
}: {
  ttlMs?: number;
  maxBytes?: number;
  /** Told whether each lookup hit (the metrics' cache counts). */
  onLookup?: (hit: boolean) => void;
} = {}): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    ttl: ttlMs,
    maxSize: maxBytes,
    // Compressed variants are a fraction of the identity body; count them in advance.
    sizeCalculation: (entry) => Math.ceil(entry.bodies.identity!.length * 1.5) + 256,
  });
  const keyOf = (request: FastifyRequest) => `${request.method} ${request.url}`;
  const enabled = ttlMs > 0;

  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!enabled) return;
    const entry = entries.get(keyOf(request));
    onLookup?.(entry !== undefined);
    if (!entry) return;
    const { body, encoding } = bodyFor(request, entry);
    // @fastify/etag keeps this ETag and answers 304 when the client already has it.
    await withEncoding(reply, encoding)
      .header('etag', entry.etag)
      .header('content-type', entry.contentType)
      .header('cache-control', entry.cacheControl)
      .header('x-cache', 'hit')
      .send(body);
  };

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const etag = reply.getHeader('etag');
    if (reply.statusCode !== 200 || typeof payload !== 'string' || typeof etag !== 'string') {
      done(null, payload);
      return;
    }
    const cacheControl = String(reply.getHeader('cache-control') ?? 'no-cache');
    const personal = /\b(private|no-store)\b/.test(cacheControl);
    // One caller's answer that goes out as it is: nothing to keep, nothing to compress.
    if (personal && (payload.length < MIN_COMPRESS_BYTES || !request.headers['accept-encoding'])) {
      done(null, payload);
      return;
    }
    const entry: Entry = {
      bodies: { identity: Buffer.from(payload) },
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl,
    };
    const { body, encoding } = bodyFor(request, entry);
    // A response for one caller (signed-in: `private`) is never kept for the next.
    if (enabled && !personal) entries.set(keyOf(request), entry);
    withEncoding(reply, encoding);
    done(null, body);
  };

  return {
    hooks: { onRequest, onSend },
    clear() {
      entries.clear();
    },
    get size() {
      entries.purgeStale();
      return entries.size;
    },
  };
}
