/** The share module's front door: what the jobs routes use of the server-rendered documents. */
export { scriptSafeJson } from './html-document.ts';
export type { MemberAnswers } from './member-answers.ts';
