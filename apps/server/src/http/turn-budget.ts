import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * How long one turn of the event loop may spend starting requests before the rest wait for the next
 * turn (ms). A signed-in document costs about half a millisecond; 50 of them arriving together (a
 * result day's refreshes) read in one turn held the loop for 25–40 ms, and with it every socket's
 * heartbeat, every health probe and every other request's next step (issue #24: a page view must not
 * hold the loop for more than 20 ms).
 */
export const TURN_BUDGET_MS = 8;

/**
 * Spreads a burst of requests over turns of the event loop: a request that arrives once this turn has
 * already spent `budgetMs` on requests waits for the next turn's timers (a 1 ms timer), where it goes
 * first, before the next batch read from the sockets. Nothing is refused and the order is kept; a
 * request on a quiet server never waits (the first of each turn always goes at once).
 */
export function createTurnBudget(budgetMs = TURN_BUDGET_MS): () => Promise<void> | undefined {
  let turnStartedAt: number | undefined;
  const endTurn = () => {
    turnStartedAt = undefined;
  };
  return function waitForTurn(): Promise<void> | undefined {
    const now = performance.now();
    if (turnStartedAt === undefined) {
      turnStartedAt = now;
      // The check phase runs right after this turn's reads: the next turn starts a new budget.
      setImmediate(endTurn);
      return undefined;
    }
    if (now - turnStartedAt < budgetMs) return undefined;
    return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(waitForTurn);
  };
}

/** Every request waits for its turn (above) before anything else is done for it. */
export function registerTurnBudget(app: FastifyInstance, budgetMs = TURN_BUDGET_MS): void {
  const waitForTurn = createTurnBudget(budgetMs);
  app.addHook('onRequest', (_request, _reply, done) => {
    const wait = waitForTurn();
    if (wait === undefined) done();
    else void wait.then(() => done());
  });
}
