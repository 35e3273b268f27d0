import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;

/**
 * Files under `DATA_DIR/uploads`, named by the SHA-256 of their content: the same bytes are stored
 * once, a stored file never changes, and its URL can be cached forever.
 */
export function createFileStore(db: Database, dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);

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

    async find(id: string): Promise<StoredFile | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
