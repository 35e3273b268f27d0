import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDashboard,
  adminStoriesQuery,
  adminUser,
  adminUsersPage,
  adminUsersQuery,
  apiError,
  auditPage,
  auditQuery,
  banInput,
  story,
  storyEdit,
  storyRejection,
  type StoryAction,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { Auth } from '../auth/index.ts';
import type { StoriesRepository } from '../people/index.ts';
import { assertNotSelf } from './admin.policy.ts';
import type { AdminRepository } from './admin.repository.ts';
import type { AuditLog } from './audit.repository.ts';

const userParams = z.object({ userId: z.string().min(1).max(64) });
const storyParams = z.object({ id: z.uuid({ message: 'must be a story id' }) });
const noUser = () => new HttpError(404, 'NOT_FOUND', 'This account does not exist.');
const ok = z.object({ ok: z.literal(true) });

/** Headers better-auth's admin endpoints read the calling admin's session from. */
function sessionHeaders(cookie: string | undefined): Headers {
  const headers = new Headers();
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** The admin dashboard, accounts, story moderation and the audit log. Registered inside `adminRoutes`. */
export const adminPeopleRoutes =
  (deps: {
    admin: AdminRepository;
    stories: StoriesRepository;
    audit: AuditLog;
    auth: Auth;
    appUrl: string;
    events?: DomainEvents;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin, stories, audit, auth } = deps;

    app.get(
      '/api/admin/dashboard',
      { schema: { tags: ['admin'], summary: 'Counts for the admin dashboard', response: { 200: adminDashboard } } },
      async () => admin.dashboard(),
    );

    // ── Accounts.

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Accounts, newest first, by name or email',
          querystring: adminUsersQuery,
          response: { 200: adminUsersPage },
        },
      },
      async (request) => admin.users(request.query),
    );

    app.get(
      '/api/admin/users/:userId',
      {
        schema: {
          tags: ['admin'],
          summary: 'One account',
          params: userParams,
          response: { 200: adminUser, 404: apiError },
        },
      },
      async (request) => (await admin.user(request.params.userId)) ?? Promise.reject(noUser()),
    );

    app.put(
      '/api/admin/users/:userId/admin',
      {
        schema: {
          tags: ['admin'],
          summary: 'Grant admin rights',
          params: userParams,
          response: { 200: adminUser, 404: apiError },
        },
      },
      async (request) => {
        const target = await admin.user(request.params.userId);
        if (!target) throw noUser();
        await admin.setAdmin(target.id, true);
        deps.events?.emit('user.rightsChanged', { userId: target.id });
        await audit.record(request.viewer!, {
          action: 'user.grant_admin',
          targetType: 'user',
          targetId: target.id,
          summary: { email: target.email },
        });
        return (await admin.user(target.id))!;
      },
    );

    app.delete(
      '/api/admin/users/:userId/admin',
      {
        schema: {
          tags: ['admin'],
          summary: 'Revoke admin rights (not your own)',
          params: userParams,
          response: { 200: adminUser, 403: apiError, 404: apiError },
        },
      },
      async (request) => {
        assertNotSelf(request.viewer!, request.params.userId, 'revokeAdmin');
        const target = await admin.user(request.params.userId);
        if (!target) throw noUser();
        await admin.setAdmin(target.id, false);
        deps.events?.emit('user.rightsChanged', { userId: target.id });
        await audit.record(request.viewer!, {
          action: 'user.revoke_admin',
          targetType: 'user',
          targetId: target.id,
          summary: { email: target.email },
        });
        return (await admin.user(target.id))!;
      },
    );

    app.put(
      '/api/admin/users/:userId/ban',
      {
        schema: {
          tags: ['admin'],
          summary: 'Ban an account: its sessions end at once and sign-in is refused',
          params: userParams,
          body: banInput,
          response: { 200: adminUser, 403: apiError, 404: apiError },
        },
      },
      async (request) => {
        assertNotSelf(request.viewer!, request.params.userId, 'ban');
        const target = await admin.user(request.params.userId);
        if (!target) throw noUser();
        await auth.api.banUser({
          headers: sessionHeaders(request.headers.cookie),
          body: { userId: target.id, ...(request.body.reason ? { banReason: request.body.reason } : {}) },
        });
        await audit.record(request.viewer!, {
          action: 'user.ban',
          targetType: 'user',
          targetId: target.id,
          summary: { email: target.email, reason: request.body.reason ?? null },
        });
        return (await admin.user(target.id))!;
      },
    );

    app.delete(
      '/api/admin/users/:userId/ban',
      {
        schema: {
          tags: ['admin'],
          summary: 'Lift a ban',
          params: userParams,
          response: { 200: adminUser, 404: apiError },
        },
      },
      async (request) => {
        const target = await admin.user(request.params.userId);
        if (!target) throw noUser();
        await auth.api.unbanUser({ headers: sessionHeaders(request.headers.cookie), body: { userId: target.id } });
        await audit.record(request.viewer!, {
          action: 'user.unban',
          targetType: 'user',
          targetId: target.id,
          summary: { email: target.email },
        });
        return (await admin.user(target.id))!;
      },
    );

    app.delete(
      '/api/admin/users/:userId',
      {
        schema: {
          tags: ['admin'],
          summary: 'Delete an account with its friendships, messages and stories',
          params: userParams,
          response: { 200: ok, 403: apiError, 404: apiError },
        },
      },
      async (request) => {
        assertNotSelf(request.viewer!, request.params.userId, 'delete');
        const target = await admin.user(request.params.userId);
        if (!target) throw noUser();
        await auth.api.removeUser({ headers: sessionHeaders(request.headers.cookie), body: { userId: target.id } });
        await audit.record(request.viewer!, {
          action: 'user.delete',
          targetType: 'user',
          targetId: target.id,
          summary: { email: target.email, name: target.name },
        });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/users/:userId/password-reset',
      {
        schema: {
          tags: ['admin'],
          summary: 'Send the account a password-reset link',
          params: userParams,
          response: { 200: ok, 404: apiError },
        },
      },
      async (request) => {
        const target = await admin.user(request.params.userId);
        if (!target) throw noUser();
        await auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: '/update-password' } });
        await audit.record(request.viewer!, {
          action: 'user.password_reset',
          targetType: 'user',
          targetId: target.id,
          summary: { email: target.email },
        });
        return { ok: true as const };
      },
    );

    // ── Success stories.

    app.get(
      '/api/admin/stories',
      {
        schema: {
          tags: ['admin'],
          summary: 'Stories by status (the moderation queue: pending, oldest last)',
          querystring: adminStoriesQuery,
          response: {
            200: z.object({ items: z.array(story), total: z.number(), page: z.number(), perPage: z.number() }),
          },
        },
      },
      async (request) => stories.byStatus(request.query.status, request.query.page, request.query.perPage),
    );

    const moderate = (action: Exclude<StoryAction, 'resubmit'>, label: string) =>
      app.post(
        `/api/admin/stories/:id/${action}`,
        {
          schema: {
            tags: ['admin'],
            summary: label,
            params: storyParams,
            ...(action === 'reject' ? { body: storyRejection } : {}),
            response: { 200: story, 404: apiError, 409: apiError },
          },
        },
        async (request) => {
          const current = await stories.findById(request.params.id);
          if (!current) throw new HttpError(404, 'NOT_FOUND', 'This story does not exist.');
          const reason = (request.body as { reason?: string } | undefined)?.reason;
          const changed = await stories.transition(current.id, action, reason);
          if (!changed) {
            throw new HttpError(409, 'WRONG_STATE', `A ${current.status} story cannot be changed that way.`);
          }
          await audit.record(request.viewer!, {
            action: `story.${action}`,
            targetType: 'story',
            targetId: current.id,
            summary: { title: current.title, from: current.status, to: changed.status, ...(reason ? { reason } : {}) },
          });
          if (changed.status === 'published' || changed.status === 'rejected') {
            const authorId = await stories.authorOf(current.id);
            if (authorId) {
              deps.events?.emit('story.moderated', {
                storyId: current.id,
                authorId,
                slug: changed.slug,
                title: changed.title,
                outcome: changed.status,
              });
            }
          }
          return changed;
        },
      );
    moderate('approve', 'Approve and publish a story');
    moderate('reject', 'Reject a story with a reason its author sees');
    moderate('unpublish', 'Take a published story back to the queue');

    app.patch(
      '/api/admin/stories/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Edit a story's text",
          params: storyParams,
          body: storyEdit,
          response: { 200: story, 404: apiError },
        },
      },
      async (request) => {
        const before = await stories.findById(request.params.id);
        if (!before) throw new HttpError(404, 'NOT_FOUND', 'This story does not exist.');
        const after = (await stories.edit(before.id, request.body))!;
        await audit.record(request.viewer!, {
          action: 'story.edit',
          targetType: 'story',
          targetId: before.id,
          summary: { title: after.title, fields: Object.keys(request.body).sort() },
        });
        return after;
      },
    );

    // ── Audit log.

    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first, by actor, action or item',
          querystring: auditQuery,
          response: { 200: auditPage },
        },
      },
      async (request) => audit.list(request.query),
    );
  };
