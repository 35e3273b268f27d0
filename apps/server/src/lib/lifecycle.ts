import type { Server } from 'node:net';

/**
 * Whether this instance is being shut down. Set first on SIGTERM: `/api/health` then answers 503
 * (`status: "draining"`), so a load balancer that polls it stops sending new work here before the
 * listener closes.
 */
export type Lifecycle = { readonly draining: boolean; drain(): void };

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

/**
 * The listening socket's queue of connections not yet accepted (Node's default is 511). A restart's
 * reconnect storm (thousands of clients within a second) overflows a short queue, and a dropped SYN is
 * only tried again after 1, 3, 7 s: the clients wait in the kernel's queue instead (capped by
 * net.core.somaxconn).
 */
export const LISTEN_BACKLOG = 4_096;

/** A turn of the event loop this short found no I/O waiting: the kernel's accept queue was empty. */
export const QUIET_TURN_MS = 0.1;

/**
 * Waits for a quiet turn of the event loop before a listener closes: one that accepted no connection
 * and took under `QUIET_TURN_MS`, or `maxWaitMs` at most. Closing a listening socket resets the
 * connections still in the kernel's accept queue, after a balancer has already sent their request, and
 * nginx passes a reset POST to no other instance: a failed request in a rolling restart. Right after a
 * quiet turn that queue was empty a few microseconds ago; after a busy turn (requests being served) it
 * may hold what arrived during the milliseconds the turn took.
 */
export async function waitForQuietTurn(server: Server, maxWaitMs = 300) {
  let accepted = 0;
  const count = () => (accepted += 1);
  server.on('connection', count);
  try {
    const deadline = performance.now() + maxWaitMs;
    let last = performance.now();
    let turns = 0;
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
      const now = performance.now();
      const quiet = turns > 1 && accepted === 0 && now - last < QUIET_TURN_MS;
      accepted = 0;
      last = now;
      if (quiet) return { quiet: true, turns };
      if (now >= deadline) return { quiet: false, turns };
    }
  } finally {
    server.off('connection', count);
  }
}

/** Closes the listener after a quiet turn (above); resolves when the server has closed. */
export async function closeListenerQuietly(server: Server) {
  await waitForQuietTurn(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
