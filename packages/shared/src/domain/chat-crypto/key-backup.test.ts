import { describe, expect, it, vi } from 'vitest';
import { fromBase64Url, toBase64Url } from './bytes.ts';
import {
  CHAT_PASSPHRASE_MIN_LENGTH,
  changeKeyBackupSecret,
  createRecoveryCode,
  KEY_BACKUP_MIN_ITERATIONS,
  normalizeRecoveryCode,
  readKeyBackupInfo,
  restoreKeyBackup,
  type UserKeyPair,
} from './key-backup.ts';
import { decryptV1, deriveConversationKey, encryptV1, generateUserKeyPair } from './v1.ts';

// Every backup costs at least one PBKDF2 run of 600,000 iterations (~0.2 s here).
vi.setConfig({ testTimeout: 30_000 });

const ALICE = 'a1e2f3a4-0000-4000-8000-000000000001';
const BOB = 'b3f1c2d4-0000-4000-8000-000000000002';
const PASSPHRASE = 'mango monsoon 47 रेलगाड़ी';
const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){7}$/;

type BackupJson = {
  format: string;
  version: number;
  secret: string;
  kdf: { name: string; hash: string; iterations: number; salt: string };
  cipher: { name: string; iv: string };
  publicKey: string;
  wrappedKey: string;
};
const edit = (backup: string, change: (blob: BackupJson) => void) => {
  const blob = JSON.parse(backup) as BackupJson;
  change(blob);
  return JSON.stringify(blob);
};

async function withBackup() {
  const alice = await generateUserKeyPair({ backup: { kind: 'passphrase', passphrase: PASSPHRASE } });
  const bob = await generateUserKeyPair();
  return { alice, bob };
}

/** True when two private keys of Alice's are the same key: a message sealed with one opens with the other. */
async function sameConversationKey(first: UserKeyPair, second: UserKeyPair, bob: UserKeyPair) {
  const derive = (mine: UserKeyPair) =>
    deriveConversationKey({
      myUserId: ALICE,
      myPrivateKey: mine.privateKey,
      myPublicKey: mine.publicKey,
      theirUserId: BOB,
      theirPublicKey: bob.publicKey,
    });
  const [a, b] = await Promise.all([derive(first), derive(second)]);
  const binding = { senderId: ALICE, receiverId: BOB, clientId: 'c_backup01' };
  const sealed = await encryptV1({ text: 'from my old phone' }, a, binding);
  return a.keyId === b.keyId && (await decryptV1(sealed, b, binding)).ok;
}

describe('createRecoveryCode', () => {
  it('gives 8 groups of 4 Crockford base32 characters (160 bits), never the same twice', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const code = createRecoveryCode();
      expect(code).toMatch(RECOVERY_CODE);
      codes.add(code);
    }
    expect(codes.size).toBe(1_000);
    // All 32 symbols turn up: no bias towards part of the alphabet.
    expect(new Set([...codes].join('').replace(/-/g, '')).size).toBe(32);
  });

  it('accepts a code typed loosely and rejects what cannot be one', () => {
    const code = createRecoveryCode();
    expect(normalizeRecoveryCode(code)).toBe(code);
    expect(normalizeRecoveryCode(` ${code.toLowerCase().replace(/-/g, ' ')} `)).toBe(code);
    expect(normalizeRecoveryCode(code.replace(/-/g, ''))).toBe(code);
    expect(normalizeRecoveryCode('O0IL-1111-2222-3333-4444-5555-6666-7777')).toBe(
      '0011-1111-2222-3333-4444-5555-6666-7777',
    );
    expect(normalizeRecoveryCode(code.slice(0, -1))).toBeNull();
    expect(normalizeRecoveryCode(`${code}-A`)).toBeNull();
    expect(normalizeRecoveryCode('UUUU-1111-2222-3333-4444-5555-6666-7777')).toBeNull();
    expect(normalizeRecoveryCode('')).toBeNull();
  });
});

describe('generateUserKeyPair({ backup })', () => {
  it('returns a non-extractable key and a versioned JSON backup', async () => {
    const { alice } = await withBackup();
    expect(alice.privateKey.extractable).toBe(false);
    expect(alice.privateKey.type).toBe('private');
    const blob = JSON.parse(alice.backup) as BackupJson;
    expect(blob).toEqual({
      format: 'jobportal-chat-key-backup',
      version: 1,
      secret: 'passphrase',
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: KEY_BACKUP_MIN_ITERATIONS, salt: expect.any(String) },
      cipher: { name: 'AES-GCM', iv: expect.any(String) },
      publicKey: alice.publicKey,
      wrappedKey: expect.any(String),
    });
    expect(KEY_BACKUP_MIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(fromBase64Url(blob.kdf.salt)).toHaveLength(16);
    expect(fromBase64Url(blob.cipher.iv)).toHaveLength(12);
    // Fits the server's limit on a stored backup (contracts/chat.ts: at most 10,000 characters).
    expect(alice.backup.length).toBeLessThan(1_000);
    expect(await readKeyBackupInfo(alice.backup)).toEqual({
      secretKind: 'passphrase',
      publicKey: alice.publicKey,
      iterations: KEY_BACKUP_MIN_ITERATIONS,
    });
  });

  it('uses a fresh salt and IV for every backup', async () => {
    const [a, b] = await Promise.all([withBackup(), withBackup()]);
    const [first, second] = [a.alice.backup, b.alice.backup].map((text) => JSON.parse(text) as BackupJson);
    expect(first!.kdf.salt).not.toBe(second!.kdf.salt);
    expect(first!.cipher.iv).not.toBe(second!.cipher.iv);
  });

  it('refuses a short passphrase or a malformed recovery code', async () => {
    const short = 'x'.repeat(CHAT_PASSPHRASE_MIN_LENGTH - 1);
    await expect(generateUserKeyPair({ backup: { kind: 'passphrase', passphrase: short } })).rejects.toThrow(
      RangeError,
    );
    await expect(generateUserKeyPair({ backup: { kind: 'recovery-code', code: 'ABCD-EFGH' } })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('restoreKeyBackup', () => {
  it('restores, with the right passphrase, a non-extractable key that derives the same conversation key', async () => {
    const { alice, bob } = await withBackup();
    const restored = await restoreKeyBackup(alice.backup, PASSPHRASE);
    if (!restored.ok) throw new Error(`restore failed: ${restored.reason}`);
    expect(restored.publicKey).toBe(alice.publicKey);
    expect(restored.privateKey.extractable).toBe(false);
    expect(restored.privateKey.usages).toEqual(['deriveBits']);
    expect(await sameConversationKey(alice, restored, bob)).toBe(true);
  });

  it('reads the passphrase after Unicode normalisation (NFKC)', async () => {
    const composed = 'café au lait, ﬁve cups';
    const alice = await generateUserKeyPair({ backup: { kind: 'passphrase', passphrase: composed } });
    const typedElsewhere = 'cafe\u0301 au lait, five cups';
    expect((await restoreKeyBackup(alice.backup, typedElsewhere)).ok).toBe(true);
  });

  it('fails cleanly with a wrong passphrase', async () => {
    const { alice } = await withBackup();
    for (const wrong of [PASSPHRASE.toUpperCase(), `${PASSPHRASE} `, 'password123', '']) {
      expect(await restoreKeyBackup(alice.backup, wrong)).toEqual({ ok: false, reason: 'wrong_secret' });
    }
  });

  it('works with a recovery code typed loosely, and fails with another code', async () => {
    const code = createRecoveryCode();
    const { backup, publicKey } = await generateUserKeyPair({ backup: { kind: 'recovery-code', code } });
    expect(JSON.parse(backup)).toMatchObject({ secret: 'recovery-code' });
    const loose = code.toLowerCase().replace(/-/g, ' ');
    expect(await restoreKeyBackup(backup, loose)).toMatchObject({ ok: true, publicKey });
    expect(await restoreKeyBackup(backup, createRecoveryCode())).toEqual({ ok: false, reason: 'wrong_secret' });
    expect(await restoreKeyBackup(backup, 'not a code')).toEqual({ ok: false, reason: 'wrong_secret' });
  });

  it('refuses a tampered iteration count below 600,000 (or absurdly high) before deriving anything', async () => {
    const { alice } = await withBackup();
    // 1e12 iterations would run for days: this returning at all shows nothing was derived.
    for (const iterations of [1, 1_000, KEY_BACKUP_MIN_ITERATIONS - 1, 1e12]) {
      const tampered = edit(alice.backup, (blob) => (blob.kdf.iterations = iterations));
      expect(await restoreKeyBackup(tampered, PASSPHRASE)).toEqual({ ok: false, reason: 'unsafe_kdf_parameters' });
    }
    const higher = edit(alice.backup, (blob) => (blob.kdf.iterations = KEY_BACKUP_MIN_ITERATIONS + 1));
    expect(await restoreKeyBackup(higher, PASSPHRASE)).toEqual({ ok: false, reason: 'wrong_secret' });
  });

  it('detects a changed salt, IV, wrapped key, public key or secret kind', async () => {
    const { alice, bob } = await withBackup();
    const flipFirst = (text: string) => {
      const bytes = fromBase64Url(text);
      bytes[0]! ^= 1;
      return toBase64Url(bytes);
    };
    const tampered = [
      edit(alice.backup, (blob) => (blob.kdf.salt = flipFirst(blob.kdf.salt))),
      edit(alice.backup, (blob) => (blob.cipher.iv = flipFirst(blob.cipher.iv))),
      edit(alice.backup, (blob) => (blob.wrappedKey = flipFirst(blob.wrappedKey))),
      edit(alice.backup, (blob) => (blob.publicKey = bob.publicKey)),
      edit(alice.backup, (blob) => (blob.secret = 'recovery-code')),
    ];
    for (const backup of tampered) {
      expect(await restoreKeyBackup(backup, PASSPHRASE)).toEqual({ ok: false, reason: 'wrong_secret' });
    }
  });

  it('tells malformed and unsupported blobs apart', async () => {
    const { alice } = await withBackup();
    const cases: [string, string][] = [
      ['', 'malformed_backup'],
      ['not json', 'malformed_backup'],
      ['[]', 'malformed_backup'],
      ['null', 'malformed_backup'],
      [edit(alice.backup, (blob) => (blob.format = 'something-else')), 'malformed_backup'],
      [edit(alice.backup, (blob) => (blob.version = 2)), 'unsupported_backup'],
      [edit(alice.backup, (blob) => (blob.kdf.name = 'Argon2id')), 'unsupported_backup'],
      [edit(alice.backup, (blob) => (blob.kdf.hash = 'SHA-1')), 'unsupported_backup'],
      [edit(alice.backup, (blob) => (blob.cipher.name = 'AES-CBC')), 'unsupported_backup'],
      [edit(alice.backup, (blob) => (blob.secret = 'login-password')), 'malformed_backup'],
      [edit(alice.backup, (blob) => ((blob.kdf as { iterations: unknown }).iterations = '600000')), 'malformed_backup'],
      [edit(alice.backup, (blob) => (blob.kdf.iterations = 600_000.5)), 'malformed_backup'],
      [edit(alice.backup, (blob) => (blob.kdf.salt = toBase64Url(new Uint8Array(8)))), 'malformed_backup'],
      [edit(alice.backup, (blob) => (blob.cipher.iv = 'not base64url!')), 'malformed_backup'],
      [edit(alice.backup, (blob) => (blob.wrappedKey = '')), 'malformed_backup'],
      [edit(alice.backup, (blob) => (blob.publicKey = 'AAAA')), 'malformed_backup'],
    ];
    for (const [backup, reason] of cases) {
      expect(await restoreKeyBackup(backup, PASSPHRASE), backup).toEqual({ ok: false, reason });
    }
    expect(await readKeyBackupInfo('not json')).toBeNull();
  });
});

describe('changeKeyBackupSecret', () => {
  it('re-wraps the same key under a new secret; the old secret does not open the new blob', async () => {
    const { alice, bob } = await withBackup();
    const code = createRecoveryCode();
    const changed = await changeKeyBackupSecret(alice.backup, PASSPHRASE, { kind: 'recovery-code', code });
    if (!changed.ok) throw new Error(`change failed: ${changed.reason}`);
    expect(await readKeyBackupInfo(changed.backup)).toMatchObject({
      secretKind: 'recovery-code',
      publicKey: alice.publicKey,
    });
    expect(await restoreKeyBackup(changed.backup, PASSPHRASE)).toEqual({ ok: false, reason: 'wrong_secret' });
    const restored = await restoreKeyBackup(changed.backup, code);
    if (!restored.ok) throw new Error(`restore failed: ${restored.reason}`);
    expect(await sameConversationKey(alice, restored, bob)).toBe(true);
  });

  it('needs the current secret and a valid new one', async () => {
    const { alice } = await withBackup();
    const next = { kind: 'passphrase', passphrase: 'a completely new passphrase' } as const;
    expect(await changeKeyBackupSecret(alice.backup, 'wrong passphrase', next)).toEqual({
      ok: false,
      reason: 'wrong_secret',
    });
    await expect(
      changeKeyBackupSecret(alice.backup, PASSPHRASE, { kind: 'passphrase', passphrase: 'short' }),
    ).rejects.toThrow(RangeError);
  });
});
