import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  mockTestAttemptState,
  mockTestCatalogue,
  mockTestCatalogueQuery,
  mockTestHistory,
  mockTestHistoryQuery,
  mockTestResult,
  mockTestSaved,
  mockTestSummary,
  saveMockTestResponsesInput,
  startMockTestAttemptInput,
} from '@jobportal/shared';
import type { Guards } from '../auth/index.ts';
import type { MockTestsService } from './mock-tests.service.ts';

export type MockTestsRoutesDeps = { service: MockTestsService; guards: Guards };

const testParams = z.object({
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be a test slug' }),
});
const attemptParams = z.object({ id: z.uuid({ message: 'must be an attempt id' }) });

/**
 * Online mock tests (`/tests`): the catalogue, the signed-in user's attempts (start or resume, save
 * responses, submit), results with review and history. Everything needs a session and everything
 * about an attempt is the caller's own (the user id comes from the session; another user's attempt
 * is a 404). The answer key is only in a submitted attempt's result.
 */
export const mockTestsRoutes =
  ({ service, guards }: MockTestsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireUser);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });
    const tags = ['mock-tests'];

    app.get(
      '/api/mock-tests',
      {
        schema: {
          tags,
          summary: 'The catalogue: active tests with their figures and my attempts, by sector or search',
          querystring: mockTestCatalogueQuery,
          response: { 200: mockTestCatalogue, 400: apiError, 401: apiError },
        },
      },
      async (request) => service.catalogue(request.viewer!.id, request.query),
    );

    app.get(
      '/api/mock-tests/history',
      {
        schema: {
          tags,
          summary: 'My attempts, newest first',
          querystring: mockTestHistoryQuery,
          response: { 200: mockTestHistory, 400: apiError, 401: apiError },
        },
      },
      async (request) => service.history(request.viewer!.id, request.query.test),
    );

    app.get(
      '/api/mock-tests/tests/:slug',
      {
        schema: {
          tags,
          summary: 'One test for its instructions page (no questions)',
          params: testParams,
          response: { 200: mockTestSummary, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request) => service.test(request.viewer!.id, request.params.slug),
    );

    app.post(
      '/api/mock-tests/tests/:slug/attempts',
      {
        schema: {
          tags,
          summary: 'Start an attempt (201), or resume the one in progress (200); the server fixes the deadline',
          params: testParams,
          body: startMockTestAttemptInput,
          response: {
            200: mockTestAttemptState,
            201: mockTestAttemptState,
            400: apiError,
            401: apiError,
            404: apiError,
          },
        },
      },
      async (request, reply) => {
        const { created, state } = await service.start(request.viewer!.id, request.params.slug, request.body);
        return reply.status(created ? 201 : 200).send(state);
      },
    );

    app.get(
      '/api/mock-tests/attempts/:id',
      {
        schema: {
          tags,
          summary: 'My attempt: the paper without its answer key, my responses, the deadline and the server clock',
          params: attemptParams,
          response: { 200: mockTestAttemptState, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request) => service.state(request.viewer!.id, request.params.id),
    );

    app.put(
      '/api/mock-tests/attempts/:id/responses',
      {
        schema: {
          tags,
          summary: 'Save responses as they are made (refused after the deadline or a section’s end)',
          params: attemptParams,
          body: saveMockTestResponsesInput,
          response: { 200: mockTestSaved, 400: apiError, 401: apiError, 404: apiError, 409: apiError },
        },
      },
      async (request) => service.save(request.viewer!.id, request.params.id, request.body),
    );

    app.post(
      '/api/mock-tests/attempts/:id/submit',
      {
        schema: {
          tags,
          summary: 'Submit my attempt; the server scores it and answers with the result',
          params: attemptParams,
          response: { 200: mockTestResult, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request) => service.submit(request.viewer!.id, request.params.id),
    );

    app.get(
      '/api/mock-tests/attempts/:id/result',
      {
        schema: {
          tags,
          summary: 'The result of my submitted attempt, with rank, percentile, comparison and the review',
          params: attemptParams,
          response: { 200: mockTestResult, 400: apiError, 401: apiError, 404: apiError, 409: apiError },
        },
      },
      async (request) => service.result(request.viewer!.id, request.params.id),
    );
  };
