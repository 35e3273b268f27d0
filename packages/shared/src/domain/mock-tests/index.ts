export * from './scoring.ts';
export * from './attempt.ts';
export * from './language.ts';
