import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. The encoded hash carries
 * its parameters, so raising them later still verifies old hashes.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export async function verifyPassword({ hash: encoded, password }: { hash: string; password: string }) {
  try {
    return await verify(encoded, password);
  } catch {
    // Not an argon2 hash (corrupt row): a wrong password, not a server error.
    return false;
  }
}
