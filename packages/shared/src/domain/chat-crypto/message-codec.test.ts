// crypto-js stands in for the seed's client, which wrote the legacy rows; never imported outside tests.
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { ENCRYPTED_CONTENT_MAX, sendMessageInput } from '../../contracts/chat.ts';
import {
  CHAT_PAYLOAD_MAX_BYTES,
  CHAT_TEXT_MAX_LENGTH,
  DECRYPT_FAILED_TEXT,
  decodeMessage,
  encodeMessage,
  isChatMessagePayload,
  messageDisplayText,
  type MessageDecodeContext,
} from './message-codec.ts';
import { deriveConversationKey, encryptV1, generateUserKeyPair, type ConversationKey } from './v1.ts';

const ALICE = 'a1e2f3a4-0000-4000-8000-000000000001';
const BOB = 'b3f1c2d4-0000-4000-8000-000000000002';
const CAROL = 'c0c0c0c0-0000-4000-8000-000000000003';
const FAILED = { ok: false, reason: 'key_mismatch_or_corrupt' };

function seedEncrypt(payload: unknown, userA = ALICE, userB = BOB): string {
  const key = CryptoJS.SHA256([userA, userB].sort().join(':')).toString();
  return CryptoJS.AES.encrypt(JSON.stringify(payload), key).toString();
}

async function conversationKeys(): Promise<[ConversationKey, ConversationKey]> {
  const [alice, bob] = await Promise.all([generateUserKeyPair(), generateUserKeyPair()]);
  return Promise.all([
    deriveConversationKey({
      myUserId: ALICE,
      myPrivateKey: alice.privateKey,
      myPublicKey: alice.publicKey,
      theirUserId: BOB,
      theirPublicKey: bob.publicKey,
    }),
    deriveConversationKey({
      myUserId: BOB,
      myPrivateKey: bob.privateKey,
      myPublicKey: bob.publicKey,
      theirUserId: ALICE,
      theirPublicKey: alice.publicKey,
    }),
  ]);
}

const row = (clientId = 'c_message01') => ({ senderId: ALICE, receiverId: BOB, clientId });

describe('constants', () => {
  it('shows the spec text for a message that cannot be decrypted', () => {
    expect(DECRYPT_FAILED_TEXT).toBe('🔒 Failed to decrypt message');
    expect(messageDisplayText({ ok: false, reason: 'unknown_format' })).toBe(DECRYPT_FAILED_TEXT);
    expect(messageDisplayText({ ok: true, payload: { text: 'hi' }, legacy: true })).toBe('hi');
  });
});

describe('isChatMessagePayload', () => {
  it('accepts { text } with visible text of at most 4,000 characters', () => {
    expect(CHAT_TEXT_MAX_LENGTH).toBe(4_000);
    expect(isChatMessagePayload({ text: 'hello' })).toBe(true);
    expect(isChatMessagePayload({ text: '  padded  ' })).toBe(true);
    expect(isChatMessagePayload({ text: 'x'.repeat(4_000) })).toBe(true);
    expect(isChatMessagePayload({ text: 'नमस्ते', sentFrom: 'web' })).toBe(true);
  });

  it('rejects everything else', () => {
    for (const value of [
      { text: '' },
      { text: ' \n\t ' },
      { text: 'x'.repeat(4_001) },
      { text: 42 },
      { body: 'hello' },
      'hello',
      null,
      undefined,
      [{ text: 'hello' }],
      42,
    ]) {
      expect(isChatMessagePayload(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('encodeMessage / decodeMessage (v1)', () => {
  it('round-trips a chat message, not marked legacy', async () => {
    const [aliceSide, bobSide] = await conversationKeys();
    const stored = await encodeMessage('कल परीक्षा है 📚', { ...row(), conversationKey: aliceSide });
    expect(stored.startsWith('v1.')).toBe(true);
    expect(
      sendMessageInput.safeParse({ clientId: 'c_message01', receiverId: BOB, encryptedContent: stored }).success,
    ).toBe(true);
    const decoded = await decodeMessage(stored, { ...row(), conversationKey: bobSide });
    expect(decoded).toEqual({ ok: true, payload: { text: 'कल परीक्षा है 📚' }, legacy: false });
    expect(messageDisplayText(decoded)).toBe('कल परीक्षा है 📚');
  });

  it('keeps only the text of a decoded payload', async () => {
    const [aliceSide, bobSide] = await conversationKeys();
    const stored = await encryptV1({ text: 'hi', extra: { html: '<b>' } }, aliceSide, row());
    expect(await decodeMessage(stored, { ...row(), conversationKey: bobSide })).toEqual({
      ok: true,
      payload: { text: 'hi' },
      legacy: false,
    });
  });

  it('fails for a moved or replayed row, a wrong key, or a payload that is not a chat message', async () => {
    const [aliceSide, bobSide] = await conversationKeys();
    const [otherSide] = await conversationKeys();
    const stored = await encodeMessage('hello', { ...row(), conversationKey: aliceSide });
    const context: MessageDecodeContext = { ...row(), conversationKey: bobSide };
    expect(await decodeMessage(stored, { ...context, clientId: 'c_other0001' })).toEqual(FAILED);
    expect(await decodeMessage(stored, { ...context, senderId: BOB, receiverId: ALICE })).toEqual(FAILED);
    expect(await decodeMessage(stored, { ...context, receiverId: CAROL })).toEqual(FAILED);
    expect(await decodeMessage(stored, { ...context, conversationKey: otherSide })).toEqual(FAILED);
    for (const payload of ['bare text', { text: '   ' }, 7, null]) {
      expect(await decodeMessage(await encryptV1(payload, aliceSide, row()), context)).toEqual(FAILED);
    }
  });

  it('needs a conversation key for v1', async () => {
    const [aliceSide] = await conversationKeys();
    const stored = await encodeMessage('hello', { ...row(), conversationKey: aliceSide });
    expect(await decodeMessage(stored, { ...row(), conversationKey: null })).toEqual({
      ok: false,
      reason: 'no_conversation_key',
    });
  });

  it('refuses to encode empty, blank or too long messages', async () => {
    const [aliceSide] = await conversationKeys();
    const context = { ...row(), conversationKey: aliceSide };
    for (const text of ['', '   ', '\n\t', 'x'.repeat(CHAT_TEXT_MAX_LENGTH + 1)]) {
      await expect(encodeMessage(text, context)).rejects.toThrow(RangeError);
    }
    // 4,000 characters that JSON escapes to 6 bytes each are over the byte limit.
    await expect(encodeMessage('\u0001'.repeat(CHAT_TEXT_MAX_LENGTH), context)).rejects.toThrow(RangeError);
  });

  it('keeps the longest messages within the server limit on stored content', async () => {
    const [aliceSide] = await conversationKeys();
    const context = { ...row(), conversationKey: aliceSide };
    const longest = [
      'क'.repeat(CHAT_TEXT_MAX_LENGTH), // 3 bytes a character
      '😀'.repeat(CHAT_TEXT_MAX_LENGTH / 2), // 4 bytes per 2 code units
      '"'.repeat(CHAT_TEXT_MAX_LENGTH), // escaped to 2 bytes each
    ];
    for (const text of longest) {
      const stored = await encodeMessage(text, context);
      expect(stored.length).toBeLessThanOrEqual(ENCRYPTED_CONTENT_MAX);
    }
    // Whatever passes the byte limit fits.
    const atLimit = { text: 'x'.repeat(CHAT_PAYLOAD_MAX_BYTES - '{"text":""}'.length) };
    expect(JSON.stringify(atLimit)).toHaveLength(CHAT_PAYLOAD_MAX_BYTES);
    expect((await encryptV1(atLimit, aliceSide, row())).length).toBeLessThanOrEqual(ENCRYPTED_CONTENT_MAX);
  });
});

describe('decodeMessage (legacy v0)', () => {
  it('reads the seed’s messages and marks them legacy', async () => {
    for (const payload of [{ text: 'पुराना संदेश' }, 'a bare JSON string, as the seed may have stored']) {
      const stored = seedEncrypt(payload);
      expect(stored.startsWith('U2FsdGVkX1')).toBe(true);
      // Either user's view: the key depends only on the pair.
      for (const context of [
        { ...row(), conversationKey: null },
        { senderId: BOB, receiverId: ALICE, clientId: 'c_legacy001', conversationKey: null },
      ]) {
        expect(await decodeMessage(stored, context)).toEqual({
          ok: true,
          payload: { text: typeof payload === 'string' ? payload : payload.text },
          legacy: true,
        });
      }
    }
  });

  it('fails for another pair, a wrong shape, or when legacy is not allowed', async () => {
    const context = { ...row(), conversationKey: null };
    expect(await decodeMessage(seedEncrypt({ text: 'hi' }, ALICE, CAROL), context)).toEqual(FAILED);
    for (const payload of [42, null, { body: 'hi' }, { text: '' }, '   ', ['hi']]) {
      expect(await decodeMessage(seedEncrypt(payload), context)).toEqual(FAILED);
    }
    expect(await decodeMessage(seedEncrypt({ text: 'hi' }), { ...context, allowLegacy: false })).toEqual({
      ok: false,
      reason: 'legacy_not_allowed',
    });
  });
});

describe('decodeMessage (anything else)', () => {
  it('reports an unknown format and never throws', async () => {
    const context = { ...row(), conversationKey: null };
    for (const stored of ['', 'hello', 'v2.AAAA', 'V1.AAAA', ' v1.AAAA', 'U2FsdGVkX', '{"text":"plain"}']) {
      const decoded = await decodeMessage(stored, context);
      expect(decoded).toEqual({ ok: false, reason: 'unknown_format' });
      expect(messageDisplayText(decoded)).toBe(DECRYPT_FAILED_TEXT);
    }
    expect(await decodeMessage(undefined as unknown as string, context)).toEqual({
      ok: false,
      reason: 'unknown_format',
    });
  });
});
