import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The port the app under test listens on (`E2E_PORT`; the web server gets it as `PORT`). */
export const e2ePort = Number(process.env['E2E_PORT'] ?? process.env['PORT'] ?? 3100);
/** The app's origin as the tests reach it (and as it writes links: APP_URL defaults to it). */
export const e2eOrigin = `http://localhost:${e2ePort}`;

/**
 * Everything a run writes: `.artifacts/`, or `.artifacts/port-<n>/` for another `E2E_PORT`, so two
 * runs in one checkout (on different ports) never empty each other's data or read each other's mail.
 */
export const artifactsDir = fileURLToPath(
  new URL(e2ePort === 3100 ? '../.artifacts' : `../.artifacts/port-${e2ePort}`, import.meta.url),
);
/** The app's DATA_DIR (embedded PostgreSQL, uploads). */
export const dataDir = path.join(artifactsDir, 'data');
/** Mails the test SMTP server received, one .eml file each. */
export const mailDir = path.join(artifactsDir, 'mail');
/** Everything the app writes to stdout and stderr (tests check that no message text ever appears in it). */
export const serverLogFile = path.join(artifactsDir, 'server.log');
/** With DATABASE_URL or TEST_DATABASE_URL: the run's own database (the embedded server is found through DATA_DIR). */
export const databaseUrlFile = path.join(artifactsDir, 'database-url');
/** The admin's signed-in session of the run (cookies), made by the setup project for every worker. */
export const adminStateFile = path.join(artifactsDir, 'admin-state.json');
