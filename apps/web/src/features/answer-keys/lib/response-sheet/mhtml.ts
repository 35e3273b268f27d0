/**
 * The page inside an MHTML file: what Chrome on Android saves ("Download page"). It is a MIME
 * `multipart/related` message (RFC 2557): the page is its first `text/html` part, quoted-printable or
 * base64 encoded, followed by the page's images and styles, which the reader does not need. Worked on
 * the bytes as Latin-1 characters (one per byte), so an encoded part is decoded to exactly its bytes.
 */

export type MhtmlPage = { bytes: Uint8Array; charset: string | null };

/** Bytes as a string of one character per byte, in slices (a spread of 8 MB would overflow the stack). */
function byteString(bytes: Uint8Array): string {
  const slices: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x8000) {
    slices.push(String.fromCharCode(...bytes.subarray(start, start + 0x8000)));
  }
  return slices.join('');
}

/** Header name (lower case) to value, continuation lines unfolded. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A parameter of a header value (`boundary`, `charset`), quoted or not. */
function headerParameter(value: string, name: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^\\s;]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const splitHead = (text: string): { head: string; body: string } => {
  const match = /\r?\n\r?\n/.exec(text);
  return match
    ? { head: text.slice(0, match.index), body: text.slice(match.index + match[0].length) }
    : { head: text, body: '' };
};

const HEX = /^[0-9A-Fa-f]{2}$/;

/** Quoted-printable (RFC 2045): `=XX` is a byte, `=` at a line's end joins it to the next line. */
export function decodeQuotedPrintable(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char !== 0x3d) {
      out[length++] = char;
      continue;
    }
    const hex = text.slice(index + 1, index + 3);
    if (HEX.test(hex)) {
      out[length++] = parseInt(hex, 16);
      index += 2;
      continue;
    }
    const softBreak = /^[ \t]*\r?\n/.exec(text.slice(index + 1, index + 80));
    if (softBreak) index += softBreak[0].length;
    else out[length++] = char;
  }
  return out.subarray(0, length);
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/[^A-Za-z0-9+/=]/g, ''));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function decodeBody(body: string, transferEncoding: string): Uint8Array | null {
  const encoding = transferEncoding.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return decodeBase64(body);
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first HTML part's bytes and declared charset, or null when the file holds no page. */
export function pageOfMhtml(file: Uint8Array): MhtmlPage | null {
  const { head, body } = splitHead(byteString(file));
  const boundary = headerParameter(parseHeaders(head).get('content-type') ?? '', 'boundary');
  if (!boundary) return null;
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escapeRegExp(boundary)}(?:--)?[ \\t]*(?=\\r?\\n|$)`);
  const parts = body.split(delimiter).slice(1);
  for (const part of parts) {
    const { head: partHead, body: partBody } = splitHead(part.replace(/^\r?\n/, ''));
    const headers = parseHeaders(partHead);
    const contentType = headers.get('content-type') ?? '';
    if (!/^text\/html\b/i.test(contentType)) continue;
    const bytes = decodeBody(partBody, headers.get('content-transfer-encoding') ?? '7bit');
    return bytes && { bytes, charset: headerParameter(contentType, 'charset') };
  }
  return null;
}
