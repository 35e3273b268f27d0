import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, applicationInput, applicationList, applicationLookup } from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { Guards } from '../auth/index.ts';
import { checkAppliedOn, ownerOf } from './applications.policy.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

const params = z.object({ recruitmentId: z.uuid({ message: 'must be a recruitment id' }) });

/**
 * "I applied" (decision 023): the signed-in member's own application records. The owner always comes
 * from the session (applications.policy.ts). The application number travels in bodies only, never in
 * a URL, so request logs (method and URL) never carry it.
 */
export const applicationsRoutes =
  (applications: ApplicationsRepository, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/applications',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['applications'],
          summary: 'My applications, each with the next step of its recruitment',
          response: { 200: applicationList, 401: apiError },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return { items: await applications.list(ownerOf(request.viewer)) };
      },
    );

    app.get(
      '/api/me/applications/:recruitmentId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['applications'],
          summary: 'My application on one recruitment (null when I recorded none)',
          params,
          response: { 200: applicationLookup, 401: apiError },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return { application: await applications.find(ownerOf(request.viewer), request.params.recruitmentId) };
      },
    );

    app.put(
      '/api/me/applications/:recruitmentId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['applications'],
          summary: 'Record or update that I applied',
          description:
            'appliedOn may not be after today (India: 400 APPLIED_ON_IN_FUTURE) nor before the ' +
            "recruitment's application start when known (400 APPLIED_ON_BEFORE_START).",
          params,
          body: applicationInput,
          response: { 200: applicationLookup, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request.viewer);
        const { recruitmentId } = request.params;
        const recruitment = await applications.recruitmentForApplying(recruitmentId);
        if (!recruitment)
          throw new HttpError(404, 'NOT_FOUND', 'This recruitment does not exist or is no longer published.');
        checkAppliedOn(request.body, recruitment);
        await applications.save(owner, recruitmentId, request.body);
        reply.header('Cache-Control', 'private, no-store');
        return { application: await applications.find(owner, recruitmentId) };
      },
    );

    app.delete(
      '/api/me/applications/:recruitmentId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['applications'],
          summary: 'Remove my application record',
          params,
          response: { 204: z.null().describe('removed'), 401: apiError },
        },
      },
      async (request, reply) => {
        await applications.remove(ownerOf(request.viewer), request.params.recruitmentId);
        return reply.status(204).send(null);
      },
    );
  };
