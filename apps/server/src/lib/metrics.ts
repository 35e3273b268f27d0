import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import client from 'prom-client';

/**
 * The app's Prometheus metrics (decision 024), all in one registry of its own (never prom-client's global
 * one: tests build many apps in one process). The request-duration histogram is labelled by route
 * pattern, method and status (bounded); the rest is counted where it happens or sampled when
 * Prometheus scrapes. Every name here is what docs/grafana-dashboard.json queries.
 */
export const METRIC_NAMES = {
  requestDuration: 'http_request_duration_seconds',
  eventLoopDelay: 'nodejs_eventloop_lag_p99_seconds',
  dbPool: 'jobportal_db_pool_connections',
  sockets: 'jobportal_socketio_sockets',
  rooms: 'jobportal_socketio_rooms',
  queueJobs: 'jobportal_queue_jobs',
  mails: 'jobportal_mails_total',
  pagesRendered: 'jobportal_pages_rendered_total',
  cacheLookups: 'jobportal_cache_lookups_total',
} as const;

/** Where sampled gauges read from; set by the app as it builds the parts. */
type Sources = {
  pool?: pg.Pool;
  /** Open Socket.IO connections and rooms of this instance. */
  sockets?: () => { sockets: number; rooms: number };
  /** Jobs per queue and state (pg-boss), read at most every QUEUE_SAMPLE_MS. */
  queueJobs?: () => Promise<Array<{ queue: string; state: string; count: number }>>;
};

/** Queue counts are one grouped query: kept this long so that several scrapers cost one. */
const QUEUE_SAMPLE_MS = 5_000;

export type CacheName = 'api' | 'visitor-page' | 'member-page';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new client.Registry();
  const sources: Sources = {};
  const registers = [registry];

  if (options.processMetrics ?? true) {
    // CPU, memory, GC, handles and the event-loop delay (nodejs_eventloop_lag_*), sampled every 10 ms.
    client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  }

  new client.Gauge({
    name: METRIC_NAMES.dbPool,
    help: 'PostgreSQL pool connections by state (total, idle, waiting = requests queued for a connection)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { pool } = sources;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new client.Gauge({
    name: METRIC_NAMES.sockets,
    help: 'Open Socket.IO connections on this instance',
    registers,
    collect() {
      const counts = sources.sockets?.();
      if (counts) this.set(counts.sockets);
    },
  });
  new client.Gauge({
    name: METRIC_NAMES.rooms,
    help: 'Socket.IO rooms on this instance (one per connection, user and session, plus chats)',
    registers,
    collect() {
      const counts = sources.sockets?.();
      if (counts) this.set(counts.rooms);
    },
  });

  let queueSample: { at: number; rows: Promise<Array<{ queue: string; state: string; count: number }>> } | undefined;
  new client.Gauge({
    name: METRIC_NAMES.queueJobs,
    help: 'pg-boss jobs per queue and state: created and retry are waiting (the depth), failed gave up',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const read = sources.queueJobs;
      if (!read) return;
      if (!queueSample || Date.now() - queueSample.at > QUEUE_SAMPLE_MS) {
        queueSample = { at: Date.now(), rows: read() };
        // A failed read is not kept: the next scrape asks again.
        queueSample.rows.catch(() => (queueSample = undefined));
      }
      const rows = await queueSample.rows.catch(() => undefined);
      if (!rows) return;
      this.reset();
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });

  const mails = new client.Counter({
    name: METRIC_NAMES.mails,
    help: 'Mails handed to the mailer, by result (sent or failed)',
    labelNames: ['result'] as const,
    registers,
  });
  const pagesRendered = new client.Counter({
    name: METRIC_NAMES.pagesRendered,
    help: 'Pages rendered on the server, by kind (visitor: for one visitor; member: kept for all members)',
    labelNames: ['kind'] as const,
    registers,
  });
  const cacheLookups = new client.Counter({
    name: METRIC_NAMES.cacheLookups,
    help: 'Lookups in the response and page caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  for (const result of ['sent', 'failed']) mails.inc({ result }, 0);

  return {
    registry,
    /** Tells the sampled gauges where to read (the pool, the socket server, the job queue). */
    observe(more: Sources) {
      Object.assign(sources, more);
    },
    mailSent(ok: boolean) {
      mails.inc({ result: ok ? 'sent' : 'failed' });
    },
    pageRendered(kind: 'visitor' | 'member') {
      pagesRendered.inc({ kind });
    },
    cacheLookup(cache: CacheName, hit: boolean) {
      cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
    },
  };
}

/**
 * The request-duration histogram on every registered route, into the app's registry: one `onResponse`
 * hook reading the time Fastify itself measures (`reply.elapsedTime`, from routing to the last byte
 * handed to the socket), labelled by method, route pattern and status. No endpoint of its own: the
 * metrics are exposed by {@link registerMetricsRoute} or {@link listenMetrics}.
 *
 * One hook, not two: a second hook per request (an `onRequest` starting a timer kept in a WeakMap, the
 * route looked up in its list again, as fastify-metrics does) costs, with its labels, about 5 % of a
 * signed-in page view's profile on a result day (decision 024).
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const histogram = new client.Histogram({
    name: METRIC_NAMES.requestDuration,
    help: 'HTTP request duration in seconds, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    // 5 ms to 10 s: the lists answer in a few ms, a rendered page in tens, a slow upload in seconds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    // Registered routes only (a URL nothing answers is not a label: bounded), and not the scrape itself.
    if (route === undefined || route === '/metrics') return done();
    histogram.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** `GET /metrics` on the app's own port, only for `Authorization: Bearer <token>` (DATA_DIR/secrets/metrics-token). */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  const expected = sha256(token);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/.exec(header)?.[1];
    if (!given || !timingSafeEqual(sha256(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      return reply
        .status(401)
        .send({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'The metrics need the metrics token.' });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return await metrics.registry.metrics();
  });
}

/** A listener of its own for the metrics (METRICS_PORT, on METRICS_HOST): no token, keep it private. */
export async function listenMetrics(
  metrics: Metrics,
  { port, host }: { port: number; host: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Jobs per queue in the states worth watching, one grouped query on pg-boss's table. */
export async function queueJobCounts(pool: pg.Pool): Promise<Array<{ queue: string; state: string; count: number }>> {
  const { rows } = await pool.query<{ queue: string; state: string; count: number }>(
    `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`,
  );
  return rows;
}
