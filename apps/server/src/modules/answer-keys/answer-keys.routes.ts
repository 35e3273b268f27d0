import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnswerKeyView,
  answerKeyCheckView,
  answerKeyInput,
  answerKeySaved,
  answerKeyView,
  apiError,
  checkInput,
  formatOfficialKey,
  objectionsInput,
  parseOfficialKey,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuditLog } from '../admin/index.ts';
import type { Guards } from '../auth/index.ts';
import type { CardRenderer } from '../share/index.ts';
import { checkerOf } from './answer-keys.policy.ts';
import type { AnswerKeysRepository } from './answer-keys.repository.ts';
import type { AnswerKeysService } from './answer-keys.service.ts';

const params = z.object({ noticeId: z.uuid({ message: 'must be a notice id' }) });

/** Checks per member per hour: a sheet read again after a mistake, not a script trying keys. */
export const CHECKS_PER_HOUR = 30;
/** Score cards drawn per member per hour (each is drawn afresh, about 0.1 s of the server's time). */
export const CARDS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/**
 * Answer-key day (decision 040): a member checks their score on an answer-key notice with their
 * response sheet's answers (read in their browser), marks objections; an admin attaches the key.
 */
export const answerKeysRoutes =
  (deps: {
    service: AnswerKeysService;
    repository: AnswerKeysRepository;
    guards: Guards;
    limiter: RateLimiter;
    audit: AuditLog;
    cards: CardRenderer;
    /** Told of every saved key (`content.changed`): lists mark the notice's score check at once. */
    events?: DomainEvents;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service, guards } = deps;

    /** The answer-key notice an admin route is about, or a 404. */
    async function noticeFor(noticeId: string) {
      const notice = await deps.repository.answerKeyNotice(noticeId);
      if (!notice) throw new HttpError(404, 'NOT_FOUND', 'No answer-key notice has this id.');
      return notice;
    }

    app.get(
      '/api/answer-keys/:noticeId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['answer-keys'],
          summary: "An answer key's score check, with my check when I made one",
          params,
          response: { 200: answerKeyView, 401: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return service.view(request.params.noticeId, checkerOf(request.viewer));
      },
    );

    app.put(
      '/api/answer-keys/:noticeId/check',
      {
        onRequest: guards.requireUser,
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags: ['answer-keys'],
          summary: 'Check my score: my response sheet’s answers (question and option IDs), scored and ranked',
          description:
            'Only the shift and, per question ID, the chosen option ID: the body is strict, so a name, roll ' +
            'number or centre is refused. 400 SHEET_NOT_THIS_EXAM when the key lacks the sheet’s questions; ' +
            '409 ANSWER_KEY_NOT_ATTACHED when there is no key and the sheet marks none.',
          params,
          body: checkInput,
          response: {
            200: answerKeyCheckView,
            400: apiError,
            401: apiError,
            404: apiError,
            409: apiError,
            429: apiError,
          },
        },
      },
      async (request, reply) => {
        const userId = checkerOf(request.viewer);
        const limit = await deps.limiter.hit(`answer-key-check:${userId}`, CHECKS_PER_HOUR, HOUR_MS);
        if (!limit.allowed) {
          const minutes = Math.ceil(limit.retryAfterSeconds / 60);
          throw new HttpError(
            429,
            'TOO_MANY_CHECKS',
            `You have checked ${CHECKS_PER_HOUR} times in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          );
        }
        reply.header('Cache-Control', 'private, no-store');
        return service.check(request.params.noticeId, userId, request.body);
      },
    );

    app.get(
      '/api/answer-keys/:noticeId/check/card.png',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['answer-keys'],
          summary: 'My score as an image to share: the exam, marks, rank and normalised marks, nothing of me',
          params,
        },
      },
      async (request, reply) => {
        const userId = checkerOf(request.viewer);
        const limit = await deps.limiter.hit(`answer-key-card:${userId}`, CARDS_PER_HOUR, HOUR_MS);
        if (!limit.allowed) {
          throw new HttpError(429, 'TOO_MANY_CHECKS', 'Too many score cards in the last hour. Try again later.');
        }
        const card = await service.scoreCard(request.params.noticeId, userId);
        if (!card) throw new HttpError(404, 'NOT_FOUND', 'Check your score first, then share it.');
        const png = await deps.cards.png({ kind: 'score', score: card });
        return reply
          .header('Content-Type', 'image/png')
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', 'inline; filename="score.png"')
          .send(png);
      },
    );

    app.delete(
      '/api/answer-keys/:noticeId/check',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['answer-keys'],
          summary: 'Forget my check (its answers and its place in the ranks)',
          params,
          response: { 204: z.null(), 401: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        await service.forget(request.params.noticeId, checkerOf(request.viewer));
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/answer-keys/:noticeId/check/objections',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['answer-keys'],
          summary: 'The questions I think the key has wrong',
          params,
          body: objectionsInput,
          response: { 200: answerKeyCheckView, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return service.object(request.params.noticeId, checkerOf(request.viewer), request.body.questionIds);
      },
    );

    app.get(
      '/api/admin/answer-keys/:noticeId',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'The key attached to an answer-key notice (null when none)',
          params,
          response: {
            200: adminAnswerKeyView,
            401: apiError,
            403: apiError,
            404: apiError,
          },
        },
      },
      async (request) => {
        const notice = await noticeFor(request.params.noticeId);
        const [key, checks] = await Promise.all([
          deps.repository.adminKey(request.params.noticeId),
          service.checkFigures(request.params.noticeId),
        ]);
        if (!key) return { notice, key: null, checks };
        return {
          notice,
          checks,
          key: {
            markingPreset: key.markingPreset,
            stage: key.stage,
            keyText: formatOfficialKey(Object.entries(key.entries)),
            questions: Object.keys(key.entries).length,
            normalisation: key.normalisation,
            cutoffs: key.cutoffs,
            version: key.version,
          },
        };
      },
    );

    app.put(
      '/api/admin/answer-keys/:noticeId',
      {
        onRequest: guards.requireAdmin,
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags: ['admin'],
          summary: 'Attach or change the key of an answer-key notice; checks are scored again when it changed',
          params,
          body: answerKeyInput,
          response: {
            200: answerKeySaved,
            400: apiError,
            401: apiError,
            403: apiError,
            404: apiError,
          },
        },
      },
      async (request) => {
        const { noticeId } = request.params;
        const notice = await noticeFor(noticeId);
        const parsed = parseOfficialKey(request.body.keyText);
        if (!parsed.ok) {
          const [first] = parsed.problems;
          const what =
            first!.problem === 'repeated' ? 'gives a question a second time' : 'has a question ID but no right option';
          throw new HttpError(
            400,
            'KEY_LINE_PROBLEM',
            `Line ${first!.line} (${first!.text}) ${what}; ${parsed.problems.length} line(s) in all need fixing.`,
          );
        }
        const { keyText: _text, ...input } = request.body;
        const { key, rescore } = await deps.repository.saveKey(noticeId, {
          ...input,
          entries: Object.fromEntries(parsed.entries),
        });
        await deps.audit.record(request.viewer!, {
          action: 'answer_key.save',
          targetType: 'answer_key',
          targetId: noticeId,
          summary: {
            title: notice.title,
            recruitmentTitle: notice.recruitmentTitle,
            stage: key.stage,
            questions: parsed.entries.size,
            version: key.version,
          },
        });
        deps.events?.emit('content.changed', { requestId: request.id });
        // Scored again off the request: a member's page keeps its pace while 100,000 checks are.
        if (rescore) {
          void service.rescore(noticeId).then(
            ({ version, changes }) =>
              request.log.info(
                { noticeId, version, changed: changes.length },
                'answer key changed: checks scored again',
              ),
            (error: unknown) => request.log.error({ err: error, noticeId }, 'scoring checks again failed'),
          );
        }
        return { version: key.version, questions: parsed.entries.size, rescoring: rescore };
      },
    );
  };
