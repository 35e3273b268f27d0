import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await pause(100);
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL supervised by the app that started it', { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  let database: EmbeddedDatabase | undefined;
  afterEach(async () => {
    await database?.stop();
    database = undefined;
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('is started again after kill -9 of its postmaster, with every committed row replayed from the WAL', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-pgcrash-'));
    dirs.push(dataDir);
    const { logger, lines } = recordingLogger();
    database = await startEmbeddedPostgres({ dataDir, logger });
    await query(database.url, 'CREATE TABLE acknowledged (n integer PRIMARY KEY)');
    await query(database.url, 'INSERT INTO acknowledged SELECT generate_series(1, 1000)');
    const crashed = database.pid!();

    const killedAt = Date.now();
    process.kill(crashed, 'SIGKILL');
    const rows = await until(
      'the server answers again',
      async () => await query<{ count: string }>(database!.url, 'SELECT count(*) FROM acknowledged'),
      10_000,
    );
    const servingAfterMs = Date.now() - killedAt;
    console.log(`[embedded-postgres] serving again ${servingAfterMs} ms after kill -9`);

    expect(rows).toEqual([{ count: '1000' }]);
    expect(database.pid!()).not.toBe(crashed);
    expect(servingAfterMs).toBeLessThan(10_000);
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('embedded PostgreSQL exited unexpectedly; restarting it');
    expect(messages).toContain('embedded PostgreSQL restarted after a crash (WAL replayed)');

    // A stop asked for is not a crash: nothing starts it again.
    await database.stop();
    await pause(500);
    expect(lines.filter((line) => line.msg.includes('exited unexpectedly'))).toHaveLength(1);
  });

  it('gives up with one clear line when the server cannot be started again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-pgcrash-'));
    dirs.push(dataDir);
    const { logger, lines } = recordingLogger();
    database = await startEmbeddedPostgres({ dataDir, logger, restartBackoffMs: [50, 50, 50] });
    // A data directory that is no longer one: every attempt to start fails.
    const versionFile = path.join(dataDir, 'postgres', 'PG_VERSION');
    await rename(versionFile, `${versionFile}.moved`);
    process.kill(database.pid!(), 'SIGKILL');

    const fatal = await until('the give-up line', async () => lines.find((line) => line.level === 60), 15_000);
    expect(fatal.msg).toBe(
      'embedded PostgreSQL could not be restarted; giving up: every request is answered 503 until the app is restarted',
    );
    expect(lines.filter((line) => line.msg === 'embedded PostgreSQL did not start again yet')).toHaveLength(3);
    await rename(`${versionFile}.moved`, versionFile);
  });
});
