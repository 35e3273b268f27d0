import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../lib/lifecycle.ts';

/**
 * The header a balancer sets to say it passes an unanswered request of a method it may repeat to another
 * instance (docs/deploy.md's nginx: `proxy_next_upstream error` does so for every method but these).
 */
export const BALANCER_RETRIES_HEADER = 'x-balancer-retries';
const NOT_REPEATED_BY_BALANCERS = new Set(['POST', 'PATCH', 'LOCK']);

/** Whether a balancer that sent `x-balancer-retries: idempotent` passes this request on when it gets no answer. */
export function balancerRepeats(method: string, header: string | string[] | undefined) {
  return header === 'idempotent' && !NOT_REPEATED_BY_BALANCERS.has(method);
}

/**
 * While this instance stops, a request its balancer would repeat elsewhere is closed unanswered, before
 * anything of it runs: the balancer sends it to another instance and counts this one as failed
 * (open-source nginx has no active health checks; `max_fails=1` then sends it nothing more). Until then
 * a balancer keeps sending work here, and the moment the listener closes, connections the kernel has
 * queued are reset after their request was sent: nginx passes a reset POST to no other instance, a
 * failed request (about one stop in ten on a loaded 2-core machine did so in deploy-nginx.test.ts).
 * After one handed-off request no new connection comes, so none is queued when the listener closes.
 * A request without the header (a browser straight to the instance, a balancer that does not repeat)
 * is served to the end as before.
 */
export function registerDrainHandoff(app: FastifyInstance, lifecycle: Lifecycle | undefined) {
  if (!lifecycle) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (lifecycle.draining && balancerRepeats(request.method, request.headers[BALANCER_RETRIES_HEADER])) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    done();
  });
}
