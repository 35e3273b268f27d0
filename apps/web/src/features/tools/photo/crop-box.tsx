import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { CENTRED, clampView, cropRect, type CropView } from '@jobportal/shared/domain/photo-fit';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  src: string;
  imageWidth: number;
  imageHeight: number;
  /** Width ÷ height of the box: the spec's shape (above the name-and-date strip). */
  aspect: number;
  view: CropView;
  onChange: (view: CropView) => void;
};

const ZOOM_STEP = 1.15;
/** Arrow keys move the box by this share of its own size. */
const KEY_STEP = 0.05;

/**
 * The crop box, locked to the spec's shape: the box stays still and the image moves and zooms under
 * it (drag with a finger or the mouse, pinch or scroll to zoom; when focused, the arrow keys move and
 * + / − zoom; the buttons below do the same with 44 px targets).
 */
export function CropBox({ src, imageWidth, imageHeight, aspect, view, onChange }: Props) {
  const { t } = useTranslation('tools');
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  // The view and callback as of the last render, and as of the last move (moves come faster than renders).
  const latest = useRef({ view, onChange });
  useLayoutEffect(() => {
    latest.current = { view, onChange };
  }, [view, onChange]);

  const rect = cropRect(imageWidth, imageHeight, aspect, view);
  const scale = boxWidth > 0 ? boxWidth / rect.width : 0;

  const update = (next: CropView) => {
    const clamped = clampView(imageWidth, imageHeight, aspect, next);
    latest.current.view = clamped;
    latest.current.onChange(clamped);
  };
  const zoomBy = (factor: number) => {
    const current = latest.current.view;
    update({ ...current, zoom: current.zoom * factor });
  };
  /** Moves the box by a distance in screen pixels (the image follows the finger: the box goes the other way). */
  const moveBy = (dx: number, dy: number) => {
    if (scale === 0) return;
    const current = latest.current.view;
    update({
      ...current,
      centerX: current.centerX - dx / scale / imageWidth,
      centerY: current.centerY - dy / scale / imageHeight,
    });
  };

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    observer.observe(box);
    setBoxWidth(box.clientWidth);
    // Scrolling over the box zooms (a non-passive listener: the page must not scroll instead).
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const current = latest.current.view;
      const zoom = current.zoom * (event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
      const clamped = clampView(imageWidth, imageHeight, aspect, { ...current, zoom });
      latest.current.view = clamped;
      latest.current.onChange(clamped);
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      box.removeEventListener('wheel', onWheel);
    };
  }, [imageWidth, imageHeight, aspect]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const current = { x: event.clientX, y: event.clientY };
    if (others.length === 0) {
      moveBy(current.x - previous.x, current.y - previous.y);
    } else {
      // Pinch: the zoom follows the change of distance between the two fingers.
      const other = others[0]![1];
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(current.x - other.x, current.y - other.y);
      if (before > 0) zoomBy(after / before);
    }
    pointers.current.set(event.pointerId, current);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEP * rect.width * scale;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => moveBy(step, 0),
      ArrowRight: () => moveBy(-step, 0),
      ArrowUp: () => moveBy(0, step),
      ArrowDown: () => moveBy(0, -step),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': () => update(CENTRED),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div className="grid justify-items-center gap-2">
      <div
        ref={boxRef}
        role="group"
        tabIndex={0}
        aria-label={t('fitter.crop.label')}
        data-testid="crop-box"
        className="relative w-full max-w-80 cursor-move touch-none overflow-hidden rounded-md border-2 border-brand-600 bg-slate-200 select-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        style={{ aspectRatio: String(aspect) }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {scale > 0 ? (
          <img
            src={src}
            alt=""
            draggable={false}
            className="pointer-events-none absolute max-w-none"
            style={{
              width: imageWidth * scale,
              height: imageHeight * scale,
              left: -rect.x * scale,
              top: -rect.y * scale,
            }}
          />
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11"
          onClick={() => zoomBy(1 / ZOOM_STEP)}
          aria-label={t('fitter.crop.zoomOut')}
        >
          <Minus aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11"
          onClick={() => zoomBy(ZOOM_STEP)}
          aria-label={t('fitter.crop.zoomIn')}
        >
          <Plus aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11"
          onClick={() => update(CENTRED)}
          aria-label={t('fitter.crop.reset')}
        >
          <RotateCcw aria-hidden />
        </Button>
      </div>
    </div>
  );
}
