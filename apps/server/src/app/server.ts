import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { SLUG_MAX_LENGTH } from '@jobportal/shared';
import type { AppDependencies } from '../app.ts';
import { inRequestScope } from '../db/client.ts';
import { registerErrorHandling } from '../http/errors.ts';
import { registerDrainHandoff } from '../http/drain-handoff.ts';
import { registerRequestIdHeader, requestIdOf } from '../http/request-id.ts';
import { registerTurnBudget } from '../http/turn-budget.ts';
import { createMetrics, registerMetricsRoute, registerRequestMetrics } from '../lib/metrics.ts';

/** The Fastify instance and what every request meets first: its id, database scope, timing, turn budget, errors. */
export function createServer(
  deps: Pick<AppDependencies, 'config' | 'logger' | 'metrics' | 'metricsToken' | 'lifecycle'>,
) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // While closing, a request that still arrives on an open keep-alive connection is served (with
    // `Connection: close`), not answered 503: the drain finishes work instead of failing it.
    return503OnClosing: false,
    // The longest path parameter any route takes: a recruitment's preview image, `{slug}.png` (Fastify's
    // default of 100 turned a published 110-character slug into "No route").
    routerOptions: { maxParamLength: SLUG_MAX_LENGTH + '.png'.length },
    // A safe incoming x-request-id is kept (one id through the proxy and our logs), else a new UUID.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  // First of all: while this instance stops, a request its balancer repeats elsewhere is handed off.
  registerDrainHandoff(app, deps.lifecycle);
  registerRequestIdHeader(app);
  // A request's statements wait for PostgreSQL's answer at most 1.5 s (a hung server answers 503 before
  // 2 s). Entered again before the handler: a parsed body resumes the request outside the first scope.
  app.addHook('onRequest', (_request, _reply, done) => inRequestScope(done));
  app.addHook('preHandler', (_request, _reply, done) => inRequestScope(done));
  // Before any route: every route's answers are timed (the request-duration histogram, by route pattern).
  const metrics = deps.metrics ?? createMetrics({ processMetrics: false });
  registerRequestMetrics(app, metrics);
  if (deps.metricsToken) registerMetricsRoute(app, metrics, deps.metricsToken);
  // A burst of requests is spread over turns of the event loop (the wait counts in their latency).
  registerTurnBudget(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  return { app, metrics };
}
