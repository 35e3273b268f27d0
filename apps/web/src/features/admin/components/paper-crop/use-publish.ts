import { useQueryClient } from '@tanstack/react-query';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import type { MockTestImportReport } from '@jobportal/shared';
import type { KeyedAnswer } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { importCroppedPaper, uploadCropFigure } from '../../api/paper-crop.ts';
import { errorText } from '../../utils/errors.ts';
import {
  boxesToUpload,
  buildPaper,
  type PaperDetails,
  type PaperQuestion,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { renderCrop } from './pdf-paper.ts';

export type PublishStatus =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'checked'; report: MockTestImportReport }
  | { phase: 'uploading'; done: number; total: number }
  | { phase: 'saving' }
  | { phase: 'published'; report: MockTestImportReport; slug: string }
  | { phase: 'failed'; message: string; report?: MockTestImportReport };

/**
 * Check and publish. The check is a dry run of the paper with the crops' text in place of their images,
 * so a wrong slug or title is known before anything is uploaded. Publishing checks the same way, then
 * draws each crop at 1080 px and uploads it (one at a time, with progress; a failure stops there and
 * saves nothing: uploaded figures nobody uses are harmless), checks the paper with its images, and only
 * then saves it.
 */
export function usePublish({
  doc,
  questions,
  answers,
  details,
}: {
  doc: PDFDocumentProxy | null;
  questions: PaperQuestion[];
  answers: ReadonlyMap<number, KeyedAnswer>;
  details: PaperDetails;
}) {
  const { t } = useTranslation('paperCrop');
  const { t: tAdmin } = useTranslation('admin');
  const client = useQueryClient();
  const [status, setStatus] = useState<PublishStatus>({ phase: 'idle' });
  const running = useRef(false);

  async function dryRun(): Promise<MockTestImportReport | undefined> {
    const report = await importCroppedPaper(client, buildPaper(details, questions, answers), { dryRun: true });
    if (!report.valid) {
      setStatus({ phase: 'failed', message: t('publish.notValid'), report });
      return undefined;
    }
    return report;
  }

  async function guarded(work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    try {
      await work();
    } finally {
      running.current = false;
    }
  }

  const check = () =>
    guarded(async () => {
      setStatus({ phase: 'checking' });
      try {
        const report = await dryRun();
        if (report) setStatus({ phase: 'checked', report });
      } catch (error) {
        setStatus({ phase: 'failed', message: t('publish.checkFailed', { reason: errorText(error, tAdmin) }) });
      }
    });

  const publish = () =>
    guarded(async () => {
      if (!doc) return;
      setStatus({ phase: 'checking' });
      try {
        if (!(await dryRun())) return;
      } catch (error) {
        setStatus({ phase: 'failed', message: t('publish.checkFailed', { reason: errorText(error, tAdmin) }) });
        return;
      }
      const boxes = boxesToUpload(questions);
      const figures = new Map<string, string>();
      for (const [index, box] of boxes.entries()) {
        setStatus({ phase: 'uploading', done: index, total: boxes.length });
        try {
          const image = await renderCrop(doc, box.pageIndex, box.box);
          const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
          const figure = await uploadCropFigure(image, `q${box.number}-${box.language}-${index + 1}.${extension}`);
          figures.set(box.id, figure.id);
        } catch (error) {
          setStatus({
            phase: 'failed',
            message: t('publish.uploadFailed', {
              index: index + 1,
              total: boxes.length,
              number: box.number,
              language: t(box.language === 'hi' ? 'language.hi' : 'language.en'),
              reason: errorText(error, tAdmin),
            }),
          });
          return;
        }
      }
      setStatus({ phase: 'saving' });
      const content = buildPaper(details, questions, answers, figures);
      try {
        const checked = await importCroppedPaper(client, content, { dryRun: true });
        if (!checked.valid) {
          setStatus({ phase: 'failed', message: t('publish.notValid'), report: checked });
          return;
        }
        const saved = await importCroppedPaper(client, content, { dryRun: false });
        if (!saved.saved) {
          setStatus({ phase: 'failed', message: t('publish.notValid'), report: saved });
          return;
        }
        setStatus({ phase: 'published', report: saved, slug: content.slug });
      } catch (error) {
        setStatus({ phase: 'failed', message: t('publish.saveFailed', { reason: errorText(error, tAdmin) }) });
      }
    });

  return {
    status,
    busy: status.phase === 'checking' || status.phase === 'uploading' || status.phase === 'saving',
    check: () => void check(),
    publish: () => void publish(),
    reset: () => setStatus({ phase: 'idle' }),
  };
}
