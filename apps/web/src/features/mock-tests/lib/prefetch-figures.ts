import type { MockTestPaperFigure } from '@jobportal/shared';

/**
 * Fetches every figure of the paper when the attempt opens, so a network that drops mid-test still
 * shows them all: each is asked for with the same `srcset` and `sizes` as its `<img>` in the question
 * (the browser picks the same file for this screen), and the files are cached for a year
 * (`/api/files` answers `immutable`). Returns the images, so they are not collected while loading.
 */
export function prefetchFigures(
  figures: readonly MockTestPaperFigure[],
  createImage: () => HTMLImageElement = () => new Image(),
): HTMLImageElement[] {
  return figures.map((figure) => {
    const image = createImage();
    image.decoding = 'async';
    // After what the question on screen needs (its own figure, the fonts): these are for later.
    image.fetchPriority = 'low';
    // `sizes` and `srcset` before `src`: the browser chooses once, with all three known.
    image.sizes = figure.sizes;
    image.srcset = figure.srcset;
    image.src = figure.src;
    return image;
  });
}
