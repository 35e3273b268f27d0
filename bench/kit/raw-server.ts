/**
 * Child process of `startRawServer` (processes.ts): the baseline of an HTTP row, a bare `node:http`
 * server in a process of its own that answers each path with the exact bytes the app sent for it
 * (captured by the parent), with the same content type. Started with `fork()`; talks over the IPC channel:
 *
 *   parent → { kind: 'raw', pages: [{ path, contentType, contentEncoding?, body (base64) }] }
 *   child  → { kind: 'listening', port }   (or { kind: 'failed', message })
 *   parent → { kind: 'loop-reset' }        start a measurement window  (child → { kind: 'loop-reset' })
 *   parent → { kind: 'loop-report' }       the window so far: event-loop delay and CPU, as the app's
 *   child  → { kind: 'loop-report', p99, max, cpuMs, preempted }
 *   parent → { kind: 'close' }             close the server and exit
 *
 * The query string is ignored; an unknown path is answered 404. Listens on 127.0.0.1 on a free port.
 * The child exits when the parent goes away.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LOOP_RESOLUTION_MS, loopExcessMs } from '../stats.ts';

/** `contentEncoding`: sent as the app sent it (`gzip`: the body is the compressed bytes as they are). */
export type RawPage = { path: string; contentType: string; contentEncoding?: string; body: string };
export type RawCommand =
  { kind: 'raw'; pages: RawPage[] } | { kind: 'loop-reset' } | { kind: 'loop-report' } | { kind: 'close' };
export type RawReply =
  | { kind: 'listening'; port: number }
  | { kind: 'failed'; message: string }
  | { kind: 'loop-reset' }
  | { kind: 'loop-report'; p99: number | null; max: number | null; cpuMs: number; preempted: number };

// The same event-loop monitor as the app instance's (app-instance.ts): ms beyond a 10 ms timer.
const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
histogram.enable();
let cpuAtReset = process.cpuUsage();
let switchesAtReset = process.resourceUsage().involuntaryContextSwitches;

let server: Server | undefined;

async function start(pages: RawPage[]): Promise<number> {
  const answers = new Map(
    pages.map((page) => {
      const bytes = Buffer.from(page.body, 'base64');
      const headers = {
        'content-type': page.contentType,
        'content-length': String(bytes.byteLength),
        ...(page.contentEncoding ? { 'content-encoding': page.contentEncoding } : {}),
      };
      return [page.path, { bytes, headers }] as const;
    }),
  );
  server = createServer((request, response) => {
    const answer = answers.get((request.url ?? '/').split('?')[0]!);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.bytes);
  });
  const listening = server;
  await new Promise<void>((resolve, reject) => {
    listening.once('error', reject);
    listening.listen(0, '127.0.0.1', () => resolve());
  });
  return (listening.address() as AddressInfo).port;
}

async function close(): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server!.close(() => resolve()));
}

process.on('message', (command: RawCommand) => {
  if (command.kind === 'loop-reset') {
    histogram.reset();
    cpuAtReset = process.cpuUsage();
    switchesAtReset = process.resourceUsage().involuntaryContextSwitches;
    process.send?.({ kind: 'loop-reset' } satisfies RawReply);
    return;
  }
  if (command.kind === 'loop-report') {
    const cpu = process.cpuUsage(cpuAtReset);
    const empty = histogram.count === 0;
    process.send?.({
      kind: 'loop-report',
      p99: empty ? null : loopExcessMs(histogram.percentile(99)),
      max: empty ? null : loopExcessMs(histogram.max),
      cpuMs: (cpu.user + cpu.system) / 1000,
      preempted: process.resourceUsage().involuntaryContextSwitches - switchesAtReset,
    } satisfies RawReply);
    return;
  }
  if (command.kind === 'close') {
    void close().finally(() => process.exit(0));
    return;
  }
  start(command.pages).then(
    (port) => process.send?.({ kind: 'listening', port } satisfies RawReply),
    (error: unknown) =>
      process.send?.({
        kind: 'failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RawReply),
  );
});
// The parent died or closed the channel: nothing left to serve.
process.on('disconnect', () => {
  void close().finally(() => process.exit(0));
});
