// crypto-js is the seed's library and the independent peer here; it must never be imported outside tests.
import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './bytes.ts';
import { decryptV0, encryptV0, evpBytesToKey, LEGACY_V0_PREFIX, legacyV0KeyString } from './legacy-v0.ts';

const ALICE = 'a1e2f3a4-0000-4000-8000-000000000001';
const BOB = 'b3f1c2d4-0000-4000-8000-000000000002';

/** The seed's key, computed the seed's way. */
function seedKeyString(userA: string, userB: string): string {
  return CryptoJS.SHA256([userA, userB].sort().join(':')).toString();
}
function cryptoJsEncrypt(payload: unknown, userA: string, userB: string): string {
  return CryptoJS.AES.encrypt(JSON.stringify(payload), seedKeyString(userA, userB)).toString();
}
function cryptoJsDecrypt(text: string, userA: string, userB: string): string {
  return CryptoJS.AES.decrypt(text, seedKeyString(userA, userB)).toString(CryptoJS.enc.Utf8);
}

const isTextPayload = (value: unknown): value is { text: string } =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

// Made once with crypto-js 4.2.0 (`CryptoJS.AES.encrypt(json, key, { salt: Hex.parse('0011223344556677') })`)
// and checked with `openssl enc -d -aes-256-cbc -md md5 -a -A -pass pass:<key>`.
const KNOWN_KEY = '0511fb2f1974de7309d81971c94ba2fc05f177f40c60094fe7ac55f8f93954a6';
const KNOWN_PAYLOAD = { text: 'नमस्ते! Exam on 12 Oct 🎉', sentAt: '2024-10-01T10:00:00Z' };
const KNOWN_CIPHERTEXT =
  'U2FsdGVkX18AESIzRFVmd/mjb0Xk8AuzcIWQHdz+5d1gvX7JQx942oBswaLeE8VJw1P1rGcI1A5n7299i0UGMPS7seb4etNkuOt1LPWOSTQgM2sBaEI/Y+pdH0Um3CVAFBSPrk33h8QU1E790dBzlw==';

describe('legacyV0KeyString', () => {
  it('is the SHA-256 hex of the sorted ids joined by a colon, in either order', async () => {
    expect(await legacyV0KeyString(BOB, ALICE)).toBe(KNOWN_KEY);
    expect(await legacyV0KeyString(ALICE, BOB)).toBe(KNOWN_KEY);
    expect(KNOWN_KEY).toBe(seedKeyString(ALICE, BOB));
  });

  it('sorts like Array.prototype.sort for any ids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (a, b) => {
        expect(await legacyV0KeyString(a, b)).toBe(seedKeyString(a, b));
      }),
      { numRuns: 50 },
    );
  });
});

describe('evpBytesToKey', () => {
  it('derives the same key and IV as CryptoJS (OpenSSL EVP_BytesToKey, MD5, 1 iteration)', () => {
    const salt = CryptoJS.lib.WordArray.random(8);
    const derived = CryptoJS.kdf.OpenSSL.execute(KNOWN_KEY, 256 / 32, 128 / 32, salt);
    const ours = evpBytesToKey(new TextEncoder().encode(KNOWN_KEY), fromBase64(CryptoJS.enc.Base64.stringify(salt)));
    expect(toBase64(ours.key)).toBe(CryptoJS.enc.Base64.stringify(derived.key));
    expect(toBase64(ours.iv)).toBe(CryptoJS.enc.Base64.stringify(derived.iv));
  });
});

describe('decryptV0', () => {
  it('decrypts a fixed vector made by crypto-js to the exact payload', async () => {
    expect(await decryptV0(KNOWN_CIPHERTEXT, ALICE, BOB)).toEqual({ ok: true, payload: KNOWN_PAYLOAD });
    expect(await decryptV0(KNOWN_CIPHERTEXT, BOB, ALICE, isTextPayload)).toEqual({ ok: true, payload: KNOWN_PAYLOAD });
  });

  it('decrypts what crypto-js encrypts, for any JSON value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const result = await decryptV0(cryptoJsEncrypt(payload, ALICE, BOB), BOB, ALICE);
        expect(result).toEqual({ ok: true, payload: JSON.parse(JSON.stringify(payload)) });
      }),
      { numRuns: 100 },
    );
  });

  it('round-trips Hindi, emoji and escaped lone surrogates', async () => {
    for (const text of ['नमस्ते, कल की परीक्षा कैसी रही?', '🙏🏽👨‍👩‍👧 ✅', 'mixed हिंदी and English 🎯', '\uD800 lone', '']) {
      const payload = { text };
      const fromCryptoJs = cryptoJsEncrypt(payload, ALICE, BOB);
      expect(await decryptV0(fromCryptoJs, ALICE, BOB)).toEqual({ ok: true, payload });
      const ours = await encryptV0(payload, ALICE, BOB);
      expect(cryptoJsDecrypt(ours, ALICE, BOB)).toBe(JSON.stringify(payload));
      expect(await decryptV0(ours, BOB, ALICE)).toEqual({ ok: true, payload });
    }
  });

  it('fails cleanly with a wrong key, over many random keys (empty result, bad padding, bad UTF-8, garbage)', async () => {
    const payload = { text: 'the answer key is out' };
    const ciphertext = cryptoJsEncrypt(payload, ALICE, BOB);
    const cryptoJsOutcomes = { empty: 0, threw: 0, garbage: 0 };
    for (let i = 0; i < 500; i++) {
      const stranger = crypto.randomUUID();
      const result = await decryptV0(ciphertext, ALICE, stranger, isTextPayload);
      expect(result).toEqual({ ok: false, reason: 'key_mismatch_or_corrupt' });
      try {
        cryptoJsOutcomes[cryptoJsDecrypt(ciphertext, ALICE, stranger) === '' ? 'empty' : 'garbage']++;
      } catch {
        cryptoJsOutcomes.threw++;
      }
    }
    // The seed's library shows the failure modes domain.md lists; ours reports them all alike.
    expect(cryptoJsOutcomes.empty).toBeGreaterThan(0);
    expect(cryptoJsOutcomes.threw).toBeGreaterThan(0);
  });

  it('treats a payload of the wrong shape as a failure (the "garbage that parses" case)', async () => {
    for (const payload of [42, 'just text', null, [1, 2], { body: 'hi' }, { text: 7 }]) {
      const ciphertext = cryptoJsEncrypt(payload, ALICE, BOB);
      expect(await decryptV0(ciphertext, ALICE, BOB, isTextPayload)).toEqual({
        ok: false,
        reason: 'key_mismatch_or_corrupt',
      });
    }
    const throwingGuard = (_value: unknown): _value is never => {
      throw new Error('guard failed');
    };
    expect((await decryptV0(KNOWN_CIPHERTEXT, ALICE, BOB, throwingGuard)).ok).toBe(false);
  });

  it('fails cleanly on malformed, truncated or altered values', async () => {
    const valid = fromBase64(KNOWN_CIPHERTEXT);
    const altered = (change: (bytes: Uint8Array) => Uint8Array) => toBase64(change(valid.slice()));
    const inputs = [
      '',
      'hello',
      LEGACY_V0_PREFIX,
      'v1.abc',
      KNOWN_CIPHERTEXT.slice(0, -4),
      KNOWN_CIPHERTEXT.replace('=', ''),
      KNOWN_CIPHERTEXT + ' ',
      `${KNOWN_CIPHERTEXT.slice(0, 20)}!${KNOWN_CIPHERTEXT.slice(21)}`,
      altered((b) => b.subarray(0, 16)), // header only
      altered((b) => b.subarray(0, b.length - 1)), // not whole blocks
      altered((b) => b.subarray(0, b.length - 16)), // a block missing: padding gone
      altered((b) => ((b[b.length - 1]! ^= 0x01), b)), // last block altered
      altered((b) => ((b[20]! ^= 0x80), b)), // first block altered
      altered((b) => ((b[9]! ^= 0x01), b)), // salt altered
      altered((b) => ((b[7] = 0x50), b)), // "Salted_P": still starts with U2FsdGVkX1
    ];
    for (const input of inputs) {
      expect(await decryptV0(input, ALICE, BOB, isTextPayload), input).toEqual({
        ok: false,
        reason: 'key_mismatch_or_corrupt',
      });
    }
    expect(await decryptV0(null as unknown as string, ALICE, BOB)).toEqual({
      ok: false,
      reason: 'key_mismatch_or_corrupt',
    });
  });

  it('treats an empty decryption as a failure', async () => {
    // CryptoJS.AES.encrypt('', key): one block of padding, decrypting to the empty string.
    const empty = CryptoJS.AES.encrypt('', seedKeyString(ALICE, BOB)).toString();
    expect(await decryptV0(empty, ALICE, BOB)).toEqual({ ok: false, reason: 'key_mismatch_or_corrupt' });
  });
});

describe('encryptV0', () => {
  it('writes values that start with U2FsdGVkX1 and that crypto-js decrypts', async () => {
    for (let i = 0; i < 50; i++) {
      const payload = { text: `message ${i}`, n: i };
      const ours = await encryptV0(payload, ALICE, BOB);
      expect(ours.startsWith(LEGACY_V0_PREFIX)).toBe(true);
      expect(cryptoJsDecrypt(ours, BOB, ALICE)).toBe(JSON.stringify(payload));
    }
  });

  it('is byte-identical to crypto-js for the same salt', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const ours = await encryptV0(payload, ALICE, BOB);
        const salt = CryptoJS.enc.Base64.parse(toBase64(fromBase64(ours).subarray(8, 16)));
        const theirs = CryptoJS.AES.encrypt(JSON.stringify(payload), seedKeyString(ALICE, BOB), { salt }).toString();
        expect(ours).toBe(theirs);
      }),
      { numRuns: 100 },
    );
  });

  it('uses a fresh salt each time', async () => {
    const values = new Set<string>();
    for (let i = 0; i < 100; i++) values.add(await encryptV0({ text: 'same' }, ALICE, BOB));
    expect(values.size).toBe(100);
  });

  it('refuses payloads JSON cannot represent', async () => {
    await expect(encryptV0(undefined, ALICE, BOB)).rejects.toThrow(TypeError);
    await expect(encryptV0(() => 1, ALICE, BOB)).rejects.toThrow(TypeError);
    await expect(encryptV0({ n: 1n }, ALICE, BOB)).rejects.toThrow(TypeError);
  });
});
