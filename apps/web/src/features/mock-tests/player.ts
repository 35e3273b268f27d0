// The player and the result are loaded lazily (their own chunk): see app/routes/mock-test-attempt-page.tsx.
export { TestPlayer } from './components/test-player.tsx';
export { TestResult } from './components/test-result.tsx';
