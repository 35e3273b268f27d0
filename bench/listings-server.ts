/**
 * Child process of `bench/listings.ts`: runs the app under test, in its own process so that it does not
 * share an event loop with autocannon (the baseline is kit/raw-server.ts). Started with `fork()`; talks
 * over the IPC channel:
 *
 *   parent → { kind: 'app', databaseUrl, metricsToken }  the real application (`buildApp`, its auth routes
 *                                          included: the parent signs a member in through them), no logger
 *   child  → { kind: 'listening', port }   (or { kind: 'failed', message })
 *   parent → { kind: 'close' }             close the server and exit
 *
 * It listens on 127.0.0.1 on a free port. The child exits when the parent goes away.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { createMetrics } from '../apps/server/src/lib/metrics.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';

export type ServerCommand = { kind: 'app'; databaseUrl: string; metricsToken: string } | { kind: 'close' };
export type ServerReply = { kind: 'listening'; port: number } | { kind: 'failed'; message: string };

const HOST = '127.0.0.1';
let closeServer: (() => Promise<void>) | undefined;

function reply(message: ServerReply): void {
  process.send?.(message);
}

async function startApp(databaseUrl: string, metricsToken: string): Promise<number> {
  // The same configuration the server tests use (`testConfig()`), with a throwaway data directory.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-bench-app-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir };
  // The production pool size (`createDatabase` default: 10 connections).
  const db = createDatabase(databaseUrl);
  const app = await buildApp({
    config,
    db,
    version: '0.0.0-bench',
    authSecret: randomBytes(32).toString('base64url'),
    // Prometheus metrics as in production (process metrics included), at /metrics with this token.
    metrics: createMetrics(),
    metricsToken,
  });
  await app.listen({ port: 0, host: HOST });
  closeServer = async () => {
    await app.close();
    await db.$client.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  return (app.server.address() as AddressInfo).port;
}

async function onCommand(command: ServerCommand): Promise<void> {
  if (command.kind === 'close') {
    await closeServer?.().catch(() => undefined);
    process.exit(0);
  }
  try {
    const port = await startApp(command.databaseUrl, command.metricsToken);
    reply({ kind: 'listening', port });
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

process.on('message', (command: ServerCommand) => void onCommand(command));
// The parent died or closed the channel: nothing left to serve.
process.on('disconnect', () => {
  void (closeServer?.() ?? Promise.resolve()).finally(() => process.exit(0));
});
