import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@jobportal/shared';
import { encryptV0 } from '@jobportal/shared/domain/chat-crypto/index';
import type { ChatApi } from '../api/chat-api.ts';
import type { OwnKeyState } from '../model/chat-state.ts';
import { createChatCipher } from './chat-cipher.ts';
import { createKeyManager } from './key-manager.ts';
import { createMemoryKeyStore } from './key-store.ts';

/** The server's key tables in memory; every member's calls see the same ones. */
function keyServer() {
  const keys = new Map<string, string>();
  const backups = new Map<string, string>();
  const apiFor = (userId: string): ChatApi => ({
    publicKey: async (id) => keys.get(id) ?? null,
    publishKey: async (key) => void keys.set(userId, key),
    keyBackup: async () => backups.get(userId) ?? null,
    saveKeyBackup: async (blob) => void backups.set(userId, blob),
    conversations: vi.fn(),
    history: vi.fn(),
    since: vi.fn(),
    send: vi.fn(),
    markRead: vi.fn(),
    clear: vi.fn(),
    profile: vi.fn(),
  });
  return { keys, backups, apiFor };
}

/** One member on one device. */
function device(server: ReturnType<typeof keyServer>, userId: string) {
  const store = createMemoryKeyStore();
  const states: OwnKeyState[] = [];
  const api = server.apiFor(userId);
  const keys = createKeyManager({ userId, api, store, onChange: (state) => states.push(state) });
  const cipher = createChatCipher({ userId, api, keys, store });
  return { keys, cipher, states, store };
}

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: '1',
  clientId: 'client-0001',
  senderId: 'asha',
  receiverId: 'farah',
  encryptedContent: '',
  createdAt: '2025-01-02T10:00:00.000Z',
  isRead: false,
  ...overrides,
});

describe('end-to-end encryption with the chat-crypto library', () => {
  it('sets up a key pair with a recovery-code backup, and two friends read each other’s messages', async () => {
    const server = keyServer();
    const asha = device(server, 'asha');
    const farah = device(server, 'farah');
    await Promise.all([asha.keys.init(), farah.keys.init()]);

    expect(asha.states.at(-1)).toEqual({ status: 'ready', recoveryCodePending: true, hasLocalKey: true });
    expect(server.keys.get('asha')).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(JSON.parse(server.backups.get('asha')!)).toMatchObject({
      secret: 'recovery-code',
      publicKey: server.keys.get('asha'),
    });
    expect(await asha.keys.pendingRecoveryCode()).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);

    const encryptedContent = await asha.cipher.encrypt('farah', 'Namaste 🙏', 'client-0001');
    expect(encryptedContent).toMatch(/^v1\./);
    expect(encryptedContent).not.toContain('Namaste');
    const row = message({ encryptedContent });
    expect(await farah.cipher.decrypt(row)).toEqual({ ok: true, text: 'Namaste 🙏', legacy: false });
    // The sender reads their own message too (another tab, history).
    expect(await asha.cipher.decrypt(row)).toEqual({ ok: true, text: 'Namaste 🙏', legacy: false });
    // Bound to its client id: the same ciphertext under another id does not decrypt.
    expect((await farah.cipher.decrypt({ ...row, clientId: 'client-0002' })).ok).toBe(false);

    const [ashaView, farahView] = await Promise.all([asha.cipher.friendKey('farah'), farah.cipher.friendKey('asha')]);
    expect(ashaView.status).toBe('ready');
    expect(ashaView.changed).toBe(false);
    expect(ashaView.safetyNumber).toMatch(/^(\d{5} ){11}\d{5}$/);
    expect(farahView.safetyNumber).toBe(ashaView.safetyNumber);
  });

  it('a friend without a key: “missing”, and nothing can be encrypted for them', async () => {
    const server = keyServer();
    const asha = device(server, 'asha');
    await asha.keys.init();
    expect(await asha.cipher.friendKey('nokey')).toEqual({ status: 'missing', changed: false, safetyNumber: null });
    await expect(asha.cipher.encrypt('nokey', 'hello', 'client-0001')).rejects.toThrow();
  });

  it('notices when a friend’s key changes, until acknowledged', async () => {
    const server = keyServer();
    const asha = device(server, 'asha');
    await Promise.all([asha.keys.init(), device(server, 'farah').keys.init()]);
    expect((await asha.cipher.friendKey('farah')).changed).toBe(false);

    // Farah starts over on a new phone without her backup.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const farahNewPhone = device(server, 'farah');
    server.backups.delete('farah');
    await farahNewPhone.keys.init();
    error.mockRestore();

    const changed = await asha.cipher.friendKey('farah');
    expect(changed.changed).toBe(true);
    expect((await asha.cipher.friendKey('farah')).changed).toBe(true);
    await asha.cipher.acknowledgeKeyChange('farah');
    expect((await asha.cipher.friendKey('farah')).changed).toBe(false);
  });

  it('a new device restores the key from the backup with the recovery code and reads old messages', async () => {
    const server = keyServer();
    const phone = device(server, 'asha');
    const farah = device(server, 'farah');
    await Promise.all([phone.keys.init(), farah.keys.init()]);
    const code = (await phone.keys.pendingRecoveryCode())!;
    const old = message({
      encryptedContent: await farah.cipher.encrypt('asha', 'old news', 'client-0001'),
      senderId: 'farah',
      receiverId: 'asha',
    });

    const laptop = device(server, 'asha');
    await laptop.keys.init();
    expect(laptop.states.at(-1)!.status).toBe('restore');
    expect(await laptop.keys.backupKind()).toBe('recovery-code');
    expect((await laptop.cipher.decrypt(old)).ok).toBe(false);

    expect(await laptop.keys.restore('not the code')).toEqual({ ok: false, reason: 'wrong_secret' });
    expect(await laptop.keys.restore(code.toLowerCase())).toEqual({ ok: true });
    expect(laptop.states.at(-1)).toEqual({ status: 'ready', recoveryCodePending: false, hasLocalKey: true });
    expect(await laptop.cipher.decrypt(old)).toEqual({ ok: true, text: 'old news', legacy: false });
  });

  it('swaps the recovery code for a chat passphrase, which then restores the key', async () => {
    const server = keyServer();
    const phone = device(server, 'asha');
    await phone.keys.init();
    expect(await phone.keys.changeSecret(null, { kind: 'passphrase', passphrase: 'mera pehla SSC exam 2025' })).toEqual(
      {
        ok: true,
      },
    );
    expect(await phone.keys.pendingRecoveryCode()).toBeNull();
    expect(phone.states.at(-1)!.recoveryCodePending).toBe(false);

    const laptop = device(server, 'asha');
    await laptop.keys.init();
    expect(await laptop.keys.backupKind()).toBe('passphrase');
    expect(await laptop.keys.restore('mera pehla SSC exam 2025')).toEqual({ ok: true });
  }, 20_000);

  it('reads the seed’s legacy v0 messages, marked as legacy', async () => {
    const server = keyServer();
    const asha = device(server, 'asha');
    await asha.keys.init();
    const legacy = message({ encryptedContent: await encryptV0({ text: 'from the old app' }, 'asha', 'farah') });
    expect(await asha.cipher.decrypt(legacy)).toEqual({ ok: true, text: 'from the old app', legacy: true });
    expect((await asha.cipher.decrypt(message({ encryptedContent: 'U2FsdGVkX1garbage' }))).ok).toBe(false);
  });
});
