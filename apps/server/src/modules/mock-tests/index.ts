/**
 * The mock-tests module's front door: rendering a paper's texts and figures, storing a figure, and the
 * paper as the candidate sees it.
 */
export { renderMockTest, type RenderedTest, type RenderIssue } from './content-render.ts';
export {
  createFiguresRepository,
  figureStore,
  figureView,
  saveFigure,
  storeFigure,
  type Figure,
  type FiguresRepository,
} from './figures.ts';
export { paperOf } from './mock-tests.service.ts';
export { renderPaper } from './render-paper.ts';
/**
 * Question banks (exceljs, mammoth) and papers' PDFs (pdf.js, a canvas) need large parsers: loaded when
 * first used, so an app start does not pay seconds for them.
 */
export const bankImport = () => import('./bank-import/index.ts');
export const paperPdf = () => import('./pdf-paper.ts');
