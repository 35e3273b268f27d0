/**
 * Backup of a user's chat private key, so a second device can read the same conversations.
 *
 * The private key is wrapped with AES-256-GCM under a key derived by PBKDF2-SHA-256 from a separate
 * chat passphrase or a generated recovery code — never the login password, so neither the server
 * nor a password reset can unlock it. The private key is only ever exportable inside
 * {@link createKeyPairWithBackup}: it is generated extractable, wrapped at once with `wrapKey` (its
 * bytes never reach JavaScript), and the copy handed back for use is the non-extractable one
 * unwrapped from that very backup — which also proves the backup opens.
 *
 * Blob (versioned JSON, what the server stores):
 * `{ format: 'jobportal-chat-key-backup', version: 1, secret: 'passphrase' | 'recovery-code',
 *    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt }, cipher: { name: 'AES-GCM', iv },
 *    publicKey, wrappedKey }` — binary fields base64url; AES-GCM's additional data binds every
 * header field, so the server cannot swap the public key or the KDF parameters undetected.
 */
import { fromBase64Url, randomBytes, subtle, toBase64Url, utf8Encode, type Bytes } from './bytes.ts';
import { canonicalPublicKey, exportPublicKey, USER_KEY_ALGORITHM } from './common.ts';

export const KEY_BACKUP_FORMAT = 'jobportal-chat-key-backup';
export const KEY_BACKUP_VERSION = 1;
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256; restoring refuses blobs below it. */
export const KEY_BACKUP_MIN_ITERATIONS = 600_000;
/** Restoring refuses blobs above it too: a tampered count must not freeze the tab for minutes. */
export const KEY_BACKUP_MAX_ITERATIONS = 10_000_000;
/** Shortest chat passphrase accepted for a new backup, in characters (after NFKC normalisation). */
export const CHAT_PASSPHRASE_MIN_LENGTH = 12;

const SALT_LENGTH = 16;
const IV_LENGTH = 12;
const GCM_TAG_LENGTH = 16;

/** What unlocks a backup: a passphrase the user chose, or a code from {@link createRecoveryCode}. */
export type KeyBackupSecret = { kind: 'passphrase'; passphrase: string } | { kind: 'recovery-code'; code: string };
export type KeyBackupSecretKind = KeyBackupSecret['kind'];

/** A user's chat key pair: the private key (non-extractable) for use, the public key as the server stores it. */
export interface UserKeyPair {
  privateKey: CryptoKey;
  publicKey: string;
}

/**
 * Why a backup could not be restored. `wrong_secret` also covers a blob altered in storage: AES-GCM
 * cannot tell the two apart.
 */
export type KeyBackupFailureReason =
  'wrong_secret' | 'malformed_backup' | 'unsupported_backup' | 'unsafe_kdf_parameters';
export type KeyBackupRestoreResult = ({ ok: true } & UserKeyPair) | { ok: false; reason: KeyBackupFailureReason };

/** The non-secret facts of a backup, e.g. to ask for a passphrase or for the recovery code. */
export interface KeyBackupInfo {
  secretKind: KeyBackupSecretKind;
  publicKey: string;
  iterations: number;
}

interface KeyBackupBlob {
  format: typeof KEY_BACKUP_FORMAT;
  version: typeof KEY_BACKUP_VERSION;
  secret: KeyBackupSecretKind;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  publicKey: string;
  wrappedKey: string;
}

// ── Recovery codes

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped survives. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RECOVERY_BYTES = 20; // 160 bits → 32 characters
const RECOVERY_GROUP = 4;

/** A new recovery code: 160 random bits as 8 groups of 4 Crockford base32 characters, e.g. `7K3M-…-Q9ZD`. */
export function createRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_BYTES);
  let code = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += RECOVERY_ALPHABET[(buffer >> bits) & 31];
    }
  }
  return groupRecoveryCode(code);
}

function groupRecoveryCode(code: string): string {
  return code.match(new RegExp(`.{1,${RECOVERY_GROUP}}`, 'g'))!.join('-');
}

/**
 * A typed recovery code in its canonical grouped form, or null when it cannot be one. Forgiving
 * about case, spaces, hyphens and the look-alikes O→0, I/L→1.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const expectedLength = (RECOVERY_BYTES * 8) / 5;
  if (compact.length !== expectedLength || [...compact].some((c) => !RECOVERY_ALPHABET.includes(c))) return null;
  return groupRecoveryCode(compact);
}

// ── Secrets and the wrapping key

/** The exact text fed to PBKDF2, or null when the input cannot be a secret of that kind. */
function secretText(kind: KeyBackupSecretKind, input: string): string | null {
  if (kind === 'recovery-code') return normalizeRecoveryCode(input)?.replace(/-/g, '') ?? null;
  // NFKC: the same passphrase typed on another device or keyboard gives the same bytes.
  const normalized = input.normalize('NFKC');
  return normalized.length > 0 ? normalized : null;
}

function newSecretText(secret: KeyBackupSecret): string {
  if (secret.kind === 'recovery-code') {
    const text = secretText('recovery-code', secret.code);
    if (text === null) throw new RangeError('Not a recovery code made by createRecoveryCode().');
    return text;
  }
  const text = secretText('passphrase', secret.passphrase);
  if (text === null || [...text].length < CHAT_PASSPHRASE_MIN_LENGTH) {
    throw new RangeError(`A chat passphrase needs at least ${CHAT_PASSPHRASE_MIN_LENGTH} characters.`);
  }
  return text;
}

async function deriveWrappingKey(secret: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', utf8Encode(secret), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** AES-GCM additional data: every header field of the blob, so none can be changed undetected. */
function headerBinding(blob: Omit<KeyBackupBlob, 'wrappedKey' | 'cipher'>): Bytes {
  const { format, version, secret, kdf, publicKey } = blob;
  return utf8Encode(JSON.stringify([format, version, secret, kdf.name, kdf.hash, kdf.iterations, kdf.salt, publicKey]));
}

async function wrap(
  privateKey: CryptoKey,
  publicKey: string,
  secretKind: KeyBackupSecretKind,
  secret: string,
  iterations: number,
): Promise<{ blob: KeyBackupBlob; wrappingKey: CryptoKey }> {
  if (!Number.isSafeInteger(iterations) || iterations < KEY_BACKUP_MIN_ITERATIONS) {
    throw new RangeError(`PBKDF2 needs at least ${KEY_BACKUP_MIN_ITERATIONS} iterations.`);
  }
  const salt = randomBytes(SALT_LENGTH);
  const iv = randomBytes(IV_LENGTH);
  const header = {
    format: KEY_BACKUP_FORMAT,
    version: KEY_BACKUP_VERSION,
    secret: secretKind,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64Url(salt) },
    publicKey,
  } as const;
  const wrappingKey = await deriveWrappingKey(secret, salt, iterations);
  const wrapped = await subtle().wrapKey('pkcs8', privateKey, wrappingKey, {
    name: 'AES-GCM',
    iv,
    additionalData: headerBinding(header),
  });
  const blob: KeyBackupBlob = {
    ...header,
    cipher: { name: 'AES-GCM', iv: toBase64Url(iv) },
    wrappedKey: toBase64Url(new Uint8Array(wrapped)),
  };
  return { blob, wrappingKey };
}

async function unwrap(blob: KeyBackupBlob, wrappingKey: CryptoKey, extractable: boolean): Promise<CryptoKey> {
  return subtle().unwrapKey(
    'pkcs8',
    fromBase64Url(blob.wrappedKey),
    wrappingKey,
    { name: 'AES-GCM', iv: fromBase64Url(blob.cipher.iv), additionalData: headerBinding(blob) },
    USER_KEY_ALGORITHM,
    extractable,
    ['deriveBits'],
  );
}

// ── Creating and restoring

/**
 * A new key pair and its backup in one step: the only place a private key is ever extractable.
 * Throws `RangeError` for a passphrase shorter than {@link CHAT_PASSPHRASE_MIN_LENGTH} or a malformed recovery code.
 */
export async function createKeyPairWithBackup(
  secret: KeyBackupSecret,
  options: { iterations?: number } = {},
): Promise<UserKeyPair & { backup: string }> {
  const text = newSecretText(secret);
  const exportable = await subtle().generateKey(USER_KEY_ALGORITHM, true, ['deriveBits']);
  const publicKey = await exportPublicKey(exportable.publicKey);
  const iterations = options.iterations ?? KEY_BACKUP_MIN_ITERATIONS;
  const { blob, wrappingKey } = await wrap(exportable.privateKey, publicKey, secret.kind, text, iterations);
  const privateKey = await unwrap(blob, wrappingKey, false);
  return { privateKey, publicKey, backup: JSON.stringify(blob) };
}

type ParsedBlob = { ok: true; blob: KeyBackupBlob } | { ok: false; reason: KeyBackupFailureReason };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodesTo(text: unknown, length: (n: number) => boolean): text is string {
  try {
    return typeof text === 'string' && length(fromBase64Url(text).length);
  } catch {
    return false;
  }
}

async function parseBlob(text: string): Promise<ParsedBlob> {
  const malformed = { ok: false, reason: 'malformed_backup' } as const;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return malformed;
  }
  if (!isRecord(value) || value.format !== KEY_BACKUP_FORMAT) return malformed;
  if (value.version !== KEY_BACKUP_VERSION) return { ok: false, reason: 'unsupported_backup' };
  const { secret, kdf, cipher, publicKey, wrappedKey } = value;
  if (secret !== 'passphrase' && secret !== 'recovery-code') return malformed;
  if (!isRecord(kdf) || !isRecord(cipher)) return malformed;
  if (kdf.name !== 'PBKDF2' || kdf.hash !== 'SHA-256' || cipher.name !== 'AES-GCM') {
    return { ok: false, reason: 'unsupported_backup' };
  }
  const { iterations } = kdf;
  if (typeof iterations !== 'number' || !Number.isSafeInteger(iterations)) return malformed;
  if (iterations < KEY_BACKUP_MIN_ITERATIONS || iterations > KEY_BACKUP_MAX_ITERATIONS) {
    return { ok: false, reason: 'unsafe_kdf_parameters' };
  }
  if (!decodesTo(kdf.salt, (n) => n === SALT_LENGTH)) return malformed;
  if (!decodesTo(cipher.iv, (n) => n === IV_LENGTH)) return malformed;
  if (!decodesTo(wrappedKey, (n) => n > GCM_TAG_LENGTH)) return malformed;
  if (typeof publicKey !== 'string' || (await canonicalPublicKey(publicKey).catch(() => null)) !== publicKey) {
    return malformed;
  }
  return {
    ok: true,
    blob: {
      format: KEY_BACKUP_FORMAT,
      version: KEY_BACKUP_VERSION,
      secret,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: kdf.salt },
      cipher: { name: 'AES-GCM', iv: cipher.iv },
      publicKey,
      wrappedKey,
    },
  };
}

/** What kind of secret a backup needs, and whose key it holds; null when it is not a backup this code can read. */
export async function readKeyBackupInfo(backup: string): Promise<KeyBackupInfo | null> {
  const parsed = await parseBlob(backup);
  if (!parsed.ok) return null;
  const { blob } = parsed;
  return { secretKind: blob.secret, publicKey: blob.publicKey, iterations: blob.kdf.iterations };
}

async function openBackup(backup: string, secret: string, extractable: boolean) {
  const parsed = await parseBlob(backup);
  if (!parsed.ok) return parsed;
  const { blob } = parsed;
  const text = secretText(blob.secret, secret);
  if (text === null) return { ok: false, reason: 'wrong_secret' } as const;
  try {
    const wrappingKey = await deriveWrappingKey(text, fromBase64Url(blob.kdf.salt), blob.kdf.iterations);
    return { ok: true, blob, privateKey: await unwrap(blob, wrappingKey, extractable) } as const;
  } catch {
    return { ok: false, reason: 'wrong_secret' } as const;
  }
}

/**
 * Restores the private key from a backup on a new device: a non-extractable key plus the public key
 * it belongs to, or a failure (never an exception). The secret is read as the backup's kind says
 * (a recovery code is accepted in any case, with or without hyphens).
 */
export async function restoreKeyBackup(backup: string, secret: string): Promise<KeyBackupRestoreResult> {
  const opened = await openBackup(backup, secret, false);
  if (!opened.ok) return opened;
  return { ok: true, privateKey: opened.privateKey, publicKey: opened.blob.publicKey };
}

/**
 * Re-wraps the same private key under a new passphrase or recovery code (the old blob stays valid
 * until replaced). The key is unwrapped extractable only to be wrapped again inside WebCrypto.
 * Throws `RangeError` for a new secret {@link createKeyPairWithBackup} would refuse.
 */
export async function changeKeyBackupSecret(
  backup: string,
  currentSecret: string,
  newSecret: KeyBackupSecret,
  options: { iterations?: number } = {},
): Promise<{ ok: true; backup: string } | { ok: false; reason: KeyBackupFailureReason }> {
  const text = newSecretText(newSecret);
  const opened = await openBackup(backup, currentSecret, true);
  if (!opened.ok) return opened;
  const iterations = options.iterations ?? Math.max(KEY_BACKUP_MIN_ITERATIONS, opened.blob.kdf.iterations);
  const { blob } = await wrap(opened.privateKey, opened.blob.publicKey, newSecret.kind, text, iterations);
  return { ok: true, backup: JSON.stringify(blob) };
}
