/** The admin module's front door: what other modules may use of it (eslint.config.js, decision 036). */
export type { AuditLog } from './audit.repository.ts';
