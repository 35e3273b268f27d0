import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;

/** Files up to this size are kept in memory once read (a notice PDF is typically 0.2–2 MB). */
export const KEPT_FILE_MAX_BYTES = 4 * 2 ** 20;
/** All kept files together: the notices of a result day, with room to spare. */
export const KEPT_FILES_TOTAL_BYTES = 64 * 2 ** 20;

/**
 * Files under `DATA_DIR/uploads`, named by the SHA-256 of their content: the same bytes are stored
 * once, a stored file never changes, and its URL can be cached forever.
 *
 * Because neither a file's row nor its bytes ever change (no code updates or deletes them), each
 * instance keeps the rows it has looked up and the bytes of the files it has read (bounded, least
 * recently used first out) with nothing to invalidate: on a result day the notice's PDF is the most
 * asked-for answer, and it costs no query and no disk read after the first.
 */
export function createFileStore(db: Database, dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);
  // `fetch` loads a missing entry once however many ask for it at the same moment (a result day's crowd
  // opening the notice's PDF together); an unknown id (undefined) is not kept: an upload may create it.
  const rows = new LRUCache<string, StoredFile>({
    max: 10_000,
    fetchMethod: async (id) => (await db.select().from(files).where(eq(files.id, id)).limit(1))[0],
  });
  const contents = new LRUCache<string, Buffer>({
    maxSize: KEPT_FILES_TOTAL_BYTES,
    sizeCalculation: (content) => Math.max(1, content.byteLength),
    fetchMethod: (sha256) => readFile(pathOf(sha256)),
  });

  return {
    pathOf,

    async save(content: Uint8Array, meta: { mimeType: string; originalName?: string; pageCount?: number }) {
      const sha256 = createHash('sha256').update(content).digest('hex');
      const target = pathOf(sha256);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(path.dirname(target), { recursive: true });
        const temp = `${target}.${process.pid}.tmp`;
        await writeFile(temp, content);
        await rename(temp, target);
      }
      const [row] = await db
        .insert(files)
        .values({
          sha256,
          mimeType: meta.mimeType,
          sizeBytes: content.byteLength,
          pageCount: meta.pageCount ?? null,
          originalName: meta.originalName ?? null,
        })
        .onConflictDoUpdate({ target: files.sha256, set: { sha256 } })
        .returning();
      return row!;
    },

    /** The file's row; unknown ids are asked of the database every time (an upload may create them). */
    find: (id: string): Promise<StoredFile | undefined> => rows.fetch(id),

    /** The file's bytes when it is small enough to keep (read once, then from memory); null: stream it. */
    async contentOf(file: StoredFile): Promise<Buffer | null> {
      if (file.sizeBytes > KEPT_FILE_MAX_BYTES) return null;
      return (await contents.fetch(file.sha256)) ?? null;
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
