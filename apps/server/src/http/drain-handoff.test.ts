import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLifecycle, type Lifecycle } from '../lib/lifecycle.ts';
import { createTestApp } from '../testing/app.ts';
import { ORIGIN } from '../testing/auth.ts';
import { createTestDatabase } from '../testing/database.ts';
import { balancerRepeats, BALANCER_RETRIES_HEADER } from './drain-handoff.ts';

type Outcome = { answered: true; status: number } | { answered: false; error: string };

/** One request on its own connection, as nginx sends them; resolves with the answer or how the connection ended. */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers: { connection: 'close', ...headers }, agent: false });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ answered: true, status: response.statusCode ?? 0 }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ answered: false, error: error.code ?? error.message }),
    );
    request.end(body);
  });
}

describe('balancerRepeats', () => {
  it('is true for the methods nginx passes on once sent, only when the balancer says it does', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])
      expect(balancerRepeats(method, 'idempotent')).toBe(true);
    for (const method of ['POST', 'PATCH', 'LOCK']) expect(balancerRepeats(method, 'idempotent')).toBe(false);
    expect(balancerRepeats('GET', undefined)).toBe(false);
    expect(balancerRepeats('GET', 'yes')).toBe(false);
    expect(balancerRepeats('GET', ['idempotent', 'idempotent'])).toBe(false);
  });
});

describe('a stopping instance hands off what its balancer repeats elsewhere', () => {
  let app: FastifyInstance;
  let lifecycle: Lifecycle;
  let url: string;
  const viaBalancer = { [BALANCER_RETRIES_HEADER]: 'idempotent' };

  beforeAll(async () => {
    const { db } = await createTestDatabase();
    lifecycle = createLifecycle();
    app = await createTestApp(db, { lifecycle });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('serves everything while running, then closes a repeatable request unanswered once draining', async () => {
    expect(await send(`${url}/api/health/live`, 'GET', viaBalancer)).toEqual({ answered: true, status: 200 });

    lifecycle.drain();
    // nginx meets a closed connection before any answer: it sends the GET to the other instance and
    // counts this one as failed (max_fails=1), so it sends nothing more here.
    expect(await send(`${url}/api/health/live`, 'GET', viaBalancer)).toEqual({ answered: false, error: 'ECONNRESET' });
    expect(await send(`${url}/api/jobs`, 'HEAD', viaBalancer)).toMatchObject({ answered: false });
    expect(await send(`${url}/api/me/saved-jobs/1`, 'DELETE', viaBalancer)).toMatchObject({ answered: false });

    // A POST is never repeated by nginx once sent: it is served to the end, as without the header.
    const login = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    const post = await send(
      `${url}/api/auth/login`,
      'POST',
      {
        ...viaBalancer,
        origin: ORIGIN,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(login)),
      },
      login,
    );
    expect(post.answered).toBe(true);
    // A browser straight to the instance (no balancer to repeat it) is served as well.
    expect(await send(`${url}/api/health/live`, 'GET', {})).toEqual({ answered: true, status: 200 });
  });
});
