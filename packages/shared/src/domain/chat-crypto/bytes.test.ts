import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  concatBytes,
  fromBase64,
  fromBase64Url,
  randomBytes,
  toBase64,
  toBase64Url,
  toHex,
  utf8DecodeStrict,
  utf8Encode,
} from './bytes.ts';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
/** The platform's own base64 (btoa), as an independent reference. */
const platformBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe('base64', () => {
  it('matches the RFC 4648 test vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(toBase64(ascii(plain))).toBe(encoded);
      expect(fromBase64(encoded)).toEqual(ascii(plain));
      expect(toBase64Url(ascii(plain))).toBe(encoded.replace(/=/g, ''));
      expect(fromBase64Url(encoded.replace(/=/g, ''))).toEqual(ascii(plain));
    }
  });

  it('agrees with btoa and round-trips any bytes, in both alphabets', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const standard = toBase64(bytes);
        expect(standard).toBe(platformBase64(bytes));
        expect(fromBase64(standard)).toEqual(bytes);
        const url = toBase64Url(bytes);
        expect(url).toBe(standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
        expect(url).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(url)).toEqual(bytes);
      }),
    );
  });

  it('rejects anything but the canonical form', () => {
    for (const bad of ['Zg', 'Zg=', 'Zh==', 'Z===', 'Zm9v\n', 'Zm 9v', 'Zm9-', 'Zm9_', '=Zm9', 'Zg==Zg==', 'Zm9vé']) {
      expect(() => fromBase64(bad), bad).toThrow(SyntaxError);
    }
    for (const bad of ['Zg==', 'Zh', 'Z', 'Zm9+', 'Zm9/', 'Zm 9v', 'Zm9vY']) {
      expect(() => fromBase64Url(bad), bad).toThrow(SyntaxError);
    }
  });
});

describe('utf8', () => {
  it('round-trips Hindi and emoji', () => {
    const text = 'नमस्ते 🙏🏽 परीक्षा';
    expect(utf8DecodeStrict(utf8Encode(text))).toBe(text);
  });

  it('throws on malformed UTF-8 instead of replacing it', () => {
    for (const bad of [[0xff], [0xc3], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0x61, 0x80]]) {
      expect(() => utf8DecodeStrict(new Uint8Array(bad))).toThrow();
    }
  });

  it('keeps a leading byte-order mark', () => {
    expect(utf8DecodeStrict(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('\uFEFFA');
  });
});

describe('helpers', () => {
  it('concatenates, writes hex and makes random bytes', () => {
    expect(concatBytes(new Uint8Array([1]), new Uint8Array(0), new Uint8Array([2, 3]))).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(toHex(new Uint8Array([0, 15, 16, 255]))).toBe('000f10ff');
    const a = randomBytes(32);
    expect(a).toHaveLength(32);
    expect(toHex(a)).not.toBe(toHex(randomBytes(32)));
  });
});
