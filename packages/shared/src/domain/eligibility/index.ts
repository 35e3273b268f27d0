export * from './age.ts';
export * from './qualifications.ts';
export * from './evaluate.ts';
export * from './gender.ts';
export * from './reason.ts';
