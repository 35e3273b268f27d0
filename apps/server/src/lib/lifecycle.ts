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
