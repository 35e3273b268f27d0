import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache } from '../http/response-cache.ts';
import { createAlertsService } from '../modules/alerts/alerts.service.ts';
import { ALERT_QUEUES } from '../modules/alerts/alert-queues.service.ts';
import { createAlertsRepository } from '../modules/alerts/alerts.repository.ts';
import { createDomainEvents } from './domain-events.ts';
import type { JobQueue } from './job-queue.ts';
import { createTestApp } from '../testing/app.ts';
import { createTestDatabase } from '../testing/database.ts';
import type { Database } from '../db/client.ts';
import { createMetrics, listenMetrics, METRIC_NAMES, type Metrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests';
let db: Database;
let app: FastifyInstance;
let metrics: Metrics;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  metrics = createMetrics();
  app = await createTestApp(db, {
    metrics,
    metricsToken: TOKEN,
    publicCache: createResponseCache({ ttlMs: 60_000, onLookup: (hit) => metrics.cacheLookup('api', hit) }),
  });
});

const scrape = async () => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one series line (`name{labels} value`), or undefined when the series is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the app port', () => {
  it('answers 401 without the token, and with a wrong one', async () => {
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'The metrics need the metrics token.' });
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('counts a request in the duration histogram under its route pattern, method and status', async () => {
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/jobs/:idOrSlug",status_code="404"}';
    const before = valueOf(await scrape(), series) ?? 0;
    expect((await app.inject({ method: 'GET', url: '/api/jobs/no-such-recruitment' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/jobs/another-missing-one' })).statusCode).toBe(404);
    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 2);
    // Route patterns only: a raw URL never becomes a label (bounded cardinality).
    expect(text).not.toContain('no-such-recruitment');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/jobs\/:idOrSlug"/,
    );
  });

  it('exports every series the dashboard uses: pool, sockets, rooms, queue, mails, renders, cache, event loop', async () => {
    await app.inject({ method: 'GET', url: '/api/jobs' });
    await app.inject({ method: 'GET', url: '/api/jobs' });
    const text = await scrape();
    for (const name of Object.values(METRIC_NAMES)) expect(text).toContain(`# TYPE ${name}`);
    expect(valueOf(text, 'jobportal_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'jobportal_db_pool_connections{state="waiting"}')).toBe(0);
    expect(valueOf(text, 'jobportal_socketio_sockets')).toBe(0);
    expect(valueOf(text, 'jobportal_mails_total{result="failed"}')).toBe(0);
    expect(valueOf(text, 'jobportal_cache_lookups_total{cache="api",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'jobportal_cache_lookups_total{cache="api",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts mails at the mailer (the development outbox counts as sent)', async () => {
    const before = valueOf(await scrape(), 'jobportal_mails_total{result="sent"}') ?? 0;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: `metrics-${Date.now()}@example.com`, password: 'correct horse battery', name: 'Meena' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(valueOf(await scrape(), 'jobportal_mails_total{result="sent"}')).toBe(before + 1);
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  it('serves the same registry without a token, and nothing else', async () => {
    const listener = await listenMetrics(metrics, { port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe('request ids', () => {
  it('answers with x-request-id: a safe incoming one kept, anything else replaced by a fresh one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-42.a_b:c' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.a_b:c');
    const unsafe = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a b\n{"level":60}' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'x'.repeat(65) },
    });
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id']);
  });

  it('names the request id in every log line of that request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    const logged = await createTestApp(db, { logger });
    await logged.inject({ method: 'GET', url: '/api/jobs/missing-for-logs', headers: { 'x-request-id': 'trace-1' } });
    const ofRequest = lines.filter((line) => line.reqId === 'trace-1');
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(
      lines.filter((line) => JSON.stringify(line).includes('missing-for-logs')).every((l) => l.reqId === 'trace-1'),
    ).toBe(true);
  });

  it('passes the request id into the alert jobs a publishing request enqueues, and into their workers’ logs', async () => {
    const sent: Array<{ name: string; data: object }> = [];
    const workers = new Map<string, (jobs: Array<{ id: string; data: object }>) => Promise<void>>();
    const queue = {
      createQueue: async () => undefined,
      updateQueue: async () => undefined,
      schedule: async () => undefined,
      work: async (
        name: string,
        _options: object,
        handler: (jobs: Array<{ id: string; data: object }>) => Promise<void>,
      ) => {
        workers.set(name, handler);
        return `worker-${name}`;
      },
      send: async (name: string, data: object) => {
        sent.push({ name, data });
        return 'job-1';
      },
      insert: async () => undefined,
      notifyWorker: () => undefined,
    } as unknown as JobQueue;
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    const service = createAlertsService({
      db,
      alerts: createAlertsRepository(db),
      queue,
      mailer: { send: async () => undefined, deliver: async () => undefined, close: async () => undefined },
      push: undefined,
      appUrl: 'http://localhost:3000',
      unsubscribeSecret: 'secret',
      events: createDomainEvents(() => undefined),
      logger,
    });
    await service.start();
    service.kick('publish-req-7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([{ name: ALERT_QUEUES.scan, data: { requestId: 'publish-req-7' } }]);
    await workers.get(ALERT_QUEUES.fanout)!([
      { id: 'job-2', data: { itemKey: 'r:00000000-0000-4000-8000-000000000000', requestId: 'publish-req-7' } },
    ]);
    expect(lines.find((line) => line.msg === 'alert fan-out')).toMatchObject({
      reqId: 'publish-req-7',
      itemKey: 'r:00000000-0000-4000-8000-000000000000',
    });
  });
});

describe('docs/grafana-dashboard.json', () => {
  it('queries only metrics the app exports', async () => {
    const dashboard = JSON.parse(
      await readFile(new URL('../../../../docs/grafana-dashboard.json', import.meta.url), 'utf8'),
    ) as { panels: Array<{ title: string; targets?: Array<{ expr: string }> }> };
    const exported = new Set((await scrape()).match(/^# TYPE (\S+)/gm)!.map((line) => line.split(' ')[2]!));
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    expect(exprs.length).toBeGreaterThanOrEqual(9);
    for (const expr of exprs) {
      // Histogram series are queried by their _bucket, _sum and _count.
      // Every metric is written with its selector (`name{…}`), so the names are what stands before a `{`.
      const names = [...expr.matchAll(/([a-z_:][a-z0-9_:]*)\{/g)].map((match) =>
        match[1]!.replace(/_(bucket|sum|count)$/, ''),
      );
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) expect(exported, `${expr} names ${name}`).toContain(name);
    }
    // Every metric of the list has a panel.
    const all = exprs.join('\n');
    for (const name of Object.values(METRIC_NAMES)) expect(all).toContain(name);
  });
});
