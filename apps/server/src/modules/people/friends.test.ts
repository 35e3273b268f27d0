import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FRIEND_REQUESTS_PER_HOUR, friendsOverview, usersPage } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';

let app: FastifyInstance;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;

const call = (member: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(member ? { cookie: member.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const request = (from: Member, to: Member) => call(from, 'POST', '/api/friends/requests', { userId: to.id });
const statusOf = async (viewer: Member, other: Member) =>
  (await call(viewer, 'GET', `/api/profiles/${other.id}`)).json().friendStatus as string;
const overview = async (member: Member) => friendsOverview.parse((await call(member, 'GET', '/api/friends')).json());

let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
const pairRows = async (a: Member, b: Member) => {
  const result = await db.$client.query(
    'SELECT status, requested_by FROM friendships WHERE user_low = least($1, $2) AND user_high = greatest($1, $2)',
    [a.id, b.id],
  );
  return result.rows;
};

async function members(...names: string[]): Promise<Member[]> {
  const created: Member[] = [];
  for (const name of names) created.push(await createVerifiedUser(app, mailer, { name }));
  return created;
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  app = await createTestApp(db, { mailer });
});

describe('friend requests', () => {
  it('request → accept: both are friends, each sees the other in their list', async () => {
    const [asha, bilal] = await members('Asha Verma', 'Bilal Khan');
    expect((await request(asha!, bilal!)).json()).toEqual({ friendStatus: 'request_sent' });
    expect(await statusOf(bilal!, asha!)).toBe('request_received');
    expect((await overview(bilal!)).received.map((card) => card.id)).toEqual([asha!.id]);
    expect((await overview(asha!)).sent.map((card) => card.id)).toEqual([bilal!.id]);

    const accepted = await call(bilal!, 'POST', `/api/friends/requests/${asha!.id}/accept`);
    expect(accepted.json()).toEqual({ friendStatus: 'friends' });
    expect(await statusOf(asha!, bilal!)).toBe('friends');
    expect((await overview(asha!)).friends.map((card) => card.id)).toEqual([bilal!.id]);
    expect((await overview(bilal!)).friends.map((card) => card.id)).toEqual([asha!.id]);
    expect(await pairRows(asha!, bilal!)).toEqual([{ status: 'accepted', requested_by: asha!.id }]);
  });

  it('refuses what makes no sense, with a message: self, twice, already friends, accepting your own', async () => {
    const [chitra, dev] = await members('Chitra Iyer', 'Dev Patel');
    const self = await request(chitra!, chitra!);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot do that with your own account.');
    await request(chitra!, dev!);
    const twice = await request(chitra!, dev!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already sent a request.');
    const acceptOwn = await call(chitra!, 'POST', `/api/friends/requests/${dev!.id}/accept`);
    expect(acceptOwn.statusCode).toBe(404);
    expect(acceptOwn.json().message).toBe('There is no friend request from this member.');
    await call(dev!, 'POST', `/api/friends/requests/${chitra!.id}/accept`);
    const again = await request(dev!, chitra!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already friends.');
    const unknown = await call(chitra!, 'POST', '/api/friends/requests', { userId: 'no-such-user' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a request from B while A→B is pending accepts it: one row, friends', async () => {
    const [esha, farhan] = await members('Esha Rao', 'Farhan Ali');
    await request(esha!, farhan!);
    expect((await request(farhan!, esha!)).json()).toEqual({ friendStatus: 'friends' });
    expect(await pairRows(esha!, farhan!)).toEqual([{ status: 'accepted', requested_by: esha!.id }]);
  });

  it('two requests sent at the same moment end as one friendship, never two rows', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await members(`Race A${round}`, `Race B${round}`);
      const answers = await Promise.all([request(a!, b!), request(b!, a!)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const rows = await pairRows(a!, b!);
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe('accepted');
      expect(await statusOf(a!, b!)).toBe('friends');
    }
  });

  it('decline, cancel and unfriend each remove the pair, and only the right side may do each', async () => {
    const [gita, hari] = await members('Gita Das', 'Hari Singh');
    await request(gita!, hari!);
    expect((await call(gita!, 'POST', `/api/friends/requests/${hari!.id}/decline`)).statusCode).toBe(404);
    expect((await call(hari!, 'POST', `/api/friends/requests/${gita!.id}/decline`)).json()).toEqual({
      friendStatus: 'none',
    });
    expect(await pairRows(gita!, hari!)).toEqual([]);

    await request(gita!, hari!);
    expect((await call(hari!, 'DELETE', `/api/friends/requests/${gita!.id}`)).statusCode).toBe(404);
    expect((await call(gita!, 'DELETE', `/api/friends/requests/${hari!.id}`)).json()).toEqual({
      friendStatus: 'none',
    });
    expect(await pairRows(gita!, hari!)).toEqual([]);

    await request(gita!, hari!);
    expect((await call(gita!, 'DELETE', `/api/friends/${hari!.id}`)).statusCode).toBe(404);
    await call(hari!, 'POST', `/api/friends/requests/${gita!.id}/accept`);
    expect((await call(gita!, 'DELETE', `/api/friends/${hari!.id}`)).json()).toEqual({ friendStatus: 'none' });
    expect(await statusOf(hari!, gita!)).toBe('none');
  });

  it(`limits new requests to ${FRIEND_REQUESTS_PER_HOUR} an hour per user, with a clear error`, async () => {
    const [sender] = await members('Busy Sender');
    // Pairs are cheap to fake: the limit counts requests, whoever they go to.
    const targets = await members(...Array.from({ length: 2 }, (_, i) => `Target ${i}`));
    for (let i = 0; i < FRIEND_REQUESTS_PER_HOUR; i += 1) {
      // Sending and cancelling keeps the pair free, so every request is a new one.
      expect((await request(sender!, targets[0]!)).statusCode).toBe(200);
      await call(sender!, 'DELETE', `/api/friends/requests/${targets[0]!.id}`);
    }
    const refused = await request(sender!, targets[1]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^You have sent ${FRIEND_REQUESTS_PER_HOUR} friend requests in the last hour\\. Try again in \\d+ minutes?\\.$`,
      ),
    );
  });

  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '/api/friends')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/friends/requests', { userId: 'x' })).statusCode).toBe(401);
  });
});

describe('blocking', () => {
  it('ends the friendship and pending requests, and stops requests both ways', async () => {
    const [ira, jay, kiran] = await members('Ira Sen', 'Jay Mehta', 'Kiran Bose');
    await request(ira!, jay!);
    await call(jay!, 'POST', `/api/friends/requests/${ira!.id}/accept`);
    await request(kiran!, ira!);

    expect((await call(ira!, 'PUT', `/api/blocks/${jay!.id}`)).json()).toEqual({ friendStatus: 'blocked' });
    expect((await call(ira!, 'PUT', `/api/blocks/${kiran!.id}`)).json()).toEqual({ friendStatus: 'blocked' });
    expect(await pairRows(ira!, jay!)).toEqual([]);
    expect(await pairRows(ira!, kiran!)).toEqual([]);

    const mine = await request(ira!, jay!);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe('You blocked this member. Unblock them to send a request.');
    // To the blocked member, the blocker does not exist.
    const theirs = await request(jay!, ira!);
    expect(theirs.statusCode).toBe(404);
    expect((await call(jay!, 'GET', `/api/profiles/${ira!.id}`)).statusCode).toBe(404);
    expect((await overview(ira!)).blocked.map((card) => card.id).sort()).toEqual([jay!.id, kiran!.id].sort());
    expect((await overview(jay!)).friends).toEqual([]);
  });

  it('hides both from each other in the directory, and unblocking brings them back', async () => {
    const [luv, mira] = await members('Luv Directory', 'Mira Directory');
    const find = async (viewer: Member, name: string) =>
      usersPage.parse((await call(viewer, 'GET', `/api/users?q=${encodeURIComponent(name)}`)).json()).items;
    expect((await find(luv!, 'Mira Directory')).map((card) => card.id)).toEqual([mira!.id]);
    await call(luv!, 'PUT', `/api/blocks/${mira!.id}`);
    expect(await find(luv!, 'Mira Directory')).toEqual([]);
    expect(await find(mira!, 'Luv Directory')).toEqual([]);
    expect((await call(luv!, 'DELETE', `/api/blocks/${mira!.id}`)).json()).toEqual({ friendStatus: 'none' });
    expect((await find(mira!, 'Luv Directory')).map((card) => card.id)).toEqual([luv!.id]);
  });
});
