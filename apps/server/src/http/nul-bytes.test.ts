import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type SendAck } from '@jobportal/shared';
import { createTestApp, testConfig } from '../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN, post, uniqueEmail } from '../testing/auth.ts';
import { createTestDatabase } from '../testing/database.ts';
import { apiOperations, concretePath, label, type Operation } from '../testing/openapi.ts';
import { createProfilesRepository } from '../modules/profiles/profiles.repository.ts';
import { findNul, NUL_MESSAGE } from './nul-bytes.ts';

const NUL = 'a\u0000b';
let app: FastifyInstance;
let operations: Operation[];
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
let admin: Member;
let friend: Member;
const mailer = createCapturingMailer();
const sockets: Socket[] = [];

/** The refusal every route gives, naming the field. */
const refusal = (field: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: `${field}: ${NUL_MESSAGE}`,
  issues: [{ path: field, message: NUL_MESSAGE }],
});

const call = (method: Operation['method'], url: string, payload?: unknown, cookie = admin.cookie) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  const { db } = await createTestDatabase();
  app = await createTestApp(db, { mailer, config: testConfig({ appUrl: ORIGIN }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  operations = apiOperations(app);
  admin = await createVerifiedUser(app, mailer, { name: 'Site Admin' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
  friend = await createVerifiedUser(app, mailer, { name: 'Bilal Friend' });
});

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('findNul', () => {
  it('names the first string or key holding a NUL, at any depth', () => {
    expect(findNul({ name: 'Asha', items: [{ text: 'ok' }, { text: NUL }] })).toBe('items.1.text');
    expect(findNul({ [NUL]: 'value' })).toBe('a\\0b');
    expect(findNul(NUL)).toBe('');
    expect(findNul({ name: 'Asha', count: 3, nested: [null, true, ['x']] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
    expect(findNul(Buffer.from([0, 1, 2]))).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = NUL;
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findNul(deep)).toMatch(/^(0\.){199999}0$/);
  });
});

describe('a NUL byte in a request', () => {
  it('walks a table that covers the whole API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(90);
    expect(operations.filter((operation) => operation.method !== 'GET').length).toBeGreaterThanOrEqual(45);
  });

  it('in the body of every write route is refused with 400, naming the field (as an admin)', async () => {
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const response = await call(operation.method, concretePath(operation.path), { name: NUL, nested: [{ x: NUL }] });
      expect(response.statusCode, `${label(operation)}: ${response.body}`).toBe(400);
      expect(response.json(), label(operation)).toEqual(refusal('name'));
    }
  });

  it('in the query string of every route that has one is refused with 400', async () => {
    const withQuery = operations.filter((operation) => operation.query.length > 0);
    expect(withQuery.length).toBeGreaterThanOrEqual(10);
    for (const operation of withQuery) {
      for (const name of operation.query) {
        const url = `${concretePath(operation.path)}?${name}=${encodeURIComponent(NUL)}`;
        const response = await call(operation.method, url);
        expect(response.statusCode, `${label(operation)} ?${name}: ${response.body}`).toBe(400);
        expect(response.json(), `${label(operation)} ?${name}`).toEqual(refusal(name));
      }
    }
  });

  it('in a path parameter of every route that has one is refused with 400', async () => {
    const withParams = operations.filter((operation) => operation.params.length > 0);
    expect(withParams.length).toBeGreaterThanOrEqual(30);
    for (const operation of withParams) {
      const name = operation.params[0]!;
      const response = await call(
        operation.method,
        concretePath(operation.path, { [name]: NUL }),
        operation.method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, `${label(operation)}: ${response.body}`).toBe(400);
      expect(response.json(), label(operation)).toEqual(refusal(name));
    }
  });

  it('in otherwise well-formed requests that used to reach PostgreSQL is refused with 400, not 500', async () => {
    const story = {
      title: 'Cleared the exam at last',
      exam: 'SSC CGL',
      year: 2024,
      post: 'Tax Assistant',
      body: `${'Practice every day. '.repeat(12)}${NUL}`,
    };
    const cases: Array<[method: Operation['method'], url: string, payload: unknown, field: string]> = [
      ['PATCH', '/api/me/profile', { name: `Asha ${NUL}` }, 'name'],
      ['POST', '/api/friends/requests', { userId: NUL }, 'userId'],
      ['POST', '/api/chat/read', { p_friend_id: NUL }, 'p_friend_id'],
      ['POST', '/api/chat/clear', { p_friend_id: NUL, p_delete_for_both: false }, 'p_friend_id'],
      ['PUT', '/api/chat/key-backup', { blob: `backup-${NUL}-blob` }, 'blob'],
      ['POST', '/api/stories', story, 'body'],
      ['GET', `/api/users?q=${encodeURIComponent(NUL)}`, undefined, 'q'],
      ['GET', `/api/jobs?q=${encodeURIComponent(NUL)}`, undefined, 'q'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call(method, url, payload, friend.cookie);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual(refusal(field));
    }
  });

  it('in a body that is only a string is refused, naming the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/read',
      headers: { origin: ORIGIN, cookie: friend.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(NUL),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('body'));
  });

  it('to better-auth’s routes is refused the same way', async () => {
    const signUp = await post(app, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'correct horse battery',
      name: `Ravi ${NUL}`,
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual(refusal('name'));
    const signIn = await post(app, '/api/auth/sign-in/email', { email: admin.email, password: NUL });
    expect(signIn.json()).toEqual(refusal('password'));
  });

  it('does not hide the 401 from a signed-out caller', async () => {
    const response = await call('POST', '/api/stories', { title: NUL }, '');
    expect(response.statusCode).toBe(401);
  });
});

describe('a NUL byte in a socket event', () => {
  it('is refused through the acknowledgement, and the socket keeps working', async () => {
    const url = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
    const socket = connectClient(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { origin: ORIGIN, cookie: friend.cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    const send = (payload: unknown) =>
      socket.timeout(3000).emitWithAck(SOCKET_EVENTS.send, payload) as Promise<SendAck>;

    const refused = await send({ clientId: 'c_0123456789', receiverId: NUL, encryptedContent: 'v1.abcdefgh' });
    expect(refused).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: `receiverId: ${NUL_MESSAGE}` });
    // An event without an acknowledgement is dropped quietly.
    socket.emit(SOCKET_EVENTS.read, { p_friend_id: NUL });
    // The same socket still reaches the handlers (not friends: a refusal from the chat service).
    const next = await send({ clientId: 'c_0123456790', receiverId: admin.id, encryptedContent: 'v1.abcdefgh' });
    expect(next).toMatchObject({ ok: false });
    expect((next as { code: string }).code).not.toBe('VALIDATION_FAILED');
    expect(socket.connected).toBe(true);
  });
});
