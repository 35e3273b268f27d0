export { TestCatalogue } from './components/test-catalogue.tsx';
export { TestInstructions } from './components/test-instructions.tsx';
export { TestHistory } from './components/test-history.tsx';
export { mockTestPaths } from './lib/paths.ts';
