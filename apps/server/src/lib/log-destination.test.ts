import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.ts';

/** A stream nobody reads: everything written stays buffered, as with a stuck pipe. */
const unread = () => new PassThrough({ highWaterMark: 16 });

describe('the log destination', () => {
  it('gives up waiting for a reader that never reads, after the limit', async () => {
    const output = unread();
    const destination = createLogDestination(output);
    destination.write('{"msg":"stopped"}\n');
    const startedAt = Date.now();
    await destination.drain(150);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(output.writableLength).toBeGreaterThan(0);
  });

  it('resolves as soon as every line has been read', async () => {
    const output = new PassThrough();
    const lines: string[] = [];
    output.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const destination = createLogDestination(output);
    destination.write('one\n');
    destination.write('two\n');
    await destination.drain(5_000);
    expect(lines.join('')).toBe('one\ntwo\n');
  });

  it('holds at most the given number of bytes for a slow reader, dropping newer lines', () => {
    const output = unread();
    const destination = createLogDestination(output, 100);
    for (let index = 0; index < 50; index += 1) destination.write(`${'x'.repeat(39)}\n`);
    expect(output.writableLength).toBeLessThanOrEqual(140);
  });

  it('stops writing after an error (a broken pipe) instead of crashing, and drains at once', async () => {
    const output = unread();
    const destination = createLogDestination(output);
    destination.write('before\n');
    output.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    const before = output.writableLength;
    destination.write('after\n');
    expect(output.writableLength).toBe(before);
    const startedAt = Date.now();
    await destination.drain(5_000);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });
});
