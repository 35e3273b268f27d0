/** The mock-tests module's front door: rendering a paper's texts, and the paper as the candidate sees it. */
export { renderMockTest, type RenderedTest, type RenderIssue } from './content-render.ts';
export { paperOf } from './mock-tests.service.ts';
