import { latin1Head } from './sniff.ts';

/**
 * A page's bytes as text. TCS iON pages are UTF-8 (Hindi-medium ones must be), but a desktop's "HTML
 * only" save keeps a page's own bytes and some boards still serve windows-1252 with a `<meta charset>`
 * saying so. A declared single-byte charset is believed only when the bytes are not valid UTF-8 with
 * non-ASCII text in them: a Hindi page under a wrong meta stays readable.
 */

const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

function byteOrderMark(bytes: Uint8Array): { label: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', length: 2 };
  return null;
}

/** A decoder for `label`, or null when the browser knows no such encoding. */
function decoderFor(label: string): TextDecoder | null {
  // A page read as bytes cannot be UTF-16 without a byte-order mark (the HTML standard reads it as UTF-8).
  if (/^utf-?16/i.test(label)) return new TextDecoder('utf-8');
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

const hasNonAscii = (bytes: Uint8Array) => bytes.some((byte) => byte >= 0x80);

/** The text, when the bytes are valid UTF-8; null when they are not. */
function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Decodes a page: a byte-order mark first, then the charset its MIME part declares (MHTML), then its
 * `<meta charset>`, else UTF-8 (invalid bytes become U+FFFD rather than failing the read).
 */
export function decodePage(bytes: Uint8Array, declaredCharset: string | null = null): string {
  const bom = byteOrderMark(bytes);
  if (bom) return new TextDecoder(bom.label).decode(bytes.subarray(bom.length));
  const label = declaredCharset ?? META_CHARSET.exec(latin1Head(bytes, 4096))?.[1] ?? 'utf-8';
  const decoder = decoderFor(label);
  if (decoder && decoder.encoding !== 'utf-8' && hasNonAscii(bytes)) {
    const utf8 = strictUtf8(bytes);
    if (utf8 !== null) return utf8;
  }
  return (decoder ?? new TextDecoder('utf-8')).decode(bytes);
}
