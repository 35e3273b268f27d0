import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@jobportal/shared';
import { createLifecycle } from '../lib/lifecycle.ts';
import { createTestApp } from '../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../testing/auth.ts';
import { createTestDatabase } from '../testing/database.ts';

/*
 * Graceful shutdown of one instance (issue #27): readiness goes false first, then the listener stops
 * accepting, a request in flight still finishes, and the sockets get a reconnect hint and are closed
 * spread over the drain window, as a transport close (which Socket.IO clients reconnect by themselves)
 * rather than a server disconnect (which they would not).
 */
const SPREAD_MS = 1_500;

describe('graceful shutdown', () => {
  it('answers 503 draining, stops accepting, finishes a request in flight, and spreads the sockets out with a hint', async () => {
    const { db } = await createTestDatabase();
    const mailer = createCapturingMailer();
    const lifecycle = createLifecycle();
    const app = await createTestApp(db, { mailer, lifecycle, socketDrainSpreadMs: SPREAD_MS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const member = await createVerifiedUser(app, mailer);

    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    lifecycle.drain();
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });

    const sockets: Socket[] = [];
    for (let index = 0; index < 6; index += 1) {
      const socket = connectClient(url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { origin: ORIGIN, cookie: member.cookie },
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      sockets.push(socket);
    }
    const hints: number[] = [];
    const gone = sockets.map(
      (socket) =>
        new Promise<{ reason: string; at: number }>((resolve) => {
          socket.on(SOCKET_EVENTS.restarting, (hint: { reconnectInMs: number }) => hints.push(hint.reconnectInMs));
          socket.once('disconnect', (reason) => resolve({ reason, at: Date.now() }));
        }),
    );

    // A request in flight when the close begins: its body is still being sent.
    const body = JSON.stringify({ p_friend_id: member.id });
    const request = http.request(`${url}/api/chat/read`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: member.cookie,
        'content-type': 'application/json',
        'content-length': body.length,
      },
    });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closingAt = Date.now();
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No new connection is accepted once the close began.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    // The request that was in flight finishes normally.
    request.end(body.slice(5));
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.text)).toEqual({ ok: true });

    const ends = await Promise.all(gone);
    await closed;
    expect(hints).toHaveLength(6);
    for (const hint of hints) expect(hint).toBeGreaterThanOrEqual(0);
    for (const hint of hints) expect(hint).toBeLessThan(SPREAD_MS);
    // A transport close: clients reconnect by themselves (to another instance).
    expect(ends.map((end) => end.reason)).toEqual(Array(6).fill('transport close'));
    // Spread out, not all at once, and all within the window.
    const offsets = ends.map((end) => end.at - closingAt).sort((a, b) => a - b);
    expect(offsets.at(-1)! - offsets[0]!).toBeGreaterThan(100);
    expect(offsets.at(-1)!).toBeLessThan(SPREAD_MS + 1_000);
  });
});
