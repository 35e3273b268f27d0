import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { RecruitmentContent } from '@jobportal/shared';

type Notice = RecruitmentContent['notices'][number];

/** The standard PDF fonts cover Latin-1 only: drop what they cannot draw (Hindi lives in the page). */
const latin = (text: string) =>
  text
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of latin(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A sample notice PDF for demo content: an A4 "official notice" look, clearly marked as demo data.
 * Job notifications get a second page with the vacancy table.
 */
export async function demoNoticePdf(
  recruitment: RecruitmentContent,
  notice: Notice,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(latin(notice.title));
  doc.setAuthor(latin(recruitment.organisation.name));
  doc.setSubject('JobPortal demo notice (fictional)');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;

  const page = doc.addPage([595.28, 841.89]);
  let y = page.getHeight() - margin;
  const write = (target: PDFPage, text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(text, font, size, target.getWidth() - 2 * margin)) {
      target.drawText(line, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.15) });
      y -= size + gap;
    }
  };
  page.drawText('DEMO DATA - FICTIONAL NOTICE', { x: margin, y: 30, size: 9, font: bold, color: rgb(0.7, 0.1, 0.1) });
  write(page, recruitment.organisation.name, bold, 16);
  y -= 6;
  write(page, notice.title, bold, 13);
  write(
    page,
    `Date: ${notice.date}${recruitment.advertisementNo ? `   Advt. No.: ${recruitment.advertisementNo}` : ''}`,
    regular,
    10,
  );
  y -= 10;
  write(page, notice.body ?? recruitment.summary, regular, 11, 5);
  y -= 10;
  write(page, 'Important dates', bold, 12);
  for (const row of recruitment.importantDates) {
    write(
      page,
      `${row.label}: ${row.date ?? row.text ?? 'To be notified'}${row.endDate ? ` to ${row.endDate}` : ''}`,
      regular,
      10,
    );
  }
  if (notice.type === 'answer_key' && notice.objectionStart) {
    y -= 8;
    write(
      page,
      `Objections: ${notice.objectionStart} to ${notice.objectionEnd ?? ''}, fee Rs. ${notice.objectionFeePerQuestion ?? 0} per question.`,
      regular,
      10,
    );
  }

  if (notice.type === 'job' && recruitment.vacancies.length > 0) {
    const second = doc.addPage([595.28, 841.89]);
    y = second.getHeight() - margin;
    second.drawText('DEMO DATA - FICTIONAL NOTICE', {
      x: margin,
      y: 30,
      size: 9,
      font: bold,
      color: rgb(0.7, 0.1, 0.1),
    });
    write(second, 'Vacancy details (UR / OBC / SC / ST / EWS / Total)', bold, 12);
    for (const row of recruitment.vacancies) {
      write(
        second,
        `${row.post}: ${row.ur} / ${row.obc} / ${row.sc} / ${row.st} / ${row.ews} / ${row.total}`,
        regular,
        10,
      );
    }
    y -= 8;
    write(second, 'How to apply', bold, 12);
    recruitment.howToApply.forEach((step, index) => write(second, `${index + 1}. ${step}`, regular, 10));
  }

  const bytes = await doc.save();
  return { bytes, pageCount: doc.getPageCount() };
}
