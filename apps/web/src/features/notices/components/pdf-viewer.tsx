import { ChevronLeft, ChevronRight, Download, ZoomIn, ZoomOut } from 'lucide-react';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

GlobalWorkerOptions.workerSrc = workerUrl;

const MIN_SCALE = 0.5;
const MAX_SCALE = 3;

/**
 * Renders a PDF in the page with pdf.js (an Android WebView cannot show PDFs itself): page
 * navigation, zoom, download, and a clear message when it cannot be loaded.
 */
export default function PdfViewer({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [rendered, setRendered] = useState(0);

  useEffect(() => {
    const task = getDocument({ url, isEvalSupported: false });
    let cancelled = false;
    task.promise.then(
      (loaded) => !cancelled && setDoc(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvasRef.current || !containerRef.current) return;
    let cancelled = false;
    let renderTask: { cancel: () => void; promise: Promise<void> } | undefined;
    void doc.getPage(page).then((pdfPage) => {
      if (cancelled || !canvasRef.current || !containerRef.current) return;
      const base = pdfPage.getViewport({ scale: 1 });
      // Fit the page width to the screen, then apply the zoom; draw at device resolution.
      const fit = Math.min(1.5, (containerRef.current.clientWidth - 2) / base.width);
      const viewport = pdfPage.getViewport({ scale: fit * zoom });
      const ratio = window.devicePixelRatio || 1;
      const canvas = canvasRef.current;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      renderTask = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      renderTask.promise.then(
        () => !cancelled && setRendered(page),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
    };
  }, [doc, page, zoom]);

  const download = (
    <Button variant="outline" size="sm" asChild>
      <a href={url} download={fileName}>
        <Download />
        {t('pdf.download')}
      </a>
    </Button>
  );

  if (failed) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
      >
        <p>{t('pdf.failed')}</p>
        {download}
      </div>
    );
  }

  const pages = doc?.numPages ?? 0;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('pdf.previous')}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft />
        </Button>
        <span className="min-w-24 text-center text-sm" data-testid="pdf-page">
          {pages ? t('pdf.pageOf', { page, pages }) : t('common.loading')}
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('pdf.next')}
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRight />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('pdf.zoomOut')}
          disabled={zoom <= MIN_SCALE}
          onClick={() => setZoom(Math.max(MIN_SCALE, zoom - 0.25))}
        >
          <ZoomOut />
        </Button>
        <span className="text-sm" data-testid="pdf-zoom">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('pdf.zoomIn')}
          disabled={zoom >= MAX_SCALE}
          onClick={() => setZoom(Math.min(MAX_SCALE, zoom + 0.25))}
        >
          <ZoomIn />
        </Button>
        {download}
      </div>
      <div ref={containerRef} className="overflow-auto rounded-lg border border-slate-200 bg-slate-200 p-0">
        {!doc ? <Spinner /> : null}
        <canvas
          ref={canvasRef}
          data-testid="pdf-canvas"
          data-rendered-page={rendered || undefined}
          className="mx-auto block bg-white shadow"
          aria-label={t('pdf.pageOf', { page, pages })}
        />
      </div>
    </div>
  );
}
