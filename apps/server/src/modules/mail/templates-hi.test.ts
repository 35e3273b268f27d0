import { describe, expect, it } from 'vitest';
import { mailTextsEn, mailTextsHi, type MailTexts } from './templates-hi.ts';
import { confirmEmailMail, resetPasswordMail } from './templates.ts';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? `{{${key}}}`);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const leaves = (texts: MailTexts) =>
  Object.entries(texts).flatMap(([mail, keys]) =>
    Object.entries(keys as Record<string, string>).map(([key, text]) => [`${mail}.${key}`, text] as const),
  );

const url = 'https://jobportal.example/confirm?token=abc';

describe('mailTextsEn', () => {
  it('is word for word what templates.ts sends', () => {
    const confirm = mailTextsEn.confirmEmail;
    const sent = confirmEmailMail('asha@example.com', 'Asha', url);
    const intro = fill(confirm.intro, { name: 'Asha' });
    expect(sent.subject).toBe(confirm.subject);
    expect(sent.text).toBe(`${intro}\n\n${fill(confirm.textLink, { url })}\n\n${confirm.footer}\n`);
    for (const text of [confirm.heading, confirm.action, confirm.footer, intro]) expect(sent.html).toContain(text);
    expect(confirmEmailMail('asha@example.com', '', url).text).toContain(
      fill(confirm.intro, { name: confirm.nameFallback }),
    );

    const reset = mailTextsEn.resetPassword;
    const resetSent = resetPasswordMail('asha@example.com', url);
    expect(resetSent.subject).toBe(reset.subject);
    expect(resetSent.text).toBe(`${reset.intro}\n\n${url}\n\n${reset.footer}\n`);
    for (const text of [reset.heading, reset.action, reset.intro]) expect(resetSent.html).toContain(text);
  });
});

describe('mailTextsHi', () => {
  const english = new Map(leaves(mailTextsEn));
  const hindi = new Map(leaves(mailTextsHi));

  it('has exactly the English keys', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps each text’s placeholders and is written in Devanagari', () => {
    for (const [path, text] of hindi) {
      expect(placeholders(text), path).toEqual(placeholders(english.get(path)!));
      expect(text, path).toMatch(/[\u0900-\u097F]/);
    }
  });
});
