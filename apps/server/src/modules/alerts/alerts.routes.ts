import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertPreferences,
  apiError,
  markNotificationsRead,
  notificationList,
  pushPublicKey,
  pushSubscriptionInput,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { Guards } from '../auth/index.ts';
import type { PersonalParts } from '../documents/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import type { AlertsService } from './alerts.service.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';
import { isAllowedPushEndpoint } from './push-endpoints.ts';
import type { PushSender } from './web-push.ts';

const tokenQuery = z.object({ token: z.string().min(1).max(500) });

function page(heading: string, body: string, form?: { action: string; button: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · JobPortal</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1><p>${escapeHtml(body)}</p>
${form ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit" style="font-size:16px;padding:10px 18px">${escapeHtml(form.button)}</button></form>` : ''}
<p><a href="/alerts">Alert settings</a> · <a href="/">JobPortal</a></p></body></html>`;
}

/**
 * Alert preferences, the notification centre, web push subscriptions and the unsubscribe link. Every
 * route but the unsubscribe ones acts on the signed-in caller only (the id comes from the session).
 */
export const alertsRoutes =
  (deps: {
    alerts: AlertsRepository;
    service: AlertsService | undefined;
    guards: Guards;
    push: PushSender | undefined;
    unsubscribeSecret: string;
    /** Push services besides the browsers' own that a subscription may name (PUSH_SERVICE_HOSTS). */
    pushServiceHosts: readonly string[];
    /** The dev/test-only trigger (`POST /api/dev/alerts/run/:task`). */
    devRoutes: boolean;
    /** Where the notification centre declares what of it is a member's own (decision 037). */
    personalParts?: PersonalParts;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { alerts, guards } = deps;
    const noStore = { 'Cache-Control': 'private, no-store' };

    app.get(
      '/api/alerts/preferences',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['alerts'],
          summary: 'My alert preferences',
          response: { 200: alertPreferences, 401: apiError },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return await alerts.preferences(request.viewer!.id);
      },
    );

    app.put(
      '/api/alerts/preferences',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['alerts'],
          summary: 'Save my alert preferences',
          body: alertPreferences,
          response: { 200: alertPreferences, 400: apiError, 401: apiError },
        },
      },
      async (request, reply) => {
        const unique = <T>(list: T[]) => [...new Set(list)];
        const prefs = {
          ...request.body,
          sectors: unique(request.body.sectors),
          states: unique(request.body.states),
          qualifications: unique(request.body.qualifications),
          noticeTypes: unique(request.body.noticeTypes),
        };
        await alerts.savePreferences(request.viewer!.id, prefs);
        reply.headers(noStore);
        return prefs;
      },
    );

    // One-click unsubscribe (RFC 8058): the mail app POSTs `List-Unsubscribe=One-Click`; no sign-in.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/api/alerts/unsubscribe',
      { schema: { tags: ['alerts'], summary: 'The unsubscribe page (confirms with a POST)', querystring: tokenQuery } },
      async (request, reply) => {
        reply
          .type('text/html; charset=utf-8')
          .headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
        if (!verifyUnsubscribeToken(deps.unsubscribeSecret, request.query.token)) {
          return reply
            .status(400)
            .send(page('This link does not work', 'The unsubscribe link is damaged or was not made by this site.'));
        }
        // A GET changes nothing (mail scanners open links); the button POSTs.
        return page(
          'Unsubscribe from JobPortal mails?',
          'You will get no more alert or reminder mails. Alerts stay in your notification bell.',
          {
            action: `/api/alerts/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
            button: 'Unsubscribe',
          },
        );
      },
    );

    app.post(
      '/api/alerts/unsubscribe',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Unsubscribe from alert and reminder mails (one click, no sign-in)',
          querystring: tokenQuery,
          body: z
            .object({ 'List-Unsubscribe': z.string().max(100).optional() })
            .loose()
            .nullish(),
        },
      },
      async (request, reply) => {
        const userId = verifyUnsubscribeToken(deps.unsubscribeSecret, request.query.token);
        reply.headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
        if (!userId)
          throw new HttpError(400, 'BAD_TOKEN', 'The unsubscribe link is damaged or was not made by this site.');
        await alerts.unsubscribeEmail(userId);
        if ((request.headers.accept ?? '').includes('text/html')) {
          return reply
            .type('text/html; charset=utf-8')
            .send(page('Unsubscribed', 'You will get no more alert or reminder mails from JobPortal.'));
        }
        return { unsubscribed: true };
      },
    );

    // ── Notification centre.

    // In the pages kept for all members, the bell has no count; the app asks for the member's once it runs.
    deps.personalParts?.register('/api/notifications', {
      placeholder: () => ({ items: [], unread: 0 }),
      fetchedByApp: true,
    });

    app.get(
      '/api/notifications',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'My latest notifications and the unread count',
          response: { 200: notificationList, 401: apiError },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const list = await alerts.list(request.viewer!.id);
        return { unread: list.unread, items: list.items };
      },
    );

    app.post(
      '/api/notifications/read',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'Mark notifications read (all of them without `ids`)',
          body: markNotificationsRead,
          response: { 204: z.null(), 400: apiError, 401: apiError },
        },
      },
      async (request, reply) => {
        await alerts.markRead(request.viewer!.id, request.body.ids);
        return reply.status(204).send(null);
      },
    );

    // ── Web push.

    app.get(
      '/api/push/public-key',
      {
        schema: {
          tags: ['push'],
          summary: 'The VAPID public key for PushManager.subscribe',
          response: { 200: pushPublicKey, 404: apiError },
        },
      },
      async () => {
        if (!deps.push) throw new HttpError(404, 'PUSH_UNAVAILABLE', 'Push notifications are not available here.');
        return { publicKey: deps.push.publicKey };
      },
    );

    app.post(
      '/api/push/subscriptions',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['push'],
          summary: 'Register this browser for push',
          body: pushSubscriptionInput,
          response: { 204: z.null(), 400: apiError, 401: apiError },
        },
      },
      async (request, reply) => {
        if (!isAllowedPushEndpoint(request.body.endpoint, deps.pushServiceHosts)) {
          throw new HttpError(400, 'PUSH_SERVICE_NOT_ALLOWED', "This browser's push service is not supported.");
        }
        await alerts.addPushSubscription(request.viewer!.id, request.body);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/push/subscriptions',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['push'],
          summary: 'Stop push to this browser',
          body: pushSubscriptionInput.pick({ endpoint: true }),
          response: { 204: z.null(), 400: apiError, 401: apiError },
        },
      },
      async (request, reply) => {
        await alerts.removePushSubscription(request.viewer!.id, request.body.endpoint);
        return reply.status(204).send(null);
      },
    );

    if (deps.devRoutes && deps.service) {
      const service = deps.service;
      // Development and tests only (like the dev outbox): run a schedule now instead of waiting for it.
      app.post(
        '/api/dev/alerts/run/:task',
        {
          schema: {
            hide: true,
            params: z.object({ task: z.enum(['scan', 'reminders', 'digest-daily', 'digest-weekly']) }),
          },
        },
        async (request) => {
          switch (request.params.task) {
            case 'scan':
              return { items: (await service.scan()).length };
            case 'reminders':
              return { created: await service.runReminders() };
            case 'digest-daily':
              return { users: await service.runDigest('daily') };
            case 'digest-weekly':
              return { users: await service.runDigest('weekly') };
          }
        },
      );
    }
  };
