import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipParts } from './stitched-gzip.ts';

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
