export * from './marking.ts';
export * from './score-sheet.ts';
export * from './standing.ts';
export * from './official-key.ts';
