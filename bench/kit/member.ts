/** Debian's Chromium as the browser benchmarks start it: headless, and nothing that calls out of this machine. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The app as `npm start` serves it, for the browser benchmarks (Lighthouse, interactions), and members
 * signed up and in through its real endpoints:
 *
 *   const mail = await startSmtpCapture();          (apps/server/src/testing/smtp.ts)
 *   const app = await startProductionApp({ port, smtpUrl: mail.url });
 *   const cookie = await signedInCookie(app.origin, mail);
 *
 * The app runs on a fresh DATA_DIR (embedded PostgreSQL, demo content), NODE_ENV=production, its mail
 * sent to an SMTP server in this process so the confirmation link can be followed.
 */
import { spawn } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BUILT_IN_PDF_PAPER_SLUG } from '../../apps/server/src/db/seed/pdf-paper-slug.ts';
import { decodeQuotedPrintable, type startSmtpCapture } from '../../apps/server/src/testing/smtp.ts';
import { ROOT } from './processes.ts';
import { onCleanUp } from './run.ts';

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export type ProductionApp = { origin: string; stop(): Promise<void> };

/** `apps/server/src/main.ts` on a fresh DATA_DIR, NODE_ENV=production (the built web app must exist). */
export async function startProductionApp(options: {
  port: number;
  smtpUrl: string;
  env?: Record<string, string>;
}): Promise<ProductionApp> {
  const origin = `http://localhost:${options.port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-bench-'));
  const app = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      SMTP_URL: options.smtpUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (app.exitCode === null && app.signalCode === null) {
        const exited = new Promise((resolve) => app.once('exit', resolve));
        app.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    })());
  onCleanUp('the app', stop);
  await waitFor('the app', async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined));
  return { origin, stop };
}

/** Signs a new user up, follows the confirmation link from the mail, signs in: the session cookie. */
export async function signedInCookie(
  origin: string,
  mail: Awaited<ReturnType<typeof startSmtpCapture>>,
  prefix = 'bench',
  /** A given address (e.g. one in ADMIN_EMAILS); else a new one from `prefix`. */
  address?: string,
): Promise<string> {
  const email = address ?? `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `${prefix}-password-1`;
  const headers = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Bench Member' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const message = await mail.waitFor((received) => received.to.includes(email), 120_000);
  const link = decodeQuotedPrintable(message.raw).match(/https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/)?.[0];
  if (!link) throw new Error('no confirmation link in the mail');
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

/**
 * Waits until the demo content the app makes after it starts listening is in (the practice paper made
 * from its PDF: its pages are drawn in a child process for 10-30 s on a 2-core machine), so a
 * measurement does not share the CPUs with it. The member's `cookie` reads the paper.
 */
export async function demoContentSettled(origin: string, cookie: string): Promise<void> {
  await waitFor(
    'the demo paper made from its PDF',
    async () =>
      (await fetch(`${origin}/api/mock-tests/tests/${BUILT_IN_PDF_PAPER_SLUG}`, { headers: { cookie } })).ok
        ? true
        : undefined,
    180_000,
  );
}

/**
 * Publishes a chat key for the signed-in member, as their browser does on their first visit (a real
 * ECDH P-256 public key): from then on a page loads the chat only when a message waits.
 */
export async function publishChatKey(origin: string, cookie: string): Promise<void> {
  const pair = (await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as webcrypto.CryptoKeyPair;
  const publicKey = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
  const response = await fetch(`${origin}/api/chat/keys/me`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ publicKey }),
  });
  if (!response.ok) throw new Error(`publishing the chat key answered ${response.status}`);
}

/**
 * A phone in the browser: 360×740 at 2×, touch, the member's cookie set for `origin` (if any),
 * `initScript` run before the page's own, the CPU slowed `slowdown` times (DevTools' throttling).
 */
export async function phonePage(
  browser: Browser,
  options: { origin: string; cookie?: string | undefined; initScript: string; slowdown: number },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (options.cookie) {
    await context.addCookies(
      options.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: options.origin };
      }),
    );
  }
  await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.slowdown });
  return { page, close: () => context.close() };
}
