import { fileURLToPath } from 'node:url';

/** Mails the test SMTP server received, one .eml file each. */
export const mailDir = fileURLToPath(new URL('../.artifacts/mail', import.meta.url));
/** Everything the app writes to stdout and stderr (tests check that no message text ever appears in it). */
export const serverLogFile = fileURLToPath(new URL('../.artifacts/server.log', import.meta.url));
/** With DATABASE_URL or TEST_DATABASE_URL: the run's own database (the embedded server is found through DATA_DIR). */
export const databaseUrlFile = fileURLToPath(new URL('../.artifacts/database-url', import.meta.url));
