import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMockTests,
  apiError,
  MOCK_TEST_BANK_MAX_BYTES,
  MOCK_TEST_FIGURE_MAX_BYTES,
  mockTestBankPaper,
  mockTestBankReport,
  mockTestContent,
  mockTestFigure,
  mockTestImportInput,
  mockTestImportReport,
  scoreAttempt,
  type MockTestBankReport,
  type MockTestImportReport,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { ResponseCache } from '../../http/response-cache.ts';
import { readUpload, type FileStore } from '../files/index.ts';
import {
  bankImport,
  figureStore,
  figureView,
  paperOf,
  renderPaper,
  storeFigure,
  type FiguresRepository,
} from '../mock-tests/index.ts';
import type { Viewer } from '../auth/index.ts';
import type { AuditLog } from './audit.repository.ts';
import type { ContentRepository } from './content.repository.ts';

const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug')
    .max(120),
});
const noTest = () => new HttpError(404, 'NOT_FOUND', 'This mock test does not exist.');
/** A bilingual paper of a few hundred questions is well under this. */
const PAPER_MAX_BYTES = 5 * 1024 * 1024;

/** The report of a paper that does not parse. */
const refused = (issues: MockTestImportReport['issues']): MockTestImportReport => ({
  valid: false,
  issues,
  test: null,
  replaces: false,
  saved: false,
  preview: null,
});

/**
 * A bank upload: the `paper` and option fields, then the file. Fields after the file are not read (the
 * form sends them first).
 */
async function readBankUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the question bank as a multipart form upload.');
  }
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: MOCK_TEST_BANK_MAX_BYTES, files: 1, fields: 5 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        const megabytes = Math.round(MOCK_TEST_BANK_MAX_BYTES / (1024 * 1024));
        throw new HttpError(413, 'FILE_TOO_LARGE', `That file is larger than ${megabytes} MB. Choose a smaller one.`);
      }
      throw error;
    }
    if (bytes.length === 0) throw new HttpError(400, 'NO_FILE', 'The chosen file is empty.');
    let paperJson: unknown;
    try {
      paperJson = JSON.parse(fields.paper ?? '');
    } catch {
      throw new HttpError(400, 'BAD_REQUEST', 'Fill in the paper’s details (slug, title, exam, sector, minutes).');
    }
    const paper = mockTestBankPaper.safeParse(paperJson);
    if (!paper.success) {
      const first = paper.error.issues[0]!;
      throw new HttpError(400, 'VALIDATION_FAILED', `${first.path.join('.') || 'paper'}: ${first.message}`);
    }
    return {
      bytes,
      fileName: part.filename,
      paper: paper.data,
      dryRun: fields.dryRun !== 'false',
      preview: fields.preview === 'true',
    };
  }
  throw new HttpError(400, 'NO_FILE', 'Choose a question bank to upload.');
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attemptedMessage = (slug: string, attempts: number) =>
  `Candidates have attempted “${slug}” ${attempts} time${attempts === 1 ? '' : 's'}: their results must keep ` +
  `these questions. Import the changed paper under a new slug (e.g. “${slug}-v2”) and retire this one.`;

/**
 * Mock-test papers for admins: the list, one paper as JSON, import with a dry run, retire and restore.
 * Registered inside `adminRoutes` (admins only). Writes are audited and empty the public cache.
 */
export const adminMockTestsRoutes =
  (deps: {
    content: ContentRepository;
    audit: AuditLog;
    publicCache: ResponseCache;
    files: FileStore;
    figures: FiguresRepository;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { content, audit, publicCache, figures } = deps;
    /** Checks a paper as the contract and the renderer see it, and saves it unless this is a dry run. */
    async function importPaper(
      viewer: Viewer,
      document: unknown,
      options: { dryRun: boolean; preview: boolean },
    ): Promise<MockTestImportReport> {
      const parsed = mockTestContent.safeParse(document);
      if (!parsed.success) {
        return refused(
          parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
        );
      }
      const paper = parsed.data;
      const use = await content.mockTestUse(paper.slug);
      const summary = {
        slug: paper.slug,
        title: paper.title,
        sections: paper.sections.length,
        questions: paper.sections.reduce((sum, section) => sum + section.questions.length, 0),
        maxScore: scoreAttempt(paper, []).maxScore,
      };
      const { rendered, issues: renderIssues } = await renderPaper(paper, figures);
      const issues = [
        ...renderIssues,
        ...(use.attempts > 0 ? [{ path: 'slug', message: attemptedMessage(paper.slug, use.attempts) }] : []),
      ];
      const report: MockTestImportReport = {
        valid: issues.length === 0,
        issues,
        test: summary,
        replaces: use.exists,
        saved: false,
        // As the candidate will see it, so the editor can show it before anything is saved.
        preview: options.preview ? paperOf({ content: paper, rendered }) : null,
      };
      if (options.dryRun || !report.valid) return report;

      const outcome = await content.saveMockTest(paper, rendered);
      if (outcome === 'attempted') {
        throw new HttpError(
          409,
          'ATTEMPTED',
          attemptedMessage(paper.slug, (await content.mockTestUse(paper.slug)).attempts),
        );
      }
      await audit.record(viewer, {
        action: outcome === 'created' ? 'mock_test.create' : 'mock_test.update',
        targetType: 'mock_test',
        targetId: paper.slug,
        summary: { title: paper.title, questions: summary.questions },
      });
      return { ...report, saved: true };
    }

    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) publicCache.clear();
    });

    app.get(
      '/api/admin/mock-tests',
      {
        schema: {
          tags: ['admin', 'mock-tests'],
          summary: 'Every mock-test paper, retired ones too, with attempt counts',
          response: { 200: adminMockTests },
        },
      },
      async () => ({ items: await content.mockTests() }),
    );

    app.get(
      '/api/admin/mock-tests/:slug',
      {
        schema: {
          tags: ['admin', 'mock-tests'],
          summary: 'One paper as authored, answer key included (for export and editing)',
          params: slugParams,
          response: { 200: z.unknown(), 404: apiError },
        },
      },
      async (request) => (await content.mockTestContent(request.params.slug)) ?? Promise.reject(noTest()),
    );

    app.post(
      '/api/admin/mock-tests/import',
      {
        bodyLimit: PAPER_MAX_BYTES,
        schema: {
          tags: ['admin', 'mock-tests'],
          summary: 'Check a paper (dry run), or save it: a new slug, or a paper nobody has attempted',
          body: mockTestImportInput,
          response: { 200: mockTestImportReport, 201: mockTestImportReport, 400: apiError, 409: apiError },
        },
      },
      async (request, reply) => {
        const report = await importPaper(request.viewer!, request.body.content, request.body);
        return reply.status(report.saved ? 201 : 200).send(report);
      },
    );

    app.post(
      '/api/admin/mock-tests/import-bank',
      {
        schema: {
          tags: ['admin', 'mock-tests'],
          summary:
            'A paper from a question bank (Word .docx, Excel .xlsx or CSV): a report row by row; saved only ' +
            'when every row was imported and dryRun is false',
          description:
            'Multipart form: `paper` (JSON, MockTestBankPaper) and `dryRun` / `preview` ("true" or "false") ' +
            'before the `file`. The sheet columns are MOCK_TEST_BANK_COLUMNS; docs/question-banks.md shows both formats.',
          consumes: ['multipart/form-data'],
          response: {
            200: mockTestBankReport,
            201: mockTestBankReport,
            400: apiError,
            409: apiError,
            413: apiError,
            415: apiError,
          },
        },
      },
      async (request, reply) => {
        const upload = await readBankUpload(request);
        const { bankPaper, readBank } = await bankImport();
        const read = await readBank(upload.bytes, upload.fileName, figureStore({ store: deps.files, figures }));
        const built = bankPaper(read, upload.paper, upload.fileName);
        if (!built) {
          const report: MockTestBankReport = {
            format: read.format,
            issues: read.issues,
            rows: [],
            paper: refused(read.issues),
          };
          return reply.status(200).send(report);
        }
        const everyRow = built.rows.every((row) => row.imported) && built.issues.length === 0;
        // Nothing is saved unless every row is in: the check alone runs for a bank with refused rows.
        const paper = await importPaper(request.viewer!, built.content, {
          dryRun: upload.dryRun || !everyRow,
          preview: upload.preview,
        });
        const report: MockTestBankReport = {
          format: read.format,
          issues: built.issues,
          rows: built.rows,
          paper: everyRow ? paper : { ...paper, valid: false },
        };
        return reply.status(paper.saved ? 201 : 200).send(report);
      },
    );

    app.get(
      '/api/admin/mock-tests/bank-template',
      {
        schema: {
          tags: ['admin', 'mock-tests'],
          summary:
            'The question-bank sheet template (Excel, or CSV with ?format=csv): the columns and an example of each kind of question',
          querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
          produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        },
      },
      async (request, reply) => {
        const csv = request.query.format === 'csv';
        const { bankTemplateCsv, bankTemplateXlsx } = await bankImport();
        return reply
          .header('content-type', csv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="question-bank-template.${request.query.format}"`)
          .header('cache-control', 'no-store')
          .send(csv ? bankTemplateCsv() : await bankTemplateXlsx());
      },
    );

    app.post(
      '/api/admin/mock-tests/figures',
      {
        schema: {
          tags: ['admin', 'mock-tests'],
          summary: 'Upload a figure (JPEG, PNG or WebP) for a paper: stored at a phone’s and a desktop’s widths',
          consumes: ['multipart/form-data'],
          response: { 201: mockTestFigure, 400: apiError, 413: apiError, 415: apiError, 422: apiError },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, MOCK_TEST_FIGURE_MAX_BYTES);
        const figure = await storeFigure({ store: deps.files, figures }, upload);
        await audit.record(request.viewer!, {
          action: 'mock_test.figure',
          targetType: 'mock_test_figure',
          targetId: figure.id,
          summary: { width: figure.width, height: figure.height },
        });
        return reply.status(201).send(figureView(figure));
      },
    );

    app.patch(
      '/api/admin/mock-tests/:slug',
      {
        schema: {
          tags: ['admin', 'mock-tests'],
          summary: 'Retire (hide from the catalogue) or restore a paper',
          params: slugParams,
          body: z.object({ active: z.boolean() }).strict(),
          response: { 204: z.null(), 400: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const { slug } = request.params;
        if (!(await content.setMockTestActive(slug, request.body.active))) throw noTest();
        await audit.record(request.viewer!, {
          action: request.body.active ? 'mock_test.restore' : 'mock_test.retire',
          targetType: 'mock_test',
          targetId: slug,
        });
        return reply.status(204).send(null);
      },
    );
  };
