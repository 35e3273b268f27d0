import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess } from './testing/process.ts';

const execFileAsync = promisify(execFile);
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jp-main-'));
  dirs.push(dir);
  return dir;
}

/** Connects to the embedded cluster of a data directory, using the port in its pid file. */
async function connectToEmbedded(dataDir: string): Promise<pg.Client> {
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pidFile.split('\n')[3]);
  const password = (await readFile(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  return client;
}

describe('npm start on the embedded PostgreSQL', { timeout: 180_000 }, () => {
  it('keeps its data across a kill -9 and a restart, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = await tempDataDir();
    const first = await startAppProcess({ DATA_DIR: dataDir });
    expect(await stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBeTruthy();
    expect((await readFile(path.join(dataDir, 'secrets', 'auth-secret'), 'utf8')).trim()).toHaveLength(43);

    const client = await connectToEmbedded(dataDir);
    await client.query(`INSERT INTO app_settings (key, value) VALUES ('kill-test', '"survives"')`);
    await client.end();

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startAppProcess({ DATA_DIR: dataDir });
    expect(second.output()).toContain('still holds the data directory');
    const again = await connectToEmbedded(dataDir);
    const { rows } = await again.query(`SELECT value FROM app_settings WHERE key = 'kill-test'`);
    await again.end();
    expect(rows).toEqual([{ value: 'survives' }]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"msg":"stopped"');
    // The embedded server went down with the app: its pid file is gone.
    await expect(stat(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  });

  // What a closed terminal, a dead `| tee` or a stuck log collector does to the server's stdout.
  it.each([
    ['stops reading it (the pipe fills up)', (stdout: Readable) => stdout.removeAllListeners('data').pause()],
    ['closes it (writes fail with EPIPE)', (stdout: Readable) => stdout.destroy()],
  ])('exits within 10 s of SIGTERM when the reader of its output %s', async (_case, stopReading) => {
    const dataDir = await tempDataDir();
    const app = await startAppProcess({ DATA_DIR: dataDir });
    stopReading(app.child.stdout!);
    // About 2 MB of log lines after that, more than a pipe holds: every request is logged with its URL.
    const url = `http://127.0.0.1:${app.port}/api/health?padding=${'x'.repeat(8000)}`;
    for (let index = 0; index < 250; index += 1) expect((await fetch(url)).status).toBe(200);

    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const code = await Promise.race([app.exited, new Promise((resolve) => setTimeout(() => resolve('hung'), 20_000))]);
    const tookMs = Date.now() - signalledAt;
    if (code === 'hung') app.child.kill('SIGKILL');
    expect(code).not.toBe('hung');
    expect(tookMs).toBeLessThan(10_000);
    expect(code).toBe(0);
    // It shut down in order: the embedded server went down with it.
    await expect(stat(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  });

  it('stops at once with one line naming a bad variable', async () => {
    const dataDir = await tempDataDir();
    const app = await startAppProcess({ DATA_DIR: dataDir, PORT: 'eighty' }, { waitForHealth: false });
    expect(await app.exited).toBe(1);
    expect(app.output().trim()).toBe('Invalid configuration: PORT must be a number (got "eighty")');
  });

  it('uses DATABASE_URL instead of starting its own server when given one', async () => {
    const dataDir = await tempDataDir();
    const { inject } = await import('vitest');
    const app = await startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: inject('adminDatabaseUrl') });
    const health = await (await fetch(`http://127.0.0.1:${app.port}/api/health`)).json();
    expect(health).toMatchObject({ db: 'ok' });
    await expect(stat(path.join(dataDir, 'postgres'))).rejects.toThrow();
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  });

  it.runIf(userInfo().uid === 0)('runs as a normal user too (this run is root: it starts one as nobody)', async () => {
    const { stdout } = await execFileAsync('id', ['-u', 'nobody']);
    const uid = Number(stdout.trim());
    const gid = Number((await execFileAsync('id', ['-g', 'nobody'])).stdout.trim());
    const dataDir = await tempDataDir();
    await chown(dataDir, uid, gid);
    // nobody must reach the checkout and the temp dir (a `mktemp -d` parent is 0700).
    for (const dir of ancestors(dataDir).concat(ancestors(process.cwd()))) {
      const info = await stat(dir);
      if ((info.mode & 0o001) === 0) await chmod(dir, info.mode | 0o001);
    }
    const app = await startAppProcess({ DATA_DIR: dataDir, HOME: dataDir }, { uid, gid });
    const owner = (await stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).uid;
    expect(owner).toBe(uid);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  });
});

function ancestors(dir: string): string[] {
  const list: string[] = [];
  for (let current = path.resolve(dir); current !== path.dirname(current); current = path.dirname(current)) {
    list.push(current);
  }
  return list;
}
