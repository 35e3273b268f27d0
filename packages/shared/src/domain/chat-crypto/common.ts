import { fromBase64Url, subtle, toBase64Url, utf8DecodeStrict, utf8Encode, type Bytes } from './bytes.ts';

/**
 * Why a message could not be decrypted. Wrong key, tampering, bad padding, bad UTF-8, bad JSON and a
 * wrong payload shape look alike on purpose.
 */
export type ChatDecryptFailureReason = 'key_mismatch_or_corrupt';

/** The outcome of decrypting one message: never an exception. */
export type ChatDecryptResult<T> = { ok: true; payload: T } | { ok: false; reason: ChatDecryptFailureReason };

/** Accepts only the payload shapes the caller can handle; anything else counts as a failed decryption. */
export type ChatPayloadGuard<T> = (value: unknown) => value is T;

export const DECRYPT_FAILURE: { readonly ok: false; readonly reason: ChatDecryptFailureReason } = Object.freeze({
  ok: false,
  reason: 'key_mismatch_or_corrupt',
});

/** `JSON.stringify(payload)` as UTF-8; throws `TypeError` for what JSON cannot represent (undefined, functions…). */
export function serializePayload(payload: unknown): Bytes {
  const json: unknown = JSON.stringify(payload);
  if (typeof json !== 'string') throw new TypeError('The message payload must be a JSON value.');
  return utf8Encode(json);
}

/** Decrypted bytes → payload: strict UTF-8, non-empty, valid JSON, accepted by the guard; else the failure result. */
export function parsePayload<T>(plaintext: Uint8Array, isValidPayload?: ChatPayloadGuard<T>): ChatDecryptResult<T> {
  try {
    const json = utf8DecodeStrict(plaintext);
    if (json.length === 0) return DECRYPT_FAILURE;
    const payload: unknown = JSON.parse(json);
    if (isValidPayload && !isValidPayload(payload)) return DECRYPT_FAILURE;
    return { ok: true, payload: payload as T };
  } catch {
    return DECRYPT_FAILURE;
  }
}

/** The two user ids of a conversation in a fixed order (the seed's `[a, b].sort()`: UTF-16 code-unit order). */
export function sortUserIds(a: string, b: string): [low: string, high: string] {
  return a < b ? [a, b] : [b, a];
}

/** Users' key pairs: ECDH on P-256, available in every browser with WebCrypto and in Node. */
export const USER_KEY_ALGORITHM: EcKeyImportParams = Object.freeze({ name: 'ECDH', namedCurve: 'P-256' });

/** An uncompressed P-256 point: 0x04 ‖ x ‖ y. */
const RAW_PUBLIC_KEY_LENGTH = 65;

/** A user's public key as the server stores it: base64url (no padding) of the raw uncompressed P-256 point. */
export async function exportPublicKey(publicKey: CryptoKey): Promise<string> {
  if (publicKey.type !== 'public') throw new TypeError('Only a public key can be exported.');
  return toBase64Url(new Uint8Array(await subtle().exportKey('raw', publicKey)));
}

/**
 * Imports a public key written by {@link exportPublicKey}. WebCrypto checks that the point lies on
 * the curve; a malformed key throws.
 */
export async function importPublicKey(encoded: string): Promise<CryptoKey> {
  const raw = fromBase64Url(encoded);
  if (raw.length !== RAW_PUBLIC_KEY_LENGTH || raw[0] !== 0x04) {
    throw new SyntaxError('A public key must be an uncompressed P-256 point.');
  }
  return subtle().importKey('raw', raw, USER_KEY_ALGORITHM, true, []);
}

/** The canonical text form of a public key (validated by importing it). */
export async function canonicalPublicKey(encoded: string): Promise<string> {
  return exportPublicKey(await importPublicKey(encoded));
}
