import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import type { Box, PageText } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { cn } from '../../../../lib/cn.ts';
import {
  keyAction,
  MIN_SIZE,
  type CropAction,
  type CropBox,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { renderPage } from './pdf-paper.ts';

/**
 * One page of the paper: drawn when it comes near the view (a long paper is not drawn all at once), its
 * boxes over it. A box is a button: click or focus selects it, dragging moves it, its corners resize
 * it, and the keyboard does both (arrows move by a point, Shift by ten; with Alt or Ctrl they resize;
 * Delete removes it). In draw mode, dragging on the page draws a new box.
 */
export function PageView({
  doc,
  pageIndex,
  pageCount,
  page,
  boxes,
  selected,
  drawing,
  dispatch,
}: {
  doc: PDFDocumentProxy;
  pageIndex: number;
  pageCount: number;
  page: PageText;
  boxes: CropBox[];
  selected: string | null;
  drawing: boolean;
  dispatch: (action: CropAction) => void;
}) {
  const { t } = useTranslation('paperCrop');
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  // Without IntersectionObserver (an old engine, a test's DOM) every page is drawn at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [rendered, setRendered] = useState(false);
  const [sketch, setSketch] = useState<Box | null>(null);
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near || !canvas.current || !frame.current) return;
    const scale = Math.max(0.5, frame.current.clientWidth / page.width);
    const task = renderPage(doc, pageIndex, canvas.current, scale);
    task.promise.then(
      () => setRendered(true),
      () => undefined,
    );
    return () => task.cancel();
  }, [near, doc, pageIndex, page.width]);

  /** Points per CSS pixel at the page's drawn size. */
  const pointsPerPixel = () => page.width / (frame.current?.clientWidth || page.width);
  const pointAt = (event: ReactPointerEvent) => {
    const rect = frame.current!.getBoundingClientRect();
    const ratio = pointsPerPixel();
    return { x: (event.clientX - rect.left) * ratio, y: (event.clientY - rect.top) * ratio };
  };

  function startBox(event: ReactPointerEvent<HTMLElement>, box: CropBox, mode: Gesture['mode']) {
    if (event.button !== 0 || drawing) return;
    event.stopPropagation();
    dispatch({ type: 'select', id: box.id });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = { mode, id: box.id, start: pointAt(event), box: box.box };
  }

  function startSketch(event: ReactPointerEvent<HTMLDivElement>) {
    if (!drawing || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = pointAt(event);
    gesture.current = { mode: 'draw', id: '', start, box: { ...start, width: 0, height: 0 } };
    setSketch({ ...start, width: 0, height: 0 });
  }

  function move(event: ReactPointerEvent) {
    const current = gesture.current;
    if (!current) return;
    const point = pointAt(event);
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    const { box } = current;
    if (current.mode === 'draw') {
      setSketch(normalised(current.start, point));
    } else if (current.mode === 'move') {
      dispatch({ type: 'setBox', id: current.id, box: { ...box, x: box.x + dx, y: box.y + dy } });
    } else if (current.mode === 'end') {
      dispatch({ type: 'setBox', id: current.id, box: { ...box, width: box.width + dx, height: box.height + dy } });
    } else {
      const x = Math.min(box.x + dx, box.x + box.width - MIN_SIZE);
      const y = Math.min(box.y + dy, box.y + box.height - MIN_SIZE);
      dispatch({
        type: 'setBox',
        id: current.id,
        box: { x, y, width: box.x + box.width - x, height: box.y + box.height - y },
      });
    }
  }

  function end(event: ReactPointerEvent) {
    const current = gesture.current;
    gesture.current = null;
    if (current?.mode === 'draw') {
      const drawn = normalised(current.start, pointAt(event));
      setSketch(null);
      if (drawn.width >= MIN_SIZE && drawn.height >= MIN_SIZE) dispatch({ type: 'add', pageIndex, box: drawn });
    }
  }

  const percent = (box: Box) => ({
    left: `${(box.x / page.width) * 100}%`,
    top: `${(box.y / page.height) * 100}%`,
    width: `${(box.width / page.width) * 100}%`,
    height: `${(box.height / page.height) * 100}%`,
  });

  return (
    <div
      ref={frame}
      data-testid="paper-page"
      data-page={pageIndex + 1}
      data-rendered={rendered || undefined}
      role="group"
      aria-label={t('page.label', { page: pageIndex + 1, pages: pageCount })}
      className={cn('relative w-full touch-none bg-white shadow select-none', drawing ? 'cursor-crosshair' : undefined)}
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
      onPointerDown={startSketch}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <canvas ref={canvas} aria-hidden="true" className="absolute inset-0 size-full" />
      {page.items.length === 0 ? (
        <p className="absolute top-2 right-2 rounded bg-amber-100 px-2 py-1 text-xs font-medium text-amber-950">
          {t('page.scanned')}
        </p>
      ) : null}
      {boxes.map((box) => {
        const isSelected = box.id === selected;
        const hindi = box.language === 'hi';
        return (
          <button
            key={box.id}
            id={`crop-box-${box.id}`}
            type="button"
            data-testid="crop-box"
            data-number={box.number}
            data-language={box.language}
            aria-pressed={isSelected}
            className={cn(
              'group absolute border-2 text-left outline-none',
              drawing ? 'pointer-events-none' : 'cursor-move',
              hindi ? 'border-orange-600 bg-orange-500/5' : 'border-blue-700 bg-blue-600/5',
              isSelected && (hindi ? 'border-[3px] bg-orange-500/15' : 'border-[3px] bg-blue-600/15'),
              'focus-visible:ring-4 focus-visible:ring-brand-600/60',
            )}
            style={percent(box.box)}
            onPointerDown={(event) => startBox(event, box, 'move')}
            onFocus={() => dispatch({ type: 'select', id: box.id })}
            onKeyDown={(event) => {
              const action = keyAction(box.id, event);
              if (!action) return;
              event.preventDefault();
              dispatch(action);
              if (action.type === 'remove') focusNextBox(box.id);
            }}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-0 right-0 rounded-bl px-1 text-[11px] leading-4 font-semibold text-white',
                hindi ? 'bg-orange-800' : 'bg-blue-800',
              )}
            >
              {t(hindi ? 'box.tagHi' : 'box.tagEn', { number: box.number })}
            </span>
            <span className="sr-only">
              {t('box.name', {
                number: box.number,
                language: t(hindi ? 'language.hi' : 'language.en'),
                page: pageIndex + 1,
              })}
            </span>
            {box.options ? (
              <span
                aria-hidden="true"
                className={cn(
                  'pointer-events-none absolute border border-dashed',
                  hindi ? 'border-orange-700' : 'border-blue-800',
                )}
                style={{
                  left: 0,
                  right: 0,
                  top: `${((box.options.y - box.box.y) / box.box.height) * 100}%`,
                  bottom: `${((box.box.y + box.box.height - box.options.y - box.options.height) / box.box.height) * 100}%`,
                }}
              />
            ) : null}
            {isSelected && !drawing ? (
              <>
                <span
                  aria-hidden="true"
                  data-testid="handle-start"
                  className="absolute -top-1.5 -left-1.5 size-3 cursor-nwse-resize rounded-sm border border-white bg-slate-900"
                  onPointerDown={(event) => startBox(event, box, 'start')}
                />
                <span
                  aria-hidden="true"
                  data-testid="handle-end"
                  className="absolute -right-1.5 -bottom-1.5 size-3 cursor-nwse-resize rounded-sm border border-white bg-slate-900"
                  onPointerDown={(event) => startBox(event, box, 'end')}
                />
              </>
            ) : null}
          </button>
        );
      })}
      {sketch ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute border-2 border-dashed border-slate-900"
          style={percent(sketch)}
        />
      ) : null}
    </div>
  );
}

type Gesture = { mode: 'move' | 'start' | 'end' | 'draw'; id: string; start: { x: number; y: number }; box: Box };

const normalised = (a: { x: number; y: number }, b: { x: number; y: number }): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});

/** After a box is removed with the keyboard, focus goes to the box that is selected now (after render). */
function focusNextBox(removed: string) {
  requestAnimationFrame(() => {
    const pressed = document.querySelector<HTMLElement>('[data-testid="crop-box"][aria-pressed="true"]');
    if (pressed && pressed.id !== `crop-box-${removed}`) pressed.focus();
  });
}
