import type { FastifyPluginAsync } from 'fastify';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { ResponseCache } from '../../http/response-cache.ts';
import type { Auth } from '../auth/index.ts';
import type { Guards } from '../auth/index.ts';
import type { FileStore } from '../files/index.ts';
import type { FiguresRepository } from '../mock-tests/index.ts';
import type { StoriesRepository } from '../people/index.ts';
import { adminContentRoutes } from './admin-content.routes.ts';
import { adminMockTestsRoutes } from './admin-mock-tests.routes.ts';
import { adminPeopleRoutes } from './admin-people.routes.ts';
import type { AdminRepository } from './admin.repository.ts';
import type { AuditLog } from './audit.repository.ts';
import type { ContentRepository } from './content.repository.ts';

export type AdminDependencies = {
  guards: Guards;
  admin: AdminRepository;
  content: ContentRepository;
  stories: StoriesRepository;
  audit: AuditLog;
  auth: Auth;
  files: FileStore;
  /** Mock-test figures (rendering a paper reads the ones it names). */
  figures: FiguresRepository;
  publicCache: ResponseCache;
  appUrl: string;
  /** Where the admin's writes are told (`content.changed`, `story.moderated`, `sessions.revoked`). */
  events?: DomainEvents;
};

/**
 * Everything under `/api/admin`. The admin check runs first (`onRequest`, before the body is even
 * parsed), for every route registered in this scope: 401 signed out, 403 signed in but not an admin.
 */
export const adminRoutes =
  (deps: AdminDependencies): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', deps.guards.requireAdmin);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });
    await app.register(adminPeopleRoutes(deps));
    await app.register(adminContentRoutes(deps));
    await app.register(adminMockTestsRoutes(deps));
  };
