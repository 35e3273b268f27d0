import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage, MessagesPage } from '@jobportal/shared';
import { createTestDatabase } from '../testing/database.ts';
import { httpAccount } from '../testing/http-accounts.ts';
import { startAppProcess, type RunningApp } from '../testing/process.ts';
import { BACKUP_FORMAT, createBackup, restoreBackup } from './backup.ts';

/*
 * Issue #27, the restore drill: the app runs on the embedded PostgreSQL of a temp DATA_DIR with
 * steady acknowledged writes (chat messages); `npm run backup` runs in the middle of them; the archive
 * is restored into a new, empty DATA_DIR and the app started on it. Every write acknowledged before the
 * backup began is there, a session signed before still works (DATA_DIR/secrets came along) and an
 * uploaded file is still served (DATA_DIR/uploads).
 */
const execFileAsync = promisify(execFile);
const cli = (name: string) => fileURLToPath(new URL(`./${name}-cli.ts`, import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `npm run backup` / `npm run restore` as its own process, the way an operator does. */
async function runCli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [cli(name), ...args], {
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type Account = { id: string; cookie: string };

describe('npm run backup / npm run restore on the embedded PostgreSQL', { timeout: 240_000 }, () => {
  const dirs: string[] = [];
  const apps: RunningApp[] = [];
  const tempDir = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `jp-${name}-`));
    dirs.push(dir);
    return dir;
  };

  afterAll(async () => {
    for (const app of apps) {
      if (app.child.exitCode === null && app.child.signalCode === null) {
        app.child.kill('SIGTERM');
        await app.exited;
      }
    }
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('restores a backup taken during writes into a fresh DATA_DIR: every write acknowledged before it is there', async () => {
    const dataDir = await tempDir('drill');
    const app = await startAppProcess({ DATA_DIR: dataDir, NODE_ENV: 'development', DEMO_CONTENT: 'false' });
    apps.push(app);
    let base = `http://127.0.0.1:${app.port}`;
    let origin = `http://localhost:${app.port}`;
    const api = (who: Account, method: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: { origin, cookie: who.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const asha = await httpAccount('Asha Drill', origin, base);
    const bilal = await httpAccount('Bilal Drill', origin, base);
    expect((await api(asha, 'POST', '/api/friends/requests', { userId: bilal.id })).status).toBeLessThan(300);
    expect((await api(bilal, 'POST', `/api/friends/requests/${asha.id}/accept`)).status).toBeLessThan(300);

    // An upload: the avatar is stored as files in DATA_DIR/uploads.
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2f6f4f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${base}/api/me/avatar`, {
      method: 'PUT',
      headers: { origin, cookie: asha.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const avatarUrl = ((await uploaded.json()) as { avatarUrl: string }).avatarUrl;
    const avatar = Buffer.from(await (await api(asha, 'GET', avatarUrl)).arrayBuffer());
    expect(avatar.length).toBeGreaterThan(0);

    // Steady writes, each acknowledged (201) with its id: both members, one message every 400 ms each.
    const acked: Array<{ id: string; at: number }> = [];
    let writing = true;
    const writer = async (from: Account, to: Account) => {
      for (let index = 0; writing; index += 1) {
        const response = await api(from, 'POST', '/api/chat/messages', {
          clientId: `c_drill_${from.id.slice(0, 6)}_${index}`,
          receiverId: to.id,
          encryptedContent: `v1.${Buffer.from(`message ${index}`).toString('base64url')}`,
        });
        expect(response.status).toBe(201);
        acked.push({ id: ((await response.json()) as ChatMessage).id, at: Date.now() });
        await pause(400);
      }
    };
    const writers = Promise.all([writer(asha, bilal), writer(bilal, asha)]);
    await pause(2_000);

    const backupsDir = await tempDir('backups');
    const backupStartedAt = Date.now();
    const backup = await runCli('backup', ['--out', backupsDir], { DATA_DIR: dataDir });
    const backupMs = Date.now() - backupStartedAt;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    await pause(800);
    writing = false;
    await writers;
    const ackedBefore = acked.filter((write) => write.at < backupStartedAt);
    const ackedDuring = acked.filter((write) => write.at >= backupStartedAt && write.at < backupStartedAt + backupMs);
    expect(ackedBefore.length).toBeGreaterThanOrEqual(4);

    const archive = backup.stdout.trim();
    expect(path.dirname(archive)).toBe(backupsDir);
    expect(path.basename(archive)).toMatch(/^jobportal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(await readdir(backupsDir)).toEqual([path.basename(archive)]);
    const archiveBytes = (await stat(archive)).size;

    // The original stops: the restored copy must stand on its own.
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);

    // A DATA_DIR with something in it is refused without --force.
    const occupied = await tempDir('occupied');
    await writeFile(path.join(occupied, 'keep.txt'), 'mine');
    const refused = await runCli('restore', [archive], { DATA_DIR: occupied });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty (keep.txt); restore into an empty DATA_DIR, or pass --force');

    const restoredDir = path.join(await tempDir('restored'), 'data');
    const restoreStartedAt = Date.now();
    const restored = await runCli('restore', [archive], { DATA_DIR: restoredDir });
    const restoreMs = Date.now() - restoreStartedAt;
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);

    const again = await startAppProcess({ DATA_DIR: restoredDir, NODE_ENV: 'development', DEMO_CONTENT: 'false' });
    apps.push(again);
    base = `http://127.0.0.1:${again.port}`;
    origin = `http://localhost:${again.port}`;

    // The session signed before the backup is still valid (same auth secret, same session row).
    const me = await api(asha, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { name: string }).name).toBe('Asha Drill');
    // The uploaded file is still served, byte for byte.
    const served = await api(asha, 'GET', avatarUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(avatar)).toBe(true);
    // Every write acknowledged before the backup began is there.
    const history = await api(asha, 'GET', '/api/chat/messages/since?after=0&limit=500');
    expect(history.status).toBe(200);
    const present = new Set(((await history.json()) as MessagesPage).items.map((message) => message.id));
    const missing = ackedBefore.filter((write) => !present.has(write.id));
    expect(missing).toEqual([]);

    process.stdout.write(
      `\n[restore-drill] ${JSON.stringify({
        ackedBeforeBackup: ackedBefore.length,
        ackedDuringBackup: ackedDuring.length,
        ackedInAll: acked.length,
        restoredMessages: present.size,
        backupMs,
        restoreMs,
        archiveBytes,
      })}\n`,
    );
  });
});

describe('backup and restore refuse what they cannot do, with a message', () => {
  const logger = pino({ level: 'silent' });
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jp-backup-'));
    dirs.push(dir);
    return dir;
  };

  it('an external PostgreSQL without pg_dump installed: names the tool to install', async () => {
    const { url } = await createTestDatabase();
    const before = process.env['PG_DUMP'];
    process.env['PG_DUMP'] = '/nonexistent/pg_dump';
    try {
      await expect(
        createBackup({
          dataDir: await tempDir(),
          databaseUrl: url,
          outDir: await tempDir(),
          appVersion: 'test',
          logger,
        }),
      ).rejects.toThrow(
        "/nonexistent/pg_dump was not found: install the PostgreSQL client tools of your server's major version",
      );
    } finally {
      if (before === undefined) delete process.env['PG_DUMP'];
      else process.env['PG_DUMP'] = before;
    }
  });

  it('an archive whose file does not match its checksum is refused before anything is put in place', async () => {
    const staging = await tempDir();
    await mkdir(path.join(staging, 'secrets'));
    await writeFile(path.join(staging, 'secrets', 'auth-secret'), 'changed after the backup\n');
    const manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      appVersion: 'test',
      database: { kind: 'embedded', serverVersion: '18.0', startLsn: '0/1', stopLsn: '0/2' },
      files: [{ path: 'secrets/auth-secret', size: 25, sha256: '0'.repeat(64) }],
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
    const archive = path.join(await tempDir(), 'damaged.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: staging }, ['manifest.json', 'secrets']);
    const target = path.join(await tempDir(), 'data');
    await expect(restoreBackup({ archive, dataDir: target, force: false, logger })).rejects.toThrow(
      'the archive is damaged: secrets/auth-secret does not match its checksum',
    );
    expect(await readdir(target)).toEqual([]);
  });

  it('an archive that is not a JobPortal backup is refused', async () => {
    const staging = await tempDir();
    await writeFile(path.join(staging, 'notes.txt'), 'hello');
    const archive = path.join(await tempDir(), 'other.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: staging }, ['notes.txt']);
    await expect(
      restoreBackup({ archive, dataDir: path.join(await tempDir(), 'data'), force: false, logger }),
    ).rejects.toThrow('not a JobPortal backup: manifest.json is missing or unreadable');
  });
});
