export * from './scoring.ts';
export * from './attempt.ts';
