/**
 * The mock-tests module's front door: rendering a paper's texts and figures, storing a figure, and the
 * paper as the candidate sees it.
 */
export { renderMockTest, type RenderedTest, type RenderIssue } from './content-render.ts';
export { createFiguresRepository, figureView, storeFigure, type Figure, type FiguresRepository } from './figures.ts';
export { paperOf } from './mock-tests.service.ts';
export { renderPaper } from './render-paper.ts';
export { bankPaper, figureStore, readBank } from './bank-import/index.ts';
export { bankTemplateCsv, bankTemplateXlsx } from './bank-import/template.ts';
export { openPaperPdf, type PaperPdf } from './pdf-paper.ts';
