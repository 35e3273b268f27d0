/**
 * The encodings the corpus writes pages in, done by hand so the generator depends on nothing (no DOM,
 * no library): quoted-printable and base64 as Chrome writes an MHTML file's parts, and windows-1252 for
 * the pages some boards still serve in it.
 */

const hex2 = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0');

/** RFC 2045 quoted-printable: lines of at most 76 characters, CRLF line breaks, `=` ending a soft break. */
export function quotedPrintable(bytes: Uint8Array): string {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    // Whitespace at a line's end would be lost in transport: it is encoded.
    const last = line.at(-1);
    if (last === ' ' || last === '\t') line = `${line.slice(0, -1)}=${hex2(last.charCodeAt(0))}`;
    lines.push(line);
    line = '';
  };
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    if (byte === 0x0d && bytes[index + 1] === 0x0a) continue;
    if (byte === 0x0a) {
      endLine();
      continue;
    }
    const literal = (byte >= 33 && byte <= 126 && byte !== 0x3d) || byte === 0x20 || byte === 0x09;
    const token = literal ? String.fromCharCode(byte) : `=${hex2(byte)}`;
    if (line.length + token.length > 75) {
      lines.push(`${line}=`);
      line = '';
    }
    line += token;
  }
  endLine();
  return lines.join('\r\n');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 in lines of 76 characters, as MIME writes it. */
export function base64Lines(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const triple = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => BASE64[(triple >> shift) & 63]);
    const present = Math.min(3, bytes.length - index) + 1;
    text += chars.slice(0, present).join('') + '='.repeat(4 - present);
  }
  return text.match(/.{1,76}/g)?.join('\r\n') ?? '';
}

/** The characters windows-1252 puts at 0x80–0x9F (where ISO-8859-1 has control codes). */
const WINDOWS_1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text as windows-1252 bytes; a character it cannot hold is a bug in the corpus, so it throws. */
export function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : WINDOWS_1252_HIGH[char];
    if (byte === undefined) throw new Error(`"${char}" has no windows-1252 byte`);
    return byte;
  });
}
