import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { QUIET_TURN_MS, waitForQuietTurn } from './lifecycle.ts';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('waitForQuietTurn (before the listener closes)', () => {
  it('returns after a turn that took under QUIET_TURN_MS when nothing is going on', async () => {
    const server = net.createServer();
    const started = performance.now();
    const result = await waitForQuietTurn(server);
    expect(result.quiet).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('waits while every turn is busy (requests being served), up to its limit', async () => {
    const server = net.createServer();
    let working = true;
    const work = () => {
      busy(QUIET_TURN_MS * 5);
      if (working) setImmediate(work);
    };
    setImmediate(work);
    const started = performance.now();
    const result = await waitForQuietTurn(server, 60);
    working = false;
    expect(result.quiet).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
    expect(result.turns).toBeGreaterThan(3);
  });

  it('does not count a turn that accepted a connection as quiet, however short', async () => {
    const server = net.createServer();
    let connectionsLeft = 20;
    const accept = () => {
      server.emit('connection', new net.Socket());
      connectionsLeft -= 1;
      if (connectionsLeft > 0) setImmediate(accept);
    };
    setImmediate(accept);
    const result = await waitForQuietTurn(server);
    expect(connectionsLeft).toBe(0);
    expect(result).toEqual({ quiet: true, turns: expect.any(Number) });
    expect(result.turns).toBeGreaterThan(20);
  });
});
