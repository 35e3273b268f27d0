/** The mail module's front door: the mailer and the mail templates other modules send. */
export { SMTP_POOL_CONNECTIONS } from './mailer.ts';
export type { Mail, Mailer } from './mailer.ts';
export { confirmEmailMail, layout, requestMailLanguage, resetPasswordMail } from './templates.ts';
export type { MailLanguage } from './templates.ts';
