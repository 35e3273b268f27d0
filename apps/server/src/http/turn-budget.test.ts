import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerTurnBudget } from './turn-budget.ts';

/** Busy work standing in for a page view's rendering: `ms` of the loop's time. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/**
 * 60 requests of 1 ms each arriving together, with a 1 ms timer beside them that notes how late it
 * fires: the longest the loop was held. Answers in the order the requests were started.
 */
async function burst(withBudget: boolean): Promise<{ longestHoldMs: number; statuses: number[]; order: number[] }> {
  const app = Fastify();
  if (withBudget) registerTurnBudget(app, 8);
  const order: number[] = [];
  app.get('/page/:n', async (request) => {
    work(1);
    order.push(Number((request.params as { n: string }).n));
    return { ok: true };
  });
  await app.ready();
  let longestHoldMs = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    longestHoldMs = Math.max(longestHoldMs, now - last);
    last = now;
  }, 1);
  // Let the probe settle into its rhythm first.
  await new Promise((resolve) => setTimeout(resolve, 20));
  last = performance.now();
  longestHoldMs = 0;
  const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => app.inject(`/page/${n}`)));
  // The hold the burst ended with, before the timer got its turn.
  longestHoldMs = Math.max(longestHoldMs, performance.now() - last);
  clearInterval(probe);
  await app.close();
  return { longestHoldMs, statuses: answers.map((answer) => answer.statusCode), order };
}

describe('the turn budget (issue #24: no page view holds the event loop for more than 20 ms)', () => {
  it('spreads a burst of requests over turns of the loop, so a timer is never held for long, and answers every one in order', async () => {
    const without = await burst(false);
    // The burst as one turn: 60 × 1 ms.
    expect(without.longestHoldMs).toBeGreaterThan(50);
    const spread = await burst(true);
    expect(spread.statuses).toEqual(Array.from({ length: 60 }, () => 200));
    expect(spread.order).toEqual(Array.from({ length: 60 }, (_, n) => n));
    // 8 ms of requests per turn, plus the one that crosses the line and the timer's own lateness.
    expect(spread.longestHoldMs).toBeLessThan(20);
  });

  it('lets a request on a quiet server go at once', async () => {
    const app = Fastify();
    registerTurnBudget(app, 8);
    app.get('/', async () => 'ok');
    const started = performance.now();
    const answer = await app.inject('/');
    expect(answer.body).toBe('ok');
    expect(performance.now() - started).toBeLessThan(50);
    await app.close();
  });
});
