export * from './evaluate.ts';
export * from './rule-sets.ts';
export * from './passages.ts';
export * from './layouts/keymap.ts';
export * from './layouts/inscript.ts';
export * from './layouts/remington-gail.ts';
