import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { FileStore } from './file-store.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * `GET /api/files/{id}`: a stored file (notice PDFs, mock-test figures). Content-addressed, so it is cached for a year and
 * its SHA-256 is its ETag (@fastify/etag answers 304 to a client that has it, without hashing the
 * body); the type is the one sniffed at upload, never guessed from a name. Small files come from the
 * store's memory, large ones are streamed from disk.
 */
export const filesRoutes =
  (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/files/:id',
      {
        schema: {
          tags: ['files'],
          summary: 'Download a stored file',
          params: z.object({ id: z.uuid({ message: 'must be a file id' }) }),
        },
      },
      async (request, reply) => {
        const file = await store.find(request.params.id);
        if (!file) throw new HttpError(404, 'NOT_FOUND', 'This file does not exist.');
        // A row whose bytes are gone (a database restored without its uploads) is missing, not a failure.
        const missing = () => new HttpError(404, 'NOT_FOUND', 'This file is missing from the server.');
        const content = await store.contentOf(file).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'ENOENT' ? missing() : error;
        });
        if (!content) await stat(store.pathOf(file.sha256)).catch(() => Promise.reject(missing()));
        const extension = EXTENSIONS[file.mimeType] ?? 'bin';
        const name = (file.originalName ?? `${file.id}.${extension}`).replace(/[^\w.-]+/g, '_');
        reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.sizeBytes))
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('ETag', `"${file.sha256}"`)
          .header('Content-Disposition', `inline; filename="${name}"`);
        if (content) return reply.send(content);
        return reply.send(createReadStream(store.pathOf(file.sha256)));
      },
    );
  };
