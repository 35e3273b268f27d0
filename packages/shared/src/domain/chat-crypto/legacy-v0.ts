/**
 * The seed's message encryption (legacy v0), byte-compatible with
 * `CryptoJS.AES.encrypt(JSON.stringify(payload), keyString).toString()`. Read-only in practice: it
 * exists to read and import old history. It is NOT end-to-end encryption: the key comes from the two
 * (public) user ids, so anyone who can read the messages table can read and forge these messages.
 * Facts: shared/design/domain.md §5.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { concatBytes, fromBase64, randomBytes, subtle, toBase64, toHex, utf8Encode, type Bytes } from './bytes.ts';
import {
  DECRYPT_FAILURE,
  parsePayload,
  serializePayload,
  sortUserIds,
  type ChatDecryptResult,
  type ChatPayloadGuard,
} from './common.ts';

/** Every v0 value starts with this: base64 of "Salted__" followed by the first bits of the salt. */
export const LEGACY_V0_PREFIX = 'U2FsdGVkX1';

const SALTED_MAGIC = utf8Encode('Salted__');
const SALT_LENGTH = 8;
const AES_BLOCK = 16;

/** The seed's key string: SHA-256 hex (64 lowercase characters) of the two user ids sorted and joined by ':'. */
export async function legacyV0KeyString(userA: string, userB: string): Promise<string> {
  const [low, high] = sortUserIds(userA, userB);
  return toHex(new Uint8Array(await subtle().digest('SHA-256', utf8Encode(`${low}:${high}`))));
}

/**
 * OpenSSL's EVP_BytesToKey with MD5 and one iteration, as CryptoJS uses it for a passphrase:
 * D1 = MD5(pass ‖ salt), Di = MD5(Di−1 ‖ pass ‖ salt); 48 bytes → AES-256 key (32) + CBC IV (16).
 */
export function evpBytesToKey(passphrase: Uint8Array, salt: Uint8Array): { key: Bytes; iv: Bytes } {
  const derived = new Uint8Array(48);
  let block: Uint8Array = new Uint8Array(0);
  for (let offset = 0; offset < derived.length; offset += block.length) {
    block = md5(concatBytes(block, passphrase, salt));
    derived.set(block.subarray(0, derived.length - offset), offset);
  }
  return { key: derived.slice(0, 32), iv: derived.slice(32, 48) };
}

async function cbcKey(userA: string, userB: string, salt: Uint8Array, usage: 'encrypt' | 'decrypt') {
  const { key, iv } = evpBytesToKey(utf8Encode(await legacyV0KeyString(userA, userB)), salt);
  return { key: await subtle().importKey('raw', key, 'AES-CBC', false, [usage]), iv };
}

/**
 * Encrypts `payload` the way the seed did: base64("Salted__" ‖ 8-byte random salt ‖ AES-256-CBC/PKCS#7
 * of JSON.stringify(payload)). Only for tests and tooling that must produce legacy rows; new messages use v1.
 * Throws `TypeError` when the payload is not a JSON value.
 */
export async function encryptV0(payload: unknown, userA: string, userB: string): Promise<string> {
  const plaintext = serializePayload(payload);
  const salt = randomBytes(SALT_LENGTH);
  const { key, iv } = await cbcKey(userA, userB, salt, 'encrypt');
  const ciphertext = new Uint8Array(await subtle().encrypt({ name: 'AES-CBC', iv }, key, plaintext));
  return toBase64(concatBytes(SALTED_MAGIC, salt, ciphertext));
}

/**
 * Decrypts a v0 value. Never throws: a wrong key, a corrupt value, bad padding, malformed UTF-8, an
 * empty result, invalid JSON and a payload the guard rejects all give
 * `{ ok: false, reason: 'key_mismatch_or_corrupt' }`.
 */
export async function decryptV0<T = unknown>(
  text: string,
  userA: string,
  userB: string,
  isValidPayload?: ChatPayloadGuard<T>,
): Promise<ChatDecryptResult<T>> {
  try {
    if (typeof text !== 'string' || !text.startsWith(LEGACY_V0_PREFIX)) return DECRYPT_FAILURE;
    const bytes = fromBase64(text);
    const headerLength = SALTED_MAGIC.length + SALT_LENGTH;
    const bodyLength = bytes.length - headerLength;
    if (bodyLength < AES_BLOCK || bodyLength % AES_BLOCK !== 0) return DECRYPT_FAILURE;
    if (!SALTED_MAGIC.every((byte, i) => bytes[i] === byte)) return DECRYPT_FAILURE;
    const salt = bytes.subarray(SALTED_MAGIC.length, headerLength);
    const { key, iv } = await cbcKey(userA, userB, salt, 'decrypt');
    // WebCrypto checks the whole PKCS#7 padding and throws when it is wrong (CryptoJS does not check it).
    const plaintext = await subtle().decrypt({ name: 'AES-CBC', iv }, key, bytes.subarray(headerLength));
    return parsePayload(new Uint8Array(plaintext), isValidPayload);
  } catch {
    return DECRYPT_FAILURE;
  }
}
