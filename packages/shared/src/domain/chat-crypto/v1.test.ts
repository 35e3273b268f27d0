import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatBytes, fromBase64Url, toBase64Url } from './bytes.ts';
import {
  decryptV1,
  deriveConversationKey,
  encryptV1,
  exportPublicKey,
  generateUserKeyPair,
  importPublicKey,
  safetyNumber,
  type ConversationKey,
  type MessageBinding,
} from './v1.ts';

const ALICE = 'a1e2f3a4-0000-4000-8000-000000000001';
const BOB = 'b3f1c2d4-0000-4000-8000-000000000002';
const CAROL = 'c0c0c0c0-0000-4000-8000-000000000003';
const FAILURE = { ok: false, reason: 'key_mismatch_or_corrupt' };

// Fixed key pairs (generated once by WebCrypto) for known-answer tests.
const ALICE_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'pVBQqwghquZa7ZnjPkfWb1ckmJkIH27wUd4I0SA6asM',
  y: 'HCihPiIEZlUSLzupXVpQpGOcuRlWx06NTc70UP-SjGE',
  d: 'dOigFrn04GVyOWYsOr7FItwPsh0yVuvvNyL5E_ntuTk',
};
const BOB_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'xr289NcSiVUs4eaKOl8vZxC9jdzlSjsa_D7hbElIp1Q',
  y: 'ZhVKTz-q_Cl5tAYJ4N6FYv7JEejoowDB3flQ2rVtKQ8',
  d: 'owtLTj2VpZKM_jIzF_2bhJ7cIaWMyag0XRu_sBA5q9s',
};
const ALICE_PUBLIC = 'BKVQUKsIIarmWu2Z4z5H1m9XJJiZCB9u8FHeCNEgOmrDHCihPiIEZlUSLzupXVpQpGOcuRlWx06NTc70UP-SjGE';
const BOB_PUBLIC = 'BMa9vPTXEolVLOHmijpfL2cQvY3c5Uo7Gvw-4WxJSKdUZhVKTz-q_Cl5tAYJ4N6FYv7JEejoowDB3flQ2rVtKQ8';
// Made once by encryptV1 with the keys above: pins the stored format so old messages keep opening.
const KNOWN_MESSAGE =
  'v1.yVPukM35eVMl3miRVIeT7-AlRR_vyhce24HHAy6y1GzC3jjrG7MNqonEYL_gpgbsr24tiQ9pdyVas9f8paLozUN1JLm4dWY';
const KNOWN_BINDING: MessageBinding = { senderId: BOB, receiverId: ALICE, clientId: 'c_0001-fixed' };
const KNOWN_PAYLOAD = { text: 'कल 10 बजे, Hall 3 🎯' };
const KNOWN_KEY_ID = 'Rn_QKV1i5kAUQMX6X4Nf8A';
const KNOWN_SAFETY_NUMBER = '01784 70143 15390 66673 13836 74372 13124 37556 24380 38258 86572 34295';

const importJwk = (jwk: JsonWebKey, extractable = false) =>
  crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, extractable, ['deriveBits']);

interface Party {
  id: string;
  privateKey: CryptoKey;
  publicKey: string;
}

async function newParty(id: string): Promise<Party> {
  return { id, ...(await generateUserKeyPair()) };
}

function conversation(me: Party, them: Party): Promise<ConversationKey> {
  return deriveConversationKey({
    myUserId: me.id,
    myPrivateKey: me.privateKey,
    myPublicKey: me.publicKey,
    theirUserId: them.id,
    theirPublicKey: them.publicKey,
  });
}

async function pair() {
  const [alice, bob] = await Promise.all([newParty(ALICE), newParty(BOB)]);
  const [aliceSide, bobSide] = await Promise.all([conversation(alice, bob), conversation(bob, alice)]);
  return { alice, bob, aliceSide, bobSide };
}

const binding = (clientId = 'c_12345678'): MessageBinding => ({ senderId: ALICE, receiverId: BOB, clientId });

describe('user key pairs', () => {
  it('makes a P-256 ECDH pair whose private key cannot be exported', async () => {
    const { privateKey, publicKey } = await generateUserKeyPair();
    expect(privateKey.type).toBe('private');
    expect(privateKey.extractable).toBe(false);
    expect(privateKey.algorithm).toMatchObject({ name: 'ECDH', namedCurve: 'P-256' });
    expect(privateKey.usages).toEqual(['deriveBits']);
    await expect(crypto.subtle.exportKey('pkcs8', privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', privateKey)).rejects.toThrow();
    // base64url of the raw uncompressed point (65 bytes), as contracts/chat.ts accepts it.
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(fromBase64Url(publicKey)[0]).toBe(0x04);
    expect(await exportPublicKey(await importPublicKey(publicKey))).toBe(publicKey);
  });

  it('refuses public keys that are not P-256 points', async () => {
    const raw = fromBase64Url(ALICE_PUBLIC);
    const offCurve = raw.slice();
    offCurve[64]! ^= 0x01;
    const compressed = concatBytes(new Uint8Array([0x02 | (raw[64]! & 1)]), raw.subarray(1, 33));
    for (const bad of [
      '',
      'not base64url!',
      toBase64Url(raw.subarray(0, 64)),
      toBase64Url(offCurve),
      toBase64Url(compressed),
      toBase64Url(new Uint8Array(65).fill(0xff)),
      ALICE_PUBLIC + 'A',
    ]) {
      await expect(importPublicKey(bad), bad).rejects.toThrow();
    }
    const alice = await newParty(ALICE);
    await expect(exportPublicKey(alice.privateKey)).rejects.toThrow(TypeError);
  });
});

describe('deriveConversationKey', () => {
  it('gives both sides the same key: what one encrypts the other decrypts', async () => {
    const { aliceSide, bobSide } = await pair();
    expect(aliceSide.keyId).toBe(bobSide.keyId);
    expect(aliceSide.userIds).toEqual([ALICE, BOB]);
    expect(bobSide.userIds).toEqual([ALICE, BOB]);
    expect(aliceSide.key.extractable).toBe(false);
    expect(aliceSide.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });

    const fromAlice = await encryptV1({ text: 'Hi Bob' }, aliceSide, binding());
    expect(await decryptV1(fromAlice, bobSide, binding())).toEqual({ ok: true, payload: { text: 'Hi Bob' } });
    const reply: MessageBinding = { senderId: BOB, receiverId: ALICE, clientId: 'c_reply001' };
    const fromBob = await encryptV1({ text: 'Hi Alice' }, bobSide, reply);
    expect(await decryptV1(fromBob, aliceSide, reply)).toEqual({ ok: true, payload: { text: 'Hi Alice' } });
  });

  it('gives a different key to every pair of users and every key pair', async () => {
    const { alice, bob, aliceSide } = await pair();
    const carol = await newParty(CAROL);
    const aliceCarol = await conversation(alice, carol);
    expect(aliceCarol.keyId).not.toBe(aliceSide.keyId);
    const message = await encryptV1({ text: 'for Bob only' }, aliceSide, binding());
    // Carol, holding her own conversation key with Alice, cannot read it even if the row names her.
    expect(await decryptV1(message, aliceCarol, { ...binding(), receiverId: CAROL })).toEqual(FAILURE);

    // Bob replaces his key pair: the new conversation key differs, old messages no longer open with it.
    const bobAgain = await newParty(BOB);
    const renewed = await conversation(alice, bobAgain);
    expect(renewed.keyId).not.toBe(aliceSide.keyId);
    expect(await decryptV1(message, renewed, binding())).toEqual(FAILURE);
    expect(await conversation(bob, alice)).toMatchObject({ keyId: aliceSide.keyId });
  });

  it('binds the user ids: claiming other ids gives another key', async () => {
    const { alice, bob, aliceSide } = await pair();
    const mislabelled = await deriveConversationKey({
      myUserId: ALICE,
      myPrivateKey: bob.privateKey,
      myPublicKey: bob.publicKey,
      theirUserId: CAROL,
      theirPublicKey: alice.publicKey,
    });
    expect(mislabelled.keyId).not.toBe(aliceSide.keyId);
  });

  it('refuses a conversation with oneself and malformed public keys', async () => {
    const alice = await newParty(ALICE);
    await expect(conversation(alice, alice)).rejects.toThrow(RangeError);
    await expect(conversation(alice, { ...alice, id: BOB, publicKey: 'AAAA' })).rejects.toThrow();
  });
});

describe('encryptV1 / decryptV1', () => {
  it('round-trips any JSON value', async () => {
    const { aliceSide, bobSide } = await pair();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const text = await encryptV1(payload, aliceSide, binding());
        expect(await decryptV1(text, bobSide, binding())).toEqual({
          ok: true,
          payload: JSON.parse(JSON.stringify(payload)),
        });
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips Hindi and emoji', async () => {
    const { aliceSide, bobSide } = await pair();
    for (const text of ['नमस्ते, कल की परीक्षा कैसी रही?', '🙏🏽👨‍👩‍👧 ✅', 'mixed हिंदी and English 🎯']) {
      const encrypted = await encryptV1({ text }, aliceSide, binding());
      expect(await decryptV1(encrypted, bobSide, binding())).toEqual({ ok: true, payload: { text } });
    }
  });

  it('writes v1.<base64url(iv ‖ ciphertext ‖ tag)>, as the server contract accepts', async () => {
    const { aliceSide } = await pair();
    const payload = { text: 'x'.repeat(100) };
    const text = await encryptV1(payload, aliceSide, binding());
    expect(text).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    const plaintextLength = JSON.stringify(payload).length;
    expect(fromBase64Url(text.slice(3))).toHaveLength(12 + plaintextLength + 16);
  });

  it('uses a fresh IV for every message', async () => {
    const { aliceSide } = await pair();
    const ivs = new Set<string>();
    const values = new Set<string>();
    const count = 2_000;
    for (let i = 0; i < count; i++) {
      const text = await encryptV1({ text: 'same text' }, aliceSide, binding());
      values.add(text);
      ivs.add(toBase64Url(fromBase64Url(text.slice(3)).subarray(0, 12)));
    }
    expect(ivs.size).toBe(count);
    expect(values.size).toBe(count);
  });

  it('detects a change to any byte of the IV, ciphertext or tag', async () => {
    const { aliceSide, bobSide } = await pair();
    const bytes = fromBase64Url((await encryptV1({ text: 'pay 500' }, aliceSide, binding())).slice(3));
    for (let i = 0; i < bytes.length; i++) {
      for (const flip of [0x01, 0x80]) {
        const tampered = bytes.slice();
        tampered[i]! ^= flip;
        expect(await decryptV1(`v1.${toBase64Url(tampered)}`, bobSide, binding()), `byte ${i}`).toEqual(FAILURE);
      }
    }
    // Truncated, extended, or IV-only values fail as well.
    for (const variant of [
      bytes.subarray(0, bytes.length - 1),
      concatBytes(bytes, new Uint8Array(1)),
      bytes.subarray(0, 28),
    ]) {
      expect(await decryptV1(`v1.${toBase64Url(variant)}`, bobSide, binding())).toEqual(FAILURE);
    }
  });

  it('binds sender, receiver and client id: a moved, flipped or re-labelled row fails', async () => {
    const { aliceSide, bobSide } = await pair();
    const text = await encryptV1({ text: 'meet at 5' }, aliceSide, binding('c_original'));
    expect((await decryptV1(text, bobSide, binding('c_original'))).ok).toBe(true);
    const wrongBindings: MessageBinding[] = [
      binding('c_replayed'),
      { senderId: BOB, receiverId: ALICE, clientId: 'c_original' },
      { senderId: ALICE, receiverId: CAROL, clientId: 'c_original' },
      { senderId: CAROL, receiverId: BOB, clientId: 'c_original' },
      { senderId: ALICE, receiverId: ALICE, clientId: 'c_original' },
    ];
    for (const wrong of wrongBindings) expect(await decryptV1(text, bobSide, wrong)).toEqual(FAILURE);
  });

  it('fails with a wrong key', async () => {
    const first = await pair();
    const second = await pair();
    const text = await encryptV1({ text: 'secret' }, first.aliceSide, binding());
    expect(await decryptV1(text, second.bobSide, binding())).toEqual(FAILURE);
  });

  it('applies the payload guard', async () => {
    const { aliceSide, bobSide } = await pair();
    const isText = (value: unknown): value is { text: string } =>
      typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';
    const good = await encryptV1({ text: 'ok' }, aliceSide, binding());
    const bad = await encryptV1({ body: 'ok' }, aliceSide, binding());
    expect(await decryptV1(good, bobSide, binding(), isText)).toEqual({ ok: true, payload: { text: 'ok' } });
    expect(await decryptV1(bad, bobSide, binding(), isText)).toEqual(FAILURE);
  });

  it('never throws on garbage', async () => {
    const { bobSide } = await pair();
    for (const junk of ['', 'v1.', 'v1.!!!', 'v1.A', 'v1.AAAA', 'v2.AAAA', 'U2FsdGVkX1abc', `v1.${'A'.repeat(40)}`]) {
      expect(await decryptV1(junk, bobSide, binding())).toEqual(FAILURE);
    }
    expect(await decryptV1(undefined as unknown as string, bobSide, binding())).toEqual(FAILURE);
  });

  it('refuses to encrypt for users outside the conversation, or a non-JSON payload', async () => {
    const { aliceSide } = await pair();
    await expect(encryptV1({ text: 'x' }, aliceSide, { ...binding(), receiverId: CAROL })).rejects.toThrow(RangeError);
    await expect(encryptV1({ text: 'x' }, aliceSide, { ...binding(), receiverId: ALICE })).rejects.toThrow(RangeError);
    await expect(encryptV1(undefined, aliceSide, binding())).rejects.toThrow(TypeError);
  });
});

describe('the v1 format, pinned', () => {
  it('decrypts a message stored earlier, on both sides', async () => {
    const alice = { id: ALICE, privateKey: await importJwk(ALICE_JWK), publicKey: ALICE_PUBLIC };
    const bob = { id: BOB, privateKey: await importJwk(BOB_JWK), publicKey: BOB_PUBLIC };
    for (const side of [await conversation(alice, bob), await conversation(bob, alice)]) {
      expect(side.keyId).toBe(KNOWN_KEY_ID);
      expect(await decryptV1(KNOWN_MESSAGE, side, KNOWN_BINDING)).toEqual({ ok: true, payload: KNOWN_PAYLOAD });
    }
  });

  it('follows the documented derivation exactly (rebuilt here with plain WebCrypto)', async () => {
    const subtle = crypto.subtle;
    const utf8 = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    const [low, high] = [ALICE, BOB];
    const secret = await subtle.deriveBits(
      { name: 'ECDH', public: await importPublicKey(BOB_PUBLIC) },
      await importJwk(ALICE_JWK),
      256,
    );
    const ikm = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits']);
    const salt = await subtle.digest('SHA-256', utf8(['jobportal-chat-v1/salt', low, high]));
    const info = utf8(['jobportal-chat-v1/conversation-key', low, high, ALICE_PUBLIC, BOB_PUBLIC]);
    const rawKey = await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, ikm, 256);
    const aesKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);

    const keyIdHash = await subtle.digest(
      'SHA-256',
      utf8(['jobportal-chat-v1/key-id', low, high, ALICE_PUBLIC, BOB_PUBLIC]),
    );
    const keyId = toBase64Url(new Uint8Array(keyIdHash).subarray(0, 16));
    expect(keyId).toBe(KNOWN_KEY_ID);

    const bytes = fromBase64Url(KNOWN_MESSAGE.slice('v1.'.length));
    const { senderId, receiverId, clientId } = KNOWN_BINDING;
    const plaintext = await subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.subarray(0, 12),
        additionalData: utf8(['jobportal-chat-v1/message', senderId, receiverId, clientId, keyId]),
      },
      aesKey,
      bytes.subarray(12),
    );
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(KNOWN_PAYLOAD);
  });
});

describe('safetyNumber', () => {
  it('is 12 groups of 5 digits, the same on both sides, and pinned for fixed keys', async () => {
    const mine = await safetyNumber(ALICE_PUBLIC, BOB_PUBLIC);
    expect(mine).toMatch(/^(\d{5} ){11}\d{5}$/);
    expect(await safetyNumber(BOB_PUBLIC, ALICE_PUBLIC)).toBe(mine);
    expect(mine).toBe(KNOWN_SAFETY_NUMBER);
  });

  it('changes when either key changes', async () => {
    const carol = await newParty(CAROL);
    const base = await safetyNumber(ALICE_PUBLIC, BOB_PUBLIC);
    expect(await safetyNumber(ALICE_PUBLIC, carol.publicKey)).not.toBe(base);
    expect(await safetyNumber(carol.publicKey, BOB_PUBLIC)).not.toBe(base);
    // The half that belongs to an unchanged key stays: the user sees which side changed.
    const halves = (number: string) => [number.slice(0, 35), number.slice(36)];
    const withCarol = halves(await safetyNumber(ALICE_PUBLIC, carol.publicKey));
    const aliceHalf = halves(base).filter((half) => withCarol.includes(half));
    expect(aliceHalf).toHaveLength(1);
  });

  it('refuses malformed keys', async () => {
    await expect(safetyNumber(ALICE_PUBLIC, 'AAAA')).rejects.toThrow();
  });
});
