import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * How long one turn of the event loop may spend starting requests before the rest wait for the next
 * turn (ms). A signed-in document costs about half a millisecond; 50 of them arriving together (a
 * result day's refreshes) and read in one turn would hold the loop for 25–40 ms, and with it every
 * socket's heartbeat, every health probe and every other request's next step. A page view must not hold
 * the loop for more than 20 ms, and what a turn does besides starting requests (the rest of large
 * answers' writes, collections) comes on top of this budget, so it is kept well below that
 * (decision 029).
 */
export const TURN_BUDGET_MS = 5;

/**
 * Spreads a burst of requests over turns of the event loop: a request that arrives once this turn has
 * already spent `budgetMs` on requests waits in line for the next turn's timers, where the line goes
 * first, before the next batch read from the sockets. Nothing is refused and the order is kept; a
 * request on a quiet server never waits (the first of each turn goes at once). `admit(go)` calls `go`
 * when the request's turn has come.
 *
 * Each one waiting sets a timer (all of the same length), and each timer lets the first of the line
 * go: Node runs such timers one after the other and, between two of them, the promise jobs the previous
 * one started, so a request's work after its first `await` (the rest of its hooks, its handler, its
 * answer) is done before the budget is read for the next. One timer letting the whole line go in a
 * loop would read the budget before any of that work had run, and let every waiting request into one turn.
 */
export function createTurnBudget(budgetMs = TURN_BUDGET_MS): (go: () => void) => void {
  let turnStartedAt: number | undefined;
  const line: Array<() => void> = [];
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
  /**
   * One step of the line: the first in it goes if this turn has room, else the step waits for the next
   * turn (a timer set while timers run is not run before the next turn's).
   */
  const step = () => {
    if (roomNow()) line.shift()!();
    else setTimeout(step, 0);
  };
  return function admit(go) {
    // Behind the line if there is one: arriving later never means going first.
    if (line.length === 0 && roomNow()) {
      go();
      return;
    }
    line.push(go);
    setTimeout(step, 0);
  };
}

/** Every request waits for its turn (above) before anything else is done for it. */
export function registerTurnBudget(app: FastifyInstance, budgetMs = TURN_BUDGET_MS): void {
  const admit = createTurnBudget(budgetMs);
  app.addHook('onRequest', (_request, _reply, done) => admit(() => done()));
}
