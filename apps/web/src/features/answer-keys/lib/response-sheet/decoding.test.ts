import { describe, expect, it } from 'vitest';
import { base64Lines, quotedPrintable, windows1252 } from '@jobportal/shared/testing/response-sheet-encoding';
import { decodePage } from './decode-text.ts';
import { decodeQuotedPrintable, pageOfMhtml } from './mhtml.ts';
import { isMhtml, sniffFile } from './sniff.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('decodeQuotedPrintable', () => {
  it('decodes what the corpus encodes, Devanagari and long lines included', () => {
    const text = `<p class="x">प्रश्न = ${'a'.repeat(200)} é</p>  \n<b>end</b>`;
    const encoded = quotedPrintable(utf8(text));
    expect(encoded.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(new TextDecoder().decode(decodeQuotedPrintable(encoded)).replace(/\r\n/g, '\n')).toBe(text);
  });

  it('joins soft breaks written with LF alone or with spaces before the break, and keeps a stray "="', () => {
    expect(new TextDecoder().decode(decodeQuotedPrintable('ab=\ncd= \r\nef=3Dg =ZZ'))).toBe('abcdef=g =ZZ');
  });
});

describe('decodePage', () => {
  it('honours a windows-1252 or ISO-8859-1 meta', () => {
    const page = '<meta charset="windows-1252"><p>Rohan D’Souza – Café</p>';
    expect(decodePage(windows1252(page))).toBe(page);
    const latin = '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>Café</p>';
    expect(decodePage(windows1252(latin))).toBe(latin);
  });

  it('reads UTF-8 under a wrong single-byte meta as UTF-8, and UTF-8 by default', () => {
    const page = '<meta charset="windows-1252"><p>भारत के प्रथम राष्ट्रपति</p>';
    expect(decodePage(utf8(page))).toBe(page);
    expect(decodePage(utf8('<p>नमस्ते</p>'))).toBe('<p>नमस्ते</p>');
  });

  it('follows a byte-order mark and a declared charset', () => {
    expect(decodePage(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('<p>हाँ</p>')]))).toBe('<p>हाँ</p>');
    expect(decodePage(Uint8Array.from([0xff, 0xfe, 0x3c, 0, 0x70, 0, 0x3e, 0]))).toBe('<p>');
    expect(decodePage(windows1252('<p>Café</p>'), 'windows-1252')).toBe('<p>Café</p>');
  });
});

describe('pageOfMhtml', () => {
  const mhtml = (parts: string[]) =>
    [
      'From: <Saved by Blink>',
      'Subject: Response Sheet',
      'MIME-Version: 1.0',
      'Content-Type: multipart/related;',
      '\ttype="text/html";',
      '\tboundary="----MultipartBoundary--abc----"',
      '',
      ...parts.flatMap((part) => ['------MultipartBoundary--abc----', part]),
      '------MultipartBoundary--abc------',
      '',
    ].join('\r\n');

  it('finds the first HTML part, after others, quoted-printable or base64', () => {
    const css = 'Content-Type: text/css\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n.a{}';
    const qp = `Content-Type: text/html\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${quotedPrintable(utf8('<p class="q">प्रश्न</p>'))}`;
    const page = pageOfMhtml(bytes(mhtml([css, qp])));
    expect(new TextDecoder().decode(page!.bytes)).toBe('<p class="q">प्रश्न</p>');

    const b64 = `Content-Type: text/html; charset="windows-1252"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(windows1252('<p>Café</p>'))}`;
    const legacy = pageOfMhtml(bytes(mhtml([b64])));
    expect(legacy!.charset).toBe('windows-1252');
    expect(decodePage(legacy!.bytes, legacy!.charset)).toBe('<p>Café</p>');
  });

  it('takes an unencoded part as it is, and finds nothing without an HTML part or a boundary', () => {
    const plain = pageOfMhtml(bytes(mhtml(['Content-Type: text/html\r\n\r\n<p>x</p>'])));
    expect(new TextDecoder().decode(plain!.bytes)).toBe('<p>x</p>');
    expect(
      pageOfMhtml(bytes(mhtml(['Content-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n\r\nAAAA']))),
    ).toBeNull();
    expect(pageOfMhtml(bytes('MIME-Version: 1.0\r\nContent-Type: multipart/related\r\n\r\nbody'))).toBeNull();
  });
});

describe('sniffFile', () => {
  it('tells MHTML from a page, whatever the name', () => {
    expect(isMhtml('From: <Saved by Blink>\r\nContent-Type: multipart/related;\r\n\ttype="text/html"\r\n\r\n--b')).toBe(
      true,
    );
    expect(isMhtml('<!DOCTYPE html>\n<html>\n\n<body>Content-Type: multipart/related</body>')).toBe(false);
    expect(isMhtml('From: a@b\r\nContent-Type: text/plain\r\n\r\nhello')).toBe(false);
    expect(sniffFile(utf8('<!DOCTYPE html><html></html>'))).toBe('text');
    expect(sniffFile(utf8('Question ID : 123'))).toBe('text');
    expect(sniffFile(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]))).toBe('image');
  });
});
