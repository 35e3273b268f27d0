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
 * already spent `budgetMs` on requests waits in line for the next turn's timers (a 1 ms timer), where
 * the line goes first, before the next batch read from the sockets. Nothing is refused and the order
 * is kept (one line, let go in order); a request on a quiet server never waits (the first of each turn
 * goes at once). `admit(go)` calls `go` when the request's turn has come.
 */
export function createTurnBudget(budgetMs = TURN_BUDGET_MS): (go: () => void) => void {
  let turnStartedAt: number | undefined;
  const line: Array<() => void> = [];
  let draining = false;
  const endTurn = () => {
    turnStartedAt = undefined;
  };
  /** Whether this turn may start one more request (starting a new turn's budget if none is running). */
  const roomNow = () => {
    const now = performance.now();
    if (turnStartedAt === undefined) {
      turnStartedAt = now;
      // The check phase runs right after this turn's reads: the next turn starts a new budget.
      setImmediate(endTurn);
      return true;
    }
    return now - turnStartedAt < budgetMs;
  };
  const drain = () => {
    // Each one let go runs its start (up to its first wait) before the budget is read again.
    while (line.length > 0 && roomNow()) line.shift()!();
    if (line.length > 0) setTimeout(drain, 0);
    else draining = false;
  };
  return function admit(go) {
    // Behind the line if there is one: arriving later never means going first.
    if (line.length === 0 && roomNow()) {
      go();
      return;
    }
    line.push(go);
    if (!draining) {
      draining = true;
      setTimeout(drain, 0);
    }
  };
}

/** Every request waits for its turn (above) before anything else is done for it. */
export function registerTurnBudget(app: FastifyInstance, budgetMs = TURN_BUDGET_MS): void {
  const admit = createTurnBudget(budgetMs);
  app.addHook('onRequest', (_request, _reply, done) => admit(() => done()));
}
