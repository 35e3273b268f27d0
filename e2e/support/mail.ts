import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './paths.ts';

type Mail = { to: string; raw: string; text: string };

/** Quoted-printable to text; a run of escaped bytes is UTF-8 (a Hindi mail's words). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

function readMails(): Mail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(mailDir, file), 'utf8');
    const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
    return { to, raw, text: decodeQuotedPrintable(raw) };
  });
}

/** Waits for the next mail to `to` whose subject contains `subject`, delivered over real SMTP. */
export async function waitForMail(to: string, subject: string, after = 0): Promise<Mail & { count: number }> {
  let found: (Mail & { count: number }) | undefined;
  await expect
    .poll(
      () => {
        const mails = readMails().filter((mail) => mail.to === to && mail.raw.includes(`Subject: ${subject}`));
        if (mails.length > after) found = { ...mails[mails.length - 1]!, count: mails.length };
        return mails.length > after;
      },
      { timeout: 15_000, message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

export function mailCount(to: string, subject: string): number {
  return readMails().filter((mail) => mail.to === to && mail.raw.includes(`Subject: ${subject}`)).length;
}

/** The first link in a mail's plain-text part that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in mail to ${mail.to}`);
  return match[0].replaceAll('&amp;', '&');
}

/**
 * Waits for a mail to `to` whose decoded text contains `text` (a subject in Hindi is encoded in its
 * header, so a Hindi mail is found by its body).
 */
export async function waitForMailContaining(to: string, text: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readMails().find((mail) => mail.to === to && mail.text.includes(text));
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${to} containing "${text}"` },
    )
    .toBe(true);
  return found!;
}

/** How many mails to `to` contain `text`. */
export function mailsContaining(to: string, text: string): number {
  return readMails().filter((mail) => mail.to === to && mail.text.includes(text)).length;
}
