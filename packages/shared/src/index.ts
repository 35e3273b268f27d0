export * from './contracts/errors.ts';
export * from './contracts/health.ts';
export * from './site.ts';
export * from './contracts/account.ts';
