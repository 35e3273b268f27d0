/**
 * This user's chat key pair on this device (architecture: "Encryption of chat").
 *
 * - First time anywhere: a key pair is made with a backup under a fresh recovery code; the backup
 *   goes to the server, then the public key. The code stays on this device only until the user
 *   confirms they saved it (or swaps it for a passphrase); anyone who can read this device's storage
 *   can use the private key anyway, so keeping the code there until then adds nothing for them.
 * - New device with a backup on the server: status `restore`, until the user unlocks the backup with
 *   the passphrase or code, or starts over with a new key (old history then cannot be read).
 * - The private key is a non-extractable CryptoKey kept in IndexedDB; only its backup (wrapped in the
 *   browser) leaves the device.
 */
import {
  changeKeyBackupSecret,
  createRecoveryCode,
  generateUserKeyPair,
  readKeyBackupInfo,
  restoreKeyBackup,
  type KeyBackupFailureReason,
  type KeyBackupSecret,
  type KeyBackupSecretKind,
  type UserKeyPair,
} from '@jobportal/shared/domain/chat-crypto/index';
import type { ChatApi } from '../api/chat-api.ts';
import type { OwnKeyState } from '../model/chat-state.ts';
import type { ChatKeyStore } from './key-store.ts';

export type KeyActionResult = { ok: true } | { ok: false; reason: KeyBackupFailureReason | 'no_backup' | 'failed' };

export interface KeyManager {
  /** Loads or creates the key pair; reports progress through `onChange`. */
  init(): Promise<void>;
  /** The key pair once ready (waits for `init`), or null when there is none on this device. */
  keyPair(): Promise<UserKeyPair | null>;
  restore(secret: string): Promise<KeyActionResult>;
  /** A new key pair and backup; messages sent before cannot be read any more. */
  startOver(): Promise<KeyActionResult>;
  /** In `restore` with an older key on this device: keep it and publish it again. */
  keepLocalKey(): Promise<KeyActionResult>;
  /** The kind of secret the server's backup needs, or null without one. */
  backupKind(): Promise<KeyBackupSecretKind | null>;
  /** The recovery code made on this device and not yet confirmed as saved. */
  pendingRecoveryCode(): Promise<string | null>;
  acknowledgeRecoveryCode(): Promise<void>;
  /** Re-wraps the backup under a new passphrase or recovery code (`current`: null = the pending code). */
  changeSecret(current: string | null, next: KeyBackupSecret): Promise<KeyActionResult>;
}

interface StoredKey {
  privateKey: CryptoKey;
  publicKey: string;
}

export function createKeyManager(deps: {
  userId: string;
  api: ChatApi;
  store: ChatKeyStore;
  onChange: (state: OwnKeyState) => void;
}): KeyManager {
  const { userId, api, store, onChange } = deps;
  const keyName = `key:${userId}`;
  const codeName = `code:${userId}`;
  let current: UserKeyPair | null = null;
  let local: StoredKey | null = null;
  let initialised: Promise<void> | null = null;

  async function report(status: OwnKeyState['status']) {
    const code = status === 'ready' ? await store.get<string>(codeName).catch(() => undefined) : undefined;
    onChange({ status, recoveryCodePending: typeof code === 'string', hasLocalKey: local !== null });
  }

  async function adopt(pair: UserKeyPair) {
    await store.set(keyName, { privateKey: pair.privateKey, publicKey: pair.publicKey } satisfies StoredKey);
    local = { privateKey: pair.privateKey, publicKey: pair.publicKey };
    current = local;
  }

  async function createWithBackup() {
    const code = createRecoveryCode();
    const pair = await generateUserKeyPair({ backup: { kind: 'recovery-code', code } });
    // The backup first: a public key on the server always has a backup a new device can restore.
    await api.saveKeyBackup(pair.backup);
    await api.publishKey(pair.publicKey);
    await store.set(codeName, code);
    await adopt(pair);
  }

  async function run() {
    if (!globalThis.crypto?.subtle) {
      await report('unsupported');
      return;
    }
    try {
      local = (await store.get<StoredKey>(keyName)) ?? null;
      const [published, backup] = await Promise.all([api.publicKey(userId), api.keyBackup()]);
      if (local) {
        if (published !== local.publicKey) {
          const info = backup ? await readKeyBackupInfo(backup) : null;
          // Another device made a newer key and backed it up: offer to restore it here.
          if (published !== null && info?.publicKey === published) {
            await report('restore');
            return;
          }
          await api.publishKey(local.publicKey);
        }
        current = local;
      } else if (backup) {
        await report('restore');
        return;
      } else {
        await createWithBackup();
      }
      await report('ready');
    } catch (error) {
      console.error('Chat: encryption set-up failed', error);
      await report('error');
    }
  }

  const manager: KeyManager = {
    init() {
      // One tab at a time: two tabs signing in together must not both make a first key pair.
      initialised ??= navigator.locks ? navigator.locks.request(`jobportal-chat-key:${userId}`, run) : run();
      return initialised;
    },
    async keyPair() {
      await manager.init();
      return current;
    },
    async restore(secret) {
      const backup = await api.keyBackup();
      if (!backup) return { ok: false, reason: 'no_backup' };
      const result = await restoreKeyBackup(backup, secret);
      if (!result.ok) return result;
      try {
        await adopt({ privateKey: result.privateKey, publicKey: result.publicKey });
        if ((await api.publicKey(userId)) !== result.publicKey) await api.publishKey(result.publicKey);
        await store.delete(codeName);
        await report('ready');
        return { ok: true };
      } catch (error) {
        console.error('Chat: restoring the key failed', error);
        return { ok: false, reason: 'failed' };
      }
    },
    async startOver() {
      try {
        await createWithBackup();
        await report('ready');
        return { ok: true };
      } catch (error) {
        console.error('Chat: a new key could not be made', error);
        return { ok: false, reason: 'failed' };
      }
    },
    async keepLocalKey() {
      if (!local) return { ok: false, reason: 'failed' };
      try {
        await api.publishKey(local.publicKey);
        current = local;
        await report('ready');
        return { ok: true };
      } catch (error) {
        console.error('Chat: publishing the key failed', error);
        return { ok: false, reason: 'failed' };
      }
    },
    async backupKind() {
      const backup = await api.keyBackup();
      return backup ? ((await readKeyBackupInfo(backup))?.secretKind ?? null) : null;
    },
    async pendingRecoveryCode() {
      return (await store.get<string>(codeName)) ?? null;
    },
    async acknowledgeRecoveryCode() {
      await store.delete(codeName);
      await report(current ? 'ready' : 'restore');
    },
    async changeSecret(secret, next) {
      const backup = await api.keyBackup();
      if (!backup) return { ok: false, reason: 'no_backup' };
      const unlock = secret ?? (await manager.pendingRecoveryCode());
      if (!unlock) return { ok: false, reason: 'wrong_secret' };
      const changed = await changeKeyBackupSecret(backup, unlock, next);
      if (!changed.ok) return changed;
      try {
        await api.saveKeyBackup(changed.backup);
        if (next.kind === 'recovery-code') await store.set(codeName, next.code);
        else await store.delete(codeName);
        await report('ready');
        return { ok: true };
      } catch (error) {
        console.error('Chat: saving the backup failed', error);
        return { ok: false, reason: 'failed' };
      }
    },
  };
  return manager;
}
