import type { MockTestContent } from '@jobportal/shared';
import { renderMockTest } from './content-render.ts';
import { figureIdsIn, type FiguresRepository } from './figures.ts';

/** Renders a paper with the figures its texts name, read from the database first (rendering is synchronous). */
export async function renderPaper(content: MockTestContent, figures: Pick<FiguresRepository, 'find'>) {
  return renderMockTest(content, await figures.find(figureIdsIn(content)));
}
