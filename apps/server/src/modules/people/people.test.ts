import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ownProfile, publicProfile, usersPage } from '@jobportal/shared';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { fileUpload } from '../../testing/multipart.ts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';

let app: FastifyInstance;
let dataDir: string;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;

const call = (
  member: Member | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(member ? { cookie: member.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

function upload(member: Member, url: string, file: Buffer, filename: string, type: string) {
  const { payload, headers } = fileUpload(file, filename, type);
  return app.inject({ method: 'PUT', url, payload, headers: { origin: ORIGIN, cookie: member.cookie, ...headers } });
}

async function befriend(a: Member, b: Member) {
  await call(a, 'POST', '/api/friends/requests', { userId: b.id });
  await call(b, 'POST', `/api/friends/requests/${a.id}/accept`);
}

let owner: Member;
let friend: Member;
let stranger: Member;

beforeAll(async () => {
  const { db } = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-people-'));
  app = await createTestApp(db, { mailer, config: testConfig({ dataDir }) });
  owner = await createVerifiedUser(app, mailer, { name: 'Priya Owner' });
  friend = await createVerifiedUser(app, mailer, { name: 'Rahul Friend' });
  stranger = await createVerifiedUser(app, mailer, { name: 'Sunil Stranger' });
  await befriend(owner, friend);
});

describe('own profile', () => {
  it('reads and changes every field, with defaults for visibility', async () => {
    const before = ownProfile.parse((await call(owner, 'GET', '/api/me/profile')).json());
    expect(before).toMatchObject({ id: owner.id, email: owner.email, name: 'Priya Owner', showOnlineStatus: true });
    expect(before.visibility).toEqual({
      bio: 'everyone',
      state: 'everyone',
      qualification: 'everyone',
      targetExams: 'everyone',
      preferredLanguage: 'friends',
    });
    const changed = await call(owner, 'PATCH', '/api/me/profile', {
      name: '  Priya Sharma ',
      bio: 'Preparing for SSC CGL and bank exams.',
      state: 'rajasthan',
      qualification: 'graduate',
      targetExams: ['ssc-cgl', 'ibps-po', 'ssc-cgl'],
      preferredLanguage: 'hi',
      category: 'obc',
      dateOfBirth: '2001-04-15',
      visibility: { state: 'friends' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ownProfile.parse(changed.json())).toMatchObject({
      name: 'Priya Sharma',
      state: 'rajasthan',
      targetExams: ['ssc-cgl', 'ibps-po'],
      category: 'obc',
      dateOfBirth: '2001-04-15',
      visibility: { state: 'friends', bio: 'everyone' },
    });
  });

  it('refuses bad values with a message per field', async () => {
    const response = await call(owner, 'PATCH', '/api/me/profile', {
      name: 'A',
      state: 'atlantis',
      targetExams: ['not-an-exam'],
      dateOfBirth: '15/04/2001',
      visibility: { bio: 'public' },
      email: 'new@example.com',
    });
    expect(response.statusCode).toBe(400);
    const issues = Object.fromEntries(
      (response.json().issues as Array<{ path: string; message: string }>).map((issue) => [issue.path, issue.message]),
    );
    expect(issues['name']).toBe('Enter your name (at least 2 characters).');
    expect(issues['state']).toBe('Choose a state from the list.');
    expect(issues['targetExams.0']).toBe('Choose exams from the list.');
    expect(issues['dateOfBirth']).toBe('Enter a date of birth as YYYY-MM-DD.');
    expect(issues['visibility.bio']).toBeTruthy();
    // Unknown fields (the email) are refused, not silently ignored.
    expect(JSON.stringify(issues)).toContain('email');
  });
});

describe('profile visibility', () => {
  beforeAll(async () => {
    await call(owner, 'PATCH', '/api/me/profile', {
      bio: 'Everyone may read this.',
      state: 'bihar',
      qualification: 'graduate',
      targetExams: ['rrb-ntpc'],
      preferredLanguage: 'hi',
      category: 'sc',
      dateOfBirth: '2000-01-01',
      showOnlineStatus: true,
      visibility: {
        bio: 'everyone',
        state: 'friends',
        qualification: 'only_me',
        targetExams: 'friends',
        preferredLanguage: 'everyone',
      },
    });
  });

  it('leaves out of the response what a stranger may not see, and never sends private fields', async () => {
    const response = await call(stranger, 'GET', `/api/profiles/${owner.id}`);
    const profile = publicProfile.parse(response.json());
    expect(profile).toMatchObject({ bio: 'Everyone may read this.', preferredLanguage: 'hi', friendStatus: 'none' });
    for (const hidden of ['state', 'qualification', 'targetExams', 'lastSeen'])
      expect(profile).not.toHaveProperty(hidden);
    for (const secret of ['email', 'category', 'dateOfBirth', 'phone'])
      expect(response.body).not.toContain(`"${secret}"`);
    expect(response.body).not.toContain(owner.email);
  });

  it('shows friends-only fields to a friend, but never only-me ones', async () => {
    const profile = publicProfile.parse((await call(friend, 'GET', `/api/profiles/${owner.id}`)).json());
    expect(profile).toMatchObject({ state: 'bihar', targetExams: ['rrb-ntpc'], friendStatus: 'friends' });
    expect(profile).not.toHaveProperty('qualification');
    expect(profile).toHaveProperty('lastSeen');
  });

  it('hides last seen from friends too when the owner turns online status off', async () => {
    await call(owner, 'PATCH', '/api/me/profile', { showOnlineStatus: false });
    const profile = publicProfile.parse((await call(friend, 'GET', `/api/profiles/${owner.id}`)).json());
    expect(profile).not.toHaveProperty('lastSeen');
    await call(owner, 'PATCH', '/api/me/profile', { showOnlineStatus: true });
  });

  it('does not let directory filters reveal a hidden field', async () => {
    const search = async (viewer: Member, query: string) =>
      usersPage.parse((await call(viewer, 'GET', `/api/users?${query}`)).json()).items.map((card) => card.id);
    // State is friends-only: the friend finds the owner by it, the stranger does not.
    expect(await search(friend, 'state=bihar')).toContain(owner.id);
    expect(await search(stranger, 'state=bihar')).not.toContain(owner.id);
    expect(await search(stranger, 'exam=rrb-ntpc')).not.toContain(owner.id);
    // By name, the stranger finds the owner, with only the visible fields on the card.
    const byName = usersPage.parse((await call(stranger, 'GET', '/api/users?q=priya')).json()).items;
    const card = byName.find((item) => item.id === owner.id)!;
    expect(card).toMatchObject({ friendStatus: 'none' });
    expect(card).not.toHaveProperty('state');
    expect(await search(owner, 'q=priya')).not.toContain(owner.id);
  });

  it('answers 404 with a message for unknown members, and 401 when signed out', async () => {
    const unknown = await call(stranger, 'GET', '/api/profiles/no-such-member');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This member does not exist.');
    expect((await call(null, 'GET', `/api/profiles/${owner.id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/users')).statusCode).toBe(401);
  });
});

describe('avatar upload', () => {
  it('re-encodes a photo to 256 and 64 px WebP and strips its EXIF, GPS included', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Camera Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(owner, '/api/me/avatar', photo, 'me.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const profile = ownProfile.parse(response.json());
    for (const [url, size] of [
      [profile.avatarUrl!, 256],
      [profile.avatarThumbUrl!, 64],
    ] as const) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Camera Owner'))).toBe(false);
    }
  });

  it('refuses a text file renamed .png, judged by its content', async () => {
    const response = await upload(
      owner,
      '/api/me/avatar',
      Buffer.from('just some text, not a picture\n'),
      'me.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Upload a JPEG, PNG or WebP image.');
  });

  it('refuses an image over 5 MB with a clear message', async () => {
    const huge = Buffer.concat([
      await readFile(path.join(import.meta.dirname, 'people.test.ts')),
      Buffer.alloc(5 * 1024 * 1024 + 1),
    ]);
    const response = await upload(owner, '/api/me/avatar', huge, 'huge.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('That image is larger than 5 MB. Choose a smaller one.');
  });

  it('removes the avatar', async () => {
    const response = await call(owner, 'DELETE', '/api/me/avatar');
    expect(ownProfile.parse(response.json())).toMatchObject({ avatarUrl: null, avatarThumbUrl: null });
  });
});
