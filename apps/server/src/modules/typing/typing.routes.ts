import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTypingPassages,
  adminTypingRuleSets,
  apiError,
  createTypingRuleSetInput,
  startTypingAttemptInput,
  submitTypingAttemptInput,
  TYPING_HISTORY_PER_PAGE,
  typingActiveInput,
  typingAttemptStarted,
  typingHistory,
  typingHistoryQuery,
  typingPassageFull,
  typingPassageInput,
  typingPassages,
  typingPassagesQuery,
  typingPresets,
  typingResult,
  typingRuleSet,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import { PUBLIC_CACHE_CONTROL, type ResponseCache } from '../../http/response-cache.ts';
import type { AuditLog } from '../admin/index.ts';
import type { Guards } from '../auth/index.ts';
import type { TypingRepository } from './typing.repository.ts';
import { createTypingService } from './typing.service.ts';

export type TypingRoutesDeps = {
  typing: TypingRepository;
  guards: Guards;
  publicCache: ResponseCache;
  audit: AuditLog;
};

const slugParams = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be a slug' })
    .max(80),
});
const attemptParams = z.object({ id: z.uuid({ message: 'must be an attempt id' }) });

/**
 * The typing test (`/typing_test`): public presets and passages; the signed-in user's attempts
 * (start, submit, result, history); and, for admins, new versions of presets and passages. The
 * built-in presets and passages are loaded at start by `main.ts` (`seedTypingContent`).
 */
export const typingRoutes =
  ({ typing, guards, publicCache, audit }: TypingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(publicRoutes(typing, publicCache));
    await app.register(attemptRoutes(typing, guards));
    await app.register(adminRoutes(typing, guards, publicCache, audit));
  };

/** Public data: the same for everyone, cached like the job lists. */
const publicRoutes =
  (typing: TypingRepository, publicCache: ResponseCache): FastifyPluginAsyncZod =>
  async (scoped) => {
    const cached = { ...publicCache.hooks, compress: false as const };

    scoped.get(
      '/api/typing/presets',
      {
        schema: {
          tags: ['typing'],
          summary: 'Typing-test presets: the current version of each rule set',
          response: { 200: typingPresets },
        },
        ...cached,
      },
      async (_request, reply) => {
        reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return { items: await typing.currentRuleSets() };
      },
    );

    scoped.get(
      '/api/typing/passages',
      {
        schema: {
          tags: ['typing'],
          summary: 'Typing passages (without their text), optionally by language or preset family',
          querystring: typingPassagesQuery,
          response: { 200: typingPassages, 400: apiError },
        },
        ...cached,
      },
      async (request, reply) => {
        reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        const { language, preset } = request.query;
        return { items: await typing.currentPassages({ language, family: preset }) };
      },
    );

    scoped.get(
      '/api/typing/passages/:id',
      {
        schema: {
          tags: ['typing'],
          summary: 'One passage with its text (current version)',
          params: slugParams,
          response: { 200: typingPassageFull, 400: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const passage = await typing.currentPassage(request.params.id);
        if (!passage) throw new HttpError(404, 'NOT_FOUND', 'This passage does not exist.');
        reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return passage;
      },
    );
  };

/** The signed-in user's attempts: everything is the caller's own (the user id comes from the session). */
const attemptRoutes =
  (typing: TypingRepository, guards: Guards): FastifyPluginAsyncZod =>
  async (scoped) => {
    const service = createTypingService(typing);
    scoped.addHook('onRequest', guards.requireUser);
    scoped.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });

    scoped.post(
      '/api/typing/attempts',
      {
        schema: {
          tags: ['typing'],
          summary: 'Start an attempt: the server fixes the passage version, the rules and the time',
          body: startTypingAttemptInput,
          response: { 201: typingAttemptStarted, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request, reply) => reply.status(201).send(await service.start(request.viewer!.id, request.body)),
    );

    scoped.post(
      '/api/typing/attempts/:id/submit',
      {
        schema: {
          tags: ['typing'],
          summary: 'Submit the typed text; the server scores it and stores the result',
          params: attemptParams,
          body: submitTypingAttemptInput,
          response: { 200: typingResult, 400: apiError, 401: apiError, 404: apiError, 409: apiError },
        },
      },
      async (request) => service.submit(request.viewer!.id, request.params.id, request.body),
    );

    scoped.get(
      '/api/typing/attempts/:id',
      {
        schema: {
          tags: ['typing'],
          summary: 'One of my results, with the marks that colour the passage',
          params: attemptParams,
          response: { 200: typingResult, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request) => service.result(request.viewer!.id, request.params.id),
    );

    scoped.get(
      '/api/typing/history',
      {
        schema: {
          tags: ['typing'],
          summary: 'My submitted attempts, newest first, with personal bests per preset',
          querystring: typingHistoryQuery,
          response: { 200: typingHistory, 400: apiError, 401: apiError },
        },
      },
      async (request) => {
        const userId = request.viewer!.id;
        const { page } = request.query;
        const [list, bests] = await Promise.all([
          typing.history(userId, page, TYPING_HISTORY_PER_PAGE),
          typing.personalBests(userId),
        ]);
        return { ...list, bests, page, perPage: TYPING_HISTORY_PER_PAGE };
      },
    );
  };

/** Admins: every change is a new version or a retirement, so old results keep what scored them. */
const adminRoutes =
  (typing: TypingRepository, guards: Guards, publicCache: ResponseCache, audit: AuditLog): FastifyPluginAsyncZod =>
  async (scoped) => {
    scoped.addHook('onRequest', guards.requireAdmin);
    scoped.addHook('onSend', async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      if (request.method !== 'GET' && reply.statusCode < 400) publicCache.clear();
    });

    scoped.get(
      '/api/admin/typing/rule-sets',
      {
        schema: {
          tags: ['admin', 'typing'],
          summary: 'Every version of every typing rule set, with its use count',
          response: { 200: adminTypingRuleSets, 401: apiError, 403: apiError },
        },
      },
      async () => ({ items: await typing.allRuleSets() }),
    );

    scoped.post(
      '/api/admin/typing/rule-sets',
      {
        schema: {
          tags: ['admin', 'typing'],
          summary: 'Add a rule set, or a new version of one (higher than the family’s highest)',
          body: createTypingRuleSetInput,
          response: { 201: typingRuleSet, 400: apiError, 401: apiError, 403: apiError, 409: apiError },
        },
      },
      async (request, reply) => {
        const { ruleSet } = request.body;
        if (ruleSet.language !== 'en' && ruleSet.hindiLayouts.length === 0) {
          throw new HttpError(400, 'NO_HINDI_LAYOUT', 'A rule set for Hindi passages needs at least one layout.');
        }
        const highest = await typing.highestVersion(ruleSet.family);
        if (ruleSet.version <= highest) {
          throw new HttpError(409, 'VERSION_EXISTS', `Use a version above ${highest} for ${ruleSet.family}.`);
        }
        if (!(await typing.insertRuleSet(ruleSet))) {
          throw new HttpError(409, 'ID_EXISTS', `A rule set with the id ${ruleSet.id} exists already.`);
        }
        await audit.record(request.viewer!, {
          action: 'typing.rule_set.create',
          targetType: 'typing_rule_set',
          targetId: ruleSet.id,
          summary: { family: ruleSet.family, version: ruleSet.version },
        });
        return reply.status(201).send(ruleSet);
      },
    );

    scoped.patch(
      '/api/admin/typing/rule-sets/:id',
      {
        schema: {
          tags: ['admin', 'typing'],
          summary: 'Retire or restore a rule-set version',
          params: slugParams,
          body: typingActiveInput,
          response: { 204: z.null(), 400: apiError, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await typing.setRuleSetActive(id, request.body.active))) {
          throw new HttpError(404, 'NOT_FOUND', 'This rule set does not exist.');
        }
        await audit.record(request.viewer!, {
          action: request.body.active ? 'typing.rule_set.restore' : 'typing.rule_set.retire',
          targetType: 'typing_rule_set',
          targetId: id,
        });
        return reply.status(204).send(null);
      },
    );

    scoped.get(
      '/api/admin/typing/passages',
      {
        schema: {
          tags: ['admin', 'typing'],
          summary: 'Every version of every typing passage',
          response: { 200: adminTypingPassages, 401: apiError, 403: apiError },
        },
      },
      async () => ({ items: await typing.allPassages() }),
    );

    scoped.post(
      '/api/admin/typing/passages',
      {
        schema: {
          tags: ['admin', 'typing'],
          summary: 'Add a passage, or a new version of passage `id`',
          body: typingPassageInput,
          response: { 201: typingPassageFull, 400: apiError, 401: apiError, 403: apiError },
        },
      },
      async (request, reply) => {
        for (const family of request.body.presetFamilies) {
          if ((await typing.highestVersion(family)) === 0) {
            throw new HttpError(400, 'UNKNOWN_PRESET', `There is no rule set family ${family}.`);
          }
        }
        const passage = await typing.insertPassageVersion(request.body);
        await audit.record(request.viewer!, {
          action: passage.version === 1 ? 'typing.passage.create' : 'typing.passage.update',
          targetType: 'typing_passage',
          targetId: passage.id,
          summary: { version: passage.version, words: passage.wordCount },
        });
        return reply.status(201).send(passage);
      },
    );

    scoped.patch(
      '/api/admin/typing/passages/:id',
      {
        schema: {
          tags: ['admin', 'typing'],
          summary: 'Retire or restore a passage (every version)',
          params: slugParams,
          body: typingActiveInput,
          response: { 204: z.null(), 400: apiError, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await typing.setPassageActive(id, request.body.active))) {
          throw new HttpError(404, 'NOT_FOUND', 'This passage does not exist.');
        }
        await audit.record(request.viewer!, {
          action: request.body.active ? 'typing.passage.restore' : 'typing.passage.retire',
          targetType: 'typing_passage',
          targetId: id,
        });
        return reply.status(204).send(null);
      },
    );
  };
