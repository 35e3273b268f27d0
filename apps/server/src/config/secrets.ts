import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads a secret kept in `DATA_DIR/secrets/<name>`, creating it once (mode 0600) when missing, so a
 * restart keeps sessions valid without the operator setting anything.
 */
export async function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Promise<string> {
  return await loadOrCreateSecretWith(dataDir, name, () => randomBytes(bytes).toString('base64url'));
}

/** The same for a secret made by `generate` (e.g. a key pair as JSON), created once. */
export async function loadOrCreateSecretWith(dataDir: string, name: string, generate: () => string): Promise<string> {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = generate();
  // Write a private temp file, then hard-link it into place: the link fails if another process won
  // the race, and a reader never sees a half-written file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${secret}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  } finally {
    await unlink(temp);
  }
}
