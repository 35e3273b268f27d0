import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import {
  adminNotice,
  adminPage,
  adminRecruitment,
  adminRecruitmentsPage,
  adminRecruitmentsQuery,
  apiError,
  importInput,
  importReport,
  NOTICE_PDF_MAX_BYTES,
  noticePdfQuery,
  noticeWrite,
  pageSlug,
  pageWrite,
  recruitmentWrite,
  statusChange,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { ResponseCache } from '../../http/response-cache.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { FileStore } from '../files/index.ts';
import { readUpload } from '../files/index.ts';
import { changedFields, type AuditLog } from './audit.repository.ts';
import type { ContentRepository } from './content.repository.ts';
import { checkImport } from './import.ts';

const idParams = z.object({ id: z.uuid({ message: 'must be an id' }) });
const slugParams = z.object({ slug: pageSlug });
const noRecruitment = () => new HttpError(404, 'NOT_FOUND', 'This recruitment does not exist.');
const noNotice = () => new HttpError(404, 'NOT_FOUND', 'This notice does not exist.');
const slugTaken = () =>
  new HttpError(409, 'SLUG_TAKEN', 'Another recruitment already uses this slug. Choose a different one.');

/** The page count of a PDF, or a 4xx the admin understands when the upload is not a readable PDF. */
async function checkPdf(content: Buffer): Promise<number> {
  const type = await fileTypeFromBuffer(content);
  if (type?.mime !== 'application/pdf') {
    throw new HttpError(415, 'NOT_A_PDF', 'This file is not a PDF. Upload the notice as a PDF file.');
  }
  try {
    const document = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount();
  } catch {
    throw new HttpError(
      422,
      'UNREADABLE_PDF',
      'This PDF could not be read. It may be damaged; try exporting it again.',
    );
  }
}

/**
 * Admin writes to recruitments, notices and pages. Every write is audited and empties the public
 * response cache, so users see the change at once (decision 007).
 */
export const adminContentRoutes =
  (deps: {
    content: ContentRepository;
    files: FileStore;
    audit: AuditLog;
    publicCache: ResponseCache;
    /** Told of every successful write (`content.changed`, with the request's id for the logs of what follows). */
    events?: DomainEvents;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { content, files, audit, publicCache } = deps;
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) {
        publicCache.clear();
        // Any write may have published a recruitment or notice: whoever cares (alerts, caches) reacts.
        deps.events?.emit('content.changed', { requestId: request.id });
      }
    });

    // ── Recruitments.

    app.get(
      '/api/admin/recruitments',
      {
        schema: {
          tags: ['admin'],
          summary: 'Recruitments in every state, recently changed first',
          querystring: adminRecruitmentsQuery,
          response: { 200: adminRecruitmentsPage },
        },
      },
      async (request) => content.list(request.query),
    );

    app.get(
      '/api/admin/recruitments/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'A recruitment for the editor, with its notices',
          params: idParams,
          response: { 200: adminRecruitment, 404: apiError },
        },
      },
      async (request) => (await content.find(request.params.id)) ?? Promise.reject(noRecruitment()),
    );

    app.post(
      '/api/admin/recruitments',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a recruitment (as a draft, published, or scheduled)',
          body: recruitmentWrite,
          response: { 201: adminRecruitment, 400: apiError, 409: apiError },
        },
      },
      async (request, reply) => {
        if (await content.slugTaken(request.body.slug)) throw slugTaken();
        const id = await content.create(request.body);
        await audit.record(request.viewer!, {
          action: 'recruitment.create',
          targetType: 'recruitment',
          targetId: id,
          summary: { title: request.body.title, status: request.body.status },
        });
        return reply.status(201).send((await content.find(id))!);
      },
    );

    app.put(
      '/api/admin/recruitments/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Save a recruitment',
          params: idParams,
          body: recruitmentWrite,
          response: { 200: adminRecruitment, 400: apiError, 404: apiError, 409: apiError },
        },
      },
      async (request) => {
        const before = await content.find(request.params.id);
        if (!before) throw noRecruitment();
        if (await content.slugTaken(request.body.slug, before.id)) throw slugTaken();
        await content.update(before.id, request.body, {
          publishedAt: before.publishedAt ? new Date(before.publishedAt) : null,
        });
        const after = (await content.find(before.id))!;
        await audit.record(request.viewer!, {
          action: 'recruitment.update',
          targetType: 'recruitment',
          targetId: before.id,
          summary: { title: after.content.title, changed: changedFields(before.content, after.content) },
        });
        return after;
      },
    );

    app.post(
      '/api/admin/recruitments/:id/status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Publish, schedule, move to draft or archive',
          params: idParams,
          body: statusChange,
          response: { 200: adminRecruitment, 400: apiError, 404: apiError },
        },
      },
      async (request) => {
        const before = await content.find(request.params.id);
        if (!before) throw noRecruitment();
        if (request.body.status === 'scheduled' && new Date(request.body.publishAt) <= new Date()) {
          throw new HttpError(400, 'PAST_SCHEDULE', 'Choose a time in the future, or publish now.');
        }
        await content.setStatus(before.id, request.body);
        await audit.record(request.viewer!, {
          action: `recruitment.${request.body.status === 'published' ? 'publish' : request.body.status === 'archived' ? 'archive' : request.body.status === 'scheduled' ? 'schedule' : 'draft'}`,
          targetType: 'recruitment',
          targetId: before.id,
          summary: {
            title: before.content.title,
            from: before.content.status,
            to: request.body.status,
            ...(request.body.status === 'scheduled' ? { publishAt: request.body.publishAt } : {}),
          },
        });
        return (await content.find(before.id))!;
      },
    );

    app.post(
      '/api/admin/recruitments/:id/duplicate',
      {
        schema: {
          tags: ['admin'],
          summary: 'Copy a recruitment into a new draft (e.g. next year’s notification)',
          params: idParams,
          response: { 201: adminRecruitment, 404: apiError },
        },
      },
      async (request, reply) => {
        const source = await content.find(request.params.id);
        if (!source) throw noRecruitment();
        let slug = `${source.content.slug}-copy`.slice(0, 110);
        for (let n = 2; await content.slugTaken(slug); n += 1) slug = `${source.content.slug}-copy-${n}`.slice(0, 115);
        const { publishAt: _publishAt, ...rest } = source.content;
        const id = await content.create({
          ...rest,
          slug,
          status: 'draft',
          title: `${source.content.title} (copy)`.slice(0, 200),
        });
        await audit.record(request.viewer!, {
          action: 'recruitment.duplicate',
          targetType: 'recruitment',
          targetId: id,
          summary: { from: source.id, title: source.content.title },
        });
        return reply.status(201).send((await content.find(id))!);
      },
    );

    app.post(
      '/api/admin/recruitments/import',
      {
        bodyLimit: 6 * 1024 * 1024,
        schema: {
          tags: ['admin'],
          summary: 'Import recruitments from CSV or JSON; a dry run reports each row’s errors and writes nothing',
          body: importInput,
          response: { 200: importReport, 400: apiError },
        },
      },
      async (request) => {
        const { format, content: text, dryRun } = request.body;
        const { report, valid } = await checkImport(format, text, (slug) => content.slugTaken(slug));
        let created = 0;
        // All or nothing: a real import only runs when every row is valid.
        if (!dryRun && report.valid === report.total && report.total > 0) {
          for (const recruitment of valid) {
            const id = await content.create(recruitment);
            created += 1;
            await audit.record(request.viewer!, {
              action: 'recruitment.import',
              targetType: 'recruitment',
              targetId: id,
              summary: { title: recruitment.title, format },
            });
          }
        }
        return { ...report, dryRun, created };
      },
    );

    // ── Notices.

    app.post(
      '/api/admin/notices',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a notice, attached to a recruitment or standalone',
          body: noticeWrite,
          response: { 201: adminNotice, 400: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        if (request.body.recruitmentId && !(await content.find(request.body.recruitmentId))) throw noRecruitment();
        const id = await content.saveNotice(request.body);
        await audit.record(request.viewer!, {
          action: 'notice.create',
          targetType: 'notice',
          targetId: id,
          summary: { title: request.body.title, type: request.body.type, recruitmentId: request.body.recruitmentId },
        });
        return reply.status(201).send((await content.findNotice(id))!);
      },
    );

    app.put(
      '/api/admin/notices/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Save a notice',
          params: idParams,
          body: noticeWrite,
          response: { 200: adminNotice, 400: apiError, 404: apiError },
        },
      },
      async (request) => {
        const before = await content.findNotice(request.params.id);
        if (!before) throw noNotice();
        if (request.body.recruitmentId && !(await content.find(request.body.recruitmentId))) throw noRecruitment();
        await content.saveNotice(request.body, before.id);
        const after = (await content.findNotice(before.id))!;
        await audit.record(request.viewer!, {
          action: 'notice.update',
          targetType: 'notice',
          targetId: before.id,
          summary: { title: after.title, changed: changedFields(before, after) },
        });
        return after;
      },
    );

    app.delete(
      '/api/admin/notices/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Delete a notice',
          params: idParams,
          response: { 200: z.object({ ok: z.literal(true) }), 404: apiError },
        },
      },
      async (request) => {
        const before = await content.findNotice(request.params.id);
        if (!before || !(await content.deleteNotice(before.id))) throw noNotice();
        await audit.record(request.viewer!, {
          action: 'notice.delete',
          targetType: 'notice',
          targetId: before.id,
          summary: { title: before.title, type: before.type },
        });
        return { ok: true as const };
      },
    );

    app.put(
      '/api/admin/notices/:id/pdf',
      {
        schema: {
          tags: ['admin'],
          summary: 'Upload or replace the notice’s PDF (checked by content, at most 15 MB)',
          description:
            'With `status`, the notice is published (or scheduled) together with its PDF; a refused upload leaves it as it was.',
          params: idParams,
          querystring: noticePdfQuery,
          consumes: ['multipart/form-data'],
          response: { 200: adminNotice, 400: apiError, 404: apiError, 413: apiError, 415: apiError, 422: apiError },
        },
      },
      async (request) => {
        const before = await content.findNotice(request.params.id);
        if (!before) throw noNotice();
        const upload = await readUpload(request, NOTICE_PDF_MAX_BYTES, 'PDF');
        const pageCount = await checkPdf(upload);
        const file = await files.save(upload, {
          mimeType: 'application/pdf',
          originalName: `${before.type}-${before.date}.pdf`,
          pageCount,
        });
        await content.setNoticePdf(before.id, file.id, request.query);
        await audit.record(request.viewer!, {
          action: before.pdf ? 'notice.replace_pdf' : 'notice.upload_pdf',
          targetType: 'notice',
          targetId: before.id,
          summary: {
            title: before.title,
            fileId: file.id,
            pages: pageCount,
            bytes: upload.length,
            previous: before.pdf?.fileId ?? null,
            ...(request.query.status ? { status: request.query.status } : {}),
          },
        });
        return (await content.findNotice(before.id))!;
      },
    );

    // ── Pages.

    app.get(
      '/api/admin/pages',
      {
        schema: {
          tags: ['admin'],
          summary: 'Content pages',
          response: { 200: z.object({ items: z.array(adminPage) }) },
        },
      },
      async () => ({
        items: (await content.pages()).map((page) => ({ ...page, updatedAt: page.updatedAt.toISOString() })),
      }),
    );

    app.post(
      '/api/admin/pages',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a /page/{slug} page',
          body: pageWrite,
          response: { 201: adminPage, 400: apiError, 409: apiError },
        },
      },
      async (request, reply) => {
        const created = await content.createPage(request.body);
        if (!created) throw new HttpError(409, 'SLUG_TAKEN', 'A page with this address already exists.');
        await audit.record(request.viewer!, {
          action: 'page.create',
          targetType: 'page',
          targetId: created.slug,
          summary: { title: created.title },
        });
        return reply.status(201).send({ ...created, updatedAt: created.updatedAt.toISOString() });
      },
    );

    app.put(
      '/api/admin/pages/:slug',
      {
        schema: {
          tags: ['admin'],
          summary: 'Save a page (its slug may change)',
          params: slugParams,
          body: pageWrite,
          response: { 200: adminPage, 400: apiError, 404: apiError, 409: apiError },
        },
      },
      async (request) => {
        const before = await content.page(request.params.slug);
        if (!before) throw new HttpError(404, 'NOT_FOUND', 'This page does not exist.');
        if (request.body.slug !== before.slug && (await content.page(request.body.slug))) {
          throw new HttpError(409, 'SLUG_TAKEN', 'A page with this address already exists.');
        }
        const saved = (await content.savePage(before.slug, request.body))!;
        await audit.record(request.viewer!, {
          action: 'page.update',
          targetType: 'page',
          targetId: saved.slug,
          summary: { title: saved.title, changed: changedFields(before, saved).filter((key) => key !== 'updatedAt') },
        });
        return { ...saved, updatedAt: saved.updatedAt.toISOString() };
      },
    );

    app.delete(
      '/api/admin/pages/:slug',
      {
        schema: {
          tags: ['admin'],
          summary: 'Delete a page',
          params: slugParams,
          response: { 200: z.object({ ok: z.literal(true) }), 404: apiError },
        },
      },
      async (request) => {
        if (!(await content.deletePage(request.params.slug))) {
          throw new HttpError(404, 'NOT_FOUND', 'This page does not exist.');
        }
        await audit.record(request.viewer!, {
          action: 'page.delete',
          targetType: 'page',
          targetId: request.params.slug,
        });
        return { ok: true as const };
      },
    );
  };
