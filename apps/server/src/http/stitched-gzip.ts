import { constants as zlibConstants, crc32, deflateRaw } from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Gzip for answers made of kept pieces and a few of the reader's own (decision 031): a member's
 * document is the page kept for all members with their name and answers put in, so compressing it
 * whole per request (what `@fastify/compress` does, a brotli stream per view: 3–6 ms of CPU for a 40–
 * 110 KB page) costs ten times more than everything else the view does.
 *
 * Instead each kept piece is deflated once, on its own, ending on a byte boundary (`Z_SYNC_FLUSH`: no
 * final block), and kept beside it; a piece only this answer has goes in as a stored (uncompressed)
 * block. One gzip member is those blocks in order, an empty final block, and the CRC-32 and length of
 * the whole, the CRC combined from each piece's own (zlib's `crc32_combine`) so no byte of a kept
 * piece is read again. A deflate stream may be cut into blocks anywhere: every decoder reads it as one.
 *
 * Which pieces are kept, their owners say (`compressKept`, before they serve them); any other piece
 * (a `Buffer`, by identity) seen a second time is one somebody keeps too. Either is deflated in zlib's
 * thread pool, not on the event loop, and served as stored blocks until that is done. A piece made for
 * one answer is never seen twice, so it costs no compression. What is remembered is held weakly: a
 * piece nobody keeps any more is forgotten with it.
 */

/** An answer up to this size is sent as one buffer; a larger one piece by piece. */
const ONE_BUFFER_MAX_BYTES = 32 * 1024;
/** Pieces smaller than this that follow each other are joined before they are written (one write each). */
const SMALL_PIECE_BYTES = 1024;
/** Pieces shorter than this go in stored; a deflated block would save little and cost a thread hop. */
const DEFLATE_MIN_BYTES = 64;
/** A stored block holds at most 65,535 bytes. */
const STORED_MAX_BYTES = 0xffff;
/** The deflate level of kept pieces: compressed once, read by every member after. */
const KEPT_LEVEL = 9;

/** gzip header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked final: the stream ends on the byte boundary the pieces left it at. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

type Seen = {
  crc: number;
  /** x^(8·length) modulo the CRC polynomial: what combining a CRC with this piece's multiplies by. */
  shift: number;
  deflated?: Buffer;
  /** Set once the compression has started: settles when it is done. */
  deflating?: Promise<void>;
};

const seen = new WeakMap<Buffer, Seen>();

// Combining CRC-32s (zlib's crc32_combine, as its crc32.c computes it): polynomial arithmetic modulo the (reflected) CRC polynomial.
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial (both reflected, as CRC values are). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [];
{
  let p = 0x40000000; // x^1
  X2N.push(p);
  for (let n = 1; n < 32; n += 1) X2N.push((p = multModP(p, p)));
}

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

function storedHeader(length: number): Buffer {
  // BFINAL 0, BTYPE 00 (stored) in a byte of its own: the stream is on a byte boundary here.
  return Buffer.from([0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]);
}

function entryOf(piece: Buffer): Seen {
  let entry = seen.get(piece);
  if (!entry) {
    entry = { crc: crc32(piece), shift: x2nModP(piece.length, 3) };
    seen.set(piece, entry);
  }
  return entry;
}

function deflateKept(piece: Buffer, entry: Seen): Promise<void> {
  entry.deflating ??= new Promise<void>((resolve) => {
    deflateRaw(piece, { level: KEPT_LEVEL, finishFlush: zlibConstants.Z_SYNC_FLUSH }, (error, deflated) => {
      // Not compressed (it cannot fail on a buffer, but if it did): served stored, as before.
      if (!error) entry.deflated = deflated;
      resolve();
    });
  });
  return entry.deflating;
}

/**
 * Pieces their owner keeps (a page kept for all members, a kept answer): compressed now, in the thread
 * pool, without waiting for a second sighting. Resolves once all are, so an owner may wait before it
 * serves them and the first view after a render is compressed too (decision 031).
 */
export async function compressKept(pieces: readonly Buffer[]): Promise<void> {
  await Promise.all(
    pieces.filter((piece) => piece.length >= DEFLATE_MIN_BYTES).map((piece) => deflateKept(piece, entryOf(piece))),
  );
}

/** `parts` gzipped as one member, in order: the buffers to send, none of the pieces copied. */
export function gzipParts(parts: readonly Buffer[]): Buffer[] {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of parts) {
    if (piece.length === 0) continue;
    let entry: Seen | undefined;
    if (piece.length < DEFLATE_MIN_BYTES) {
      crc = crc32(piece, crc);
    } else {
      entry = seen.get(piece);
      if (entry) {
        // Seen before: a kept piece. Deflated once (the first answers after get it stored).
        if (!entry.deflating) void deflateKept(piece, entry);
      } else {
        entry = entryOf(piece);
      }
      crc = (multModP(entry.shift, crc) ^ entry.crc) >>> 0;
    }
    length += piece.length;
    if (entry?.deflated) {
      out.push(entry.deflated);
      continue;
    }
    for (let start = 0; start < piece.length; start += STORED_MAX_BYTES) {
      const block = piece.subarray(start, start + STORED_MAX_BYTES);
      out.push(storedHeader(block.length), block);
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(FINAL_BLOCK, trailer);
  return out;
}

/**
 * Whether the client takes gzip (`Accept-Encoding`, with its q-values). Brotli is not offered here
 * even to a client that prefers it: brotli has no way to join separately compressed pieces, so it
 * would be a compression per request again.
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && negotiate(accepted, ['gzip']) === 'gzip';
}

/** Whether the client's `If-None-Match` names `etag` (as @fastify/etag compares them). */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  return given === etag || given === `W/${etag}` || `W/${given}` === etag;
}

/**
 * The pieces with each run of small ones joined: a member's own bytes (name, session, an answer's
 * opening and closing, commas) come between kept pieces, and every piece is one more write (and one
 * more vector for the kernel) per view. The large kept pieces are never copied.
 */
export function joinSmallPieces(pieces: Buffer[]): Buffer[] {
  const out: Buffer[] = [];
  let run: Buffer[] = [];
  const flush = () => {
    if (run.length > 0) out.push(run.length === 1 ? run[0]! : Buffer.concat(run));
    run = [];
  };
  for (const piece of pieces) {
    if (piece.length < SMALL_PIECE_BYTES) run.push(piece);
    else {
      flush();
      out.push(piece);
    }
  }
  flush();
  return out;
}

/**
 * Sends an answer made of kept pieces and the reader's own: gzipped from the pieces' kept compressions
 * when the client takes gzip, as it is otherwise (`@fastify/compress` leaves an answer with a
 * Content-Encoding alone, and the route should not compress the rest: brotli per request is what this
 * avoids). A small answer goes as one buffer, through the route's hooks like any other.
 *
 * A large one (a document sent uncompressed) is written out piece after piece in one corked write,
 * with no copy of the whole (a new 100 KB buffer per view brought an old-space collection every 200 ms
 * under load, decision 019) and without a stream around the pieces (fastify's stream path cost a
 * tenth of such a view): the reply's headers as the hooks set them, its ETag answered with a 304
 * here (what @fastify/etag would do), no body for HEAD. The `onSend` hooks are not run for it, so
 * routes that use this must not rely on any; `onResponse` hooks (metrics, logs) run as for any answer.
 */
export function sendParts(request: FastifyRequest, reply: FastifyReply, parts: Buffer[]): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  let body = parts;
  if (acceptsGzip(request)) {
    body = gzipParts(parts);
    reply.header('content-encoding', 'gzip');
  }
  const length = body.reduce((total, part) => total + part.length, 0);
  if (length <= ONE_BUFFER_MAX_BYTES) return reply.send(body.length === 1 ? body[0] : Buffer.concat(body, length));
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && clientHas(request, etag)) return reply.code(304).send();
  reply.hijack();
  const response = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  headers['content-length'] = length;
  response.writeHead(reply.statusCode, headers);
  if (request.method === 'HEAD') {
    response.end();
    return reply;
  }
  response.cork();
  for (const piece of joinSmallPieces(body)) response.write(piece);
  response.end();
  return reply;
}
