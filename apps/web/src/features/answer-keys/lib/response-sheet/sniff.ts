/**
 * What a file is, from its first bytes rather than its name: phones name downloads freely (a screenshot
 * saved as "response.html", a PDF printout as ".htm"), and only a page's text can be read. MHTML (what
 * Chrome on Android saves) is a MIME message whose header declares `multipart/related`.
 */
export type FileKind = 'empty' | 'pdf' | 'image' | 'zip' | 'binary' | 'mhtml' | 'text';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const IMAGE_SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  ascii('GIF87a'),
  ascii('GIF89a'),
];

/** WebP (RIFF…WEBP) and the ISO media files phones save photos and screenshots as (HEIC, AVIF). */
const isContainerImage = (bytes: Uint8Array) =>
  (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) || startsWith(bytes, ascii('ftyp'), 4);

/** The first bytes as Latin-1 characters: enough to look for ASCII markers without decoding. */
export function latin1Head(bytes: Uint8Array, length: number): string {
  return String.fromCharCode(...bytes.subarray(0, Math.min(length, bytes.length)));
}

/** A byte-order mark for UTF-16: such text has NUL bytes without being binary. */
const hasUtf16Bom = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);

/** Control bytes that never occur in a text page (NUL and the like; tab, newlines and form feed do). */
function looksBinary(bytes: Uint8Array): boolean {
  if (hasUtf16Bom(bytes)) return false;
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b) control++;
  }
  return control > head.length / 100;
}

/**
 * A MIME header block (lines of "Name: value", continued by lines starting with whitespace, up to the
 * first empty line) whose Content-Type is multipart/related.
 */
export function isMhtml(head: string): boolean {
  const end = head.search(/\r?\n\r?\n/);
  if (end <= 0) return false;
  const lines = head.slice(0, end).split(/\r?\n/);
  const allHeaders = lines.every((line, index) =>
    index > 0 && /^[ \t]/.test(line) ? true : /^[A-Za-z][A-Za-z0-9-]*:/.test(line),
  );
  return allHeaders && /^content-type:\s*multipart\/related\b/im.test(head.slice(0, end));
}

export function sniffFile(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) return 'empty';
  if (latin1Head(bytes, 1024).includes('%PDF-')) return 'pdf';
  if (IMAGE_SIGNATURES.some((signature) => startsWith(bytes, signature)) || isContainerImage(bytes)) return 'image';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (looksBinary(bytes)) return 'binary';
  return isMhtml(latin1Head(bytes, 16384)) ? 'mhtml' : 'text';
}
