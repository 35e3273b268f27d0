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
