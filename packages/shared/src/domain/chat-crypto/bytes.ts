/**
 * Byte helpers for chat encryption that behave the same in browsers and in Node: UTF-8, strict
 * base64 / base64url, concatenation and random bytes. No `Buffer` (browsers lack it) and no
 * `Uint8Array.prototype.toBase64` (not everywhere yet).
 */

/** Bytes backed by a plain `ArrayBuffer`, as WebCrypto's `BufferSource` wants them. */
export type Bytes = Uint8Array<ArrayBuffer>;

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function lookupTable(alphabet: string): Int16Array {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  return table;
}
const BASE64_LOOKUP = lookupTable(BASE64_ALPHABET);
const BASE64URL_LOOKUP = lookupTable(BASE64URL_ALPHABET);

function encodeWith(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + alphabet[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + (pad ? '==' : '');
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + (pad ? '=' : '');
  }
  return out;
}

/**
 * Strict decoding: only the alphabet, padding exactly as `pad` says, and the canonical form only
 * (unused trailing bits must be zero), so one byte string has exactly one text form.
 */
function decodeWith(text: string, alphabet: string, lookup: Int16Array, pad: boolean): Bytes {
  let body = text;
  if (pad) {
    if (text.length % 4 !== 0) throw new SyntaxError('Invalid base64: length is not a multiple of 4');
    if (body.endsWith('==')) body = body.slice(0, -2);
    else if (body.endsWith('=')) body = body.slice(0, -1);
  } else if (text.length % 4 === 1) {
    throw new SyntaxError('Invalid base64url: impossible length');
  }
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    const value = code < 128 ? lookup[code]! : -1;
    if (value < 0) throw new SyntaxError(`Invalid ${pad ? 'base64' : 'base64url'} character at ${i}`);
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) throw new SyntaxError('Invalid base64: non-zero trailing bits');
  if (encodeWith(out, alphabet, pad) !== text) throw new SyntaxError('Invalid base64: not in canonical form');
  return out;
}

/** Standard base64 with `=` padding (what CryptoJS writes). */
export function toBase64(bytes: Uint8Array): string {
  return encodeWith(bytes, BASE64_ALPHABET, true);
}

/** Parses standard padded base64; throws `SyntaxError` on anything else. */
export function fromBase64(text: string): Bytes {
  return decodeWith(text, BASE64_ALPHABET, BASE64_LOOKUP, true);
}

/** base64url without padding (RFC 4648 §5), safe in URLs, JSON and the `v1.` message format. */
export function toBase64Url(bytes: Uint8Array): string {
  return encodeWith(bytes, BASE64URL_ALPHABET, false);
}

/** Parses unpadded base64url; throws `SyntaxError` on anything else. */
export function fromBase64Url(text: string): Bytes {
  return decodeWith(text, BASE64URL_ALPHABET, BASE64URL_LOOKUP, false);
}

/** Lowercase hexadecimal. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** The UTF-8 bytes of a string (lone surrogates become U+FFFD, as everywhere in the platform). */
export function utf8Encode(text: string): Bytes {
  return new TextEncoder().encode(text) as Bytes;
}

/**
 * Decodes UTF-8 and throws on malformed input (CryptoJS throws "Malformed UTF-8 data" in the same
 * case). A leading byte-order mark is kept, not silently dropped.
 */
export function utf8DecodeStrict(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
}

/** One new array holding the parts in order. */
export function concatBytes(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Cryptographically strong random bytes. */
export function randomBytes(length: number): Bytes {
  return webCrypto().getRandomValues(new Uint8Array(length));
}

/** `globalThis.crypto`, with a clear error where the platform withholds it (browsers outside a secure context). */
export function webCrypto(): Crypto {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (!crypto?.subtle) {
    throw new Error('WebCrypto is not available: chat encryption needs a secure context (HTTPS or localhost).');
  }
  return crypto;
}

/** `globalThis.crypto.subtle` (see {@link webCrypto}). */
export function subtle(): SubtleCrypto {
  return webCrypto().subtle;
}
