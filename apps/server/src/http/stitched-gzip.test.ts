import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressKept, gzipParts, joinSmallPieces, sendParts } from './stitched-gzip.ts';

const gunzip = (parts: Buffer[]) => gunzipSync(Buffer.concat(parts));
const size = (parts: Buffer[]) => parts.reduce((total, part) => total + part.length, 0);

/** Text that compresses like a page does. */
const page = (rows: number, seed: string) =>
  Buffer.from(
    Array.from(
      { length: rows },
      (_, n) => `<li class="card"><a href="/jobs/${seed}-${n}">${seed} post ${n}</a></li>`,
    ).join(''),
  );

/** Answers from `make` until the kept pieces' compression has finished (it starts on their second sighting). */
async function settled(make: () => Buffer[]): Promise<{ parts: Buffer[]; answer: Buffer[] }> {
  let last = gzipParts(make());
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const parts = make();
    const answer = gzipParts(parts);
    if (size(answer) === size(last) && size(answer) < size(parts)) return { parts, answer };
    last = answer;
  }
  throw new Error('the kept pieces were never compressed');
}

describe('gzip stitched from pieces', () => {
  it('is one gzip member of the pieces in order, whatever their sizes (gunzip checks its CRC and length)', () => {
    const parts = [
      Buffer.alloc(0),
      Buffer.from('a'),
      randomBytes(63),
      randomBytes(64),
      page(40, 'railway'),
      randomBytes(70_000), // more than one stored block holds
      Buffer.from('<p>नमस्ते</p>'),
      Buffer.alloc(0),
    ];
    expect(gunzip(gzipParts(parts)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('is an empty gzip member for no pieces', () => {
    expect(gunzip(gzipParts([])).length).toBe(0);
  });

  it('deflates a piece seen again, once, and serves it compressed after; pieces made for one answer stay as they are', async () => {
    const kept = page(300, 'bank');
    const kept2 = page(200, 'ssc');
    const own = () => Buffer.from(`{"name":"Member ${randomBytes(4).toString('hex')}","saved":[1,2,3]}`.repeat(3));

    const first = [kept, own(), kept2];
    const stored = gzipParts(first);
    // The first sighting: stored blocks (the answer is larger than the text by a few bytes per block).
    expect(size(stored)).toBeGreaterThan(size(first));
    expect(gunzip(stored).equals(Buffer.concat(first))).toBe(true);

    const { parts: later, answer: compressed } = await settled(() => [kept, own(), kept2]);
    expect(gunzip(compressed).equals(Buffer.concat(later))).toBe(true);
    // Both kept pages compressed (each to well under a fifth); the member's own bytes are in as they were.
    expect(size(compressed)).toBeLessThan((kept.length + kept2.length) / 5 + later[1]!.length + 64);
    expect(compressed.some((part) => part === later[1] || part.buffer === later[1]!.buffer)).toBe(true);

    // Another member's answer between the same kept pieces: their bytes, the kept ones as compressed.
    const other = [kept, own(), kept2];
    const otherAnswer = gzipParts(other);
    expect(gunzip(otherAnswer).equals(Buffer.concat(other))).toBe(true);
    expect(size(otherAnswer)).toBe(size(compressed));
  });

  it('compresses the pieces an owner says it keeps before their first answer', async () => {
    const kept = page(300, 'kept-by-its-owner');
    await compressKept([kept, Buffer.from('tiny')]);
    const first = gzipParts([kept, Buffer.from(`<b>Member ${randomBytes(4).toString('hex')}</b>`)]);
    expect(size(first)).toBeLessThan(kept.length / 5);
    expect(gunzip(first).subarray(0, kept.length).equals(kept)).toBe(true);
  });

  it('takes gzip when the client accepts it, and only then', () => {
    const asking = (header?: string) =>
      ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as FastifyRequest;
    expect(acceptsGzip(asking('gzip, deflate, br, zstd'))).toBe(true);
    expect(acceptsGzip(asking('br;q=1.0, gzip;q=0.8'))).toBe(true);
    expect(acceptsGzip(asking('br'))).toBe(false);
    expect(acceptsGzip(asking('gzip;q=0, br'))).toBe(false);
    expect(acceptsGzip(asking('identity'))).toBe(false);
    expect(acceptsGzip(asking())).toBe(false);
  });
});

describe('sending an answer made of pieces', () => {
  async function appSending(parts: Buffer[]) {
    const app = Fastify();
    const finished: number[] = [];
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-set-by-a-hook', 'yes');
    });
    app.addHook('onResponse', async (_request, reply) => {
      finished.push(reply.statusCode);
    });
    app.get('/page', async (request, reply) => {
      reply.header('etag', 'W/"v1"').header('vary', 'Cookie').type('text/html; charset=utf-8');
      return sendParts(request, reply, parts);
    });
    await app.ready();
    return { app, finished };
  }
  const large = [page(400, 'kept'), Buffer.from('<b>Member</b>'), page(400, 'also kept')];

  it("writes a large answer out piece by piece with the hooks' headers; answers HEAD without a body and a known ETag with a 304", async () => {
    expect(Buffer.concat(large).length).toBeGreaterThan(32 * 1024);
    const { app, finished } = await appSending(large);
    const whole = await app.inject({ method: 'GET', url: '/page' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(Buffer.concat(large))).toBe(true);
    expect(whole.headers['content-length']).toBe(String(Buffer.concat(large).length));
    expect(whole.headers['x-set-by-a-hook']).toBe('yes');
    expect(whole.headers['etag']).toBe('W/"v1"');
    expect(whole.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(whole.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(whole.headers['content-encoding']).toBeUndefined();

    const head = await app.inject({ method: 'HEAD', url: '/page' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(Buffer.concat(large).length));

    const known = await app.inject({ method: 'GET', url: '/page', headers: { 'if-none-match': 'W/"v1"' } });
    expect(known.statusCode).toBe(304);
    expect(known.rawPayload.length).toBe(0);
    // The onResponse hooks (metrics, logs) ran for each.
    expect(finished).toEqual([200, 200, 304]);
    await app.close();
  });

  it('sends the same pieces gzipped, in one buffer, when the client takes gzip', async () => {
    const { app } = await appSending(large);
    const answer = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['x-set-by-a-hook']).toBe('yes');
    expect(gunzipSync(answer.rawPayload).equals(Buffer.concat(large))).toBe(true);
    await app.close();
  });
});

describe('joining small pieces before they are written', () => {
  it('joins each run of pieces under 1 KB, keeps the large ones as they are (no copy), and the bytes in order', () => {
    const big = page(100, 'kept');
    const other = page(100, 'other');
    const pieces = [
      Buffer.from('a'),
      Buffer.from('b'),
      big,
      Buffer.from(','),
      Buffer.from('{'),
      other,
      Buffer.from('}'),
    ];
    const joined = joinSmallPieces(pieces);
    expect(joined.map((piece) => piece.toString('latin1').slice(0, 2))).toEqual(['ab', '<l', ',{', '<l', '}']);
    expect(joined[1]).toBe(big);
    expect(joined[3]).toBe(other);
    expect(Buffer.concat(joined).equals(Buffer.concat(pieces))).toBe(true);
    expect(joinSmallPieces([])).toEqual([]);
  });
});
