export * from './contracts/errors.ts';
export * from './contracts/health.ts';
export * from './site.ts';
export * from './contracts/account.ts';
export * from './contracts/recruitment-content.ts';
export * from './domain/categories.ts';
export * from './domain/relative-dates.ts';
