import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RichText } from '../../../components/rich-text.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog.tsx';

type Zoomed = { src: string; alt: string };

/** The widest file a figure offers (its `<picture>`'s WebP srcset), else the image's own. */
function largestSource(image: HTMLImageElement): string {
  const srcset = image.parentElement?.querySelector('source')?.getAttribute('srcset') ?? '';
  let best = { src: image.currentSrc || image.src, width: 0 };
  for (const candidate of srcset.split(',')) {
    const [src, width] = candidate.trim().split(/\s+/);
    const pixels = Number.parseInt(width ?? '', 10);
    if (src && pixels > best.width) best = { src, width: pixels };
  }
  return best.src;
}

/** The figure an event is about: the image tapped, or the one an "Enlarge" button follows. */
function figureOf(target: EventTarget): HTMLImageElement | undefined {
  const element = target as Element;
  const image = element.closest?.('img.rich-figure');
  if (image instanceof HTMLImageElement) return image;
  const button = element.closest?.('button[data-zoom]');
  const picture = button?.previousElementSibling;
  const inside = picture?.matches('img.rich-figure') ? picture : picture?.querySelector('img.rich-figure');
  return inside instanceof HTMLImageElement ? inside : undefined;
}

/**
 * A question's or a passage's text whose figures enlarge: a crop of a printed paper or a detailed
 * diagram, drawn at a phone's width, is often too small to read. Tapping a figure, or its "Enlarge"
 * button (for the keyboard and for those who do not guess that a picture can be tapped), opens it at
 * twice the screen's width, scrolled with a finger, in a dialog.
 */
export function ZoomableRichText(props: ComponentProps<typeof RichText>) {
  const { t } = useTranslation('mockTests');
  const frame = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState<Zoomed | null>(null);

  // Before the text is painted (nothing moves after): an "Enlarge" button after each figure.
  useLayoutEffect(() => {
    for (const image of frame.current?.querySelectorAll<HTMLImageElement>('img.rich-figure') ?? []) {
      const figure = image.parentElement?.tagName === 'PICTURE' ? image.parentElement : image;
      if (figure.nextElementSibling?.matches('button[data-zoom]')) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset['zoom'] = '';
      button.className = 'figure-zoom';
      button.textContent = t('player.zoomButton');
      button.setAttribute('aria-label', t('player.zoom', { alt: image.alt }));
      figure.after(button);
    }
  }, [props.html, t]);

  return (
    // Clicks on the figures and on their buttons (real buttons, so keys work) arrive here.
    <div
      ref={frame}
      className="min-w-0"
      onClick={(event) => {
        const image = figureOf(event.target);
        if (image) setZoomed({ src: largestSource(image), alt: image.alt });
      }}
    >
      <RichText {...props} />
      <Dialog open={zoomed !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setZoomed(null))}>
        <DialogContent className="max-w-3xl p-2 pt-12 sm:p-3 sm:pt-12" closeLabel={t('player.zoomClose')}>
          <DialogTitle className="sr-only">{zoomed?.alt}</DialogTitle>
          <div className="max-h-[calc(100dvh-6rem)] overflow-auto" data-testid="zoomed-figure">
            {zoomed ? (
              <img src={zoomed.src} alt={zoomed.alt} className="max-w-none bg-white" style={{ width: '200%' }} />
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
