import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url));

export type RunningApp = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `main.ts` as its own process, the way `npm start` does, and waits for it to be healthy. */
export async function startAppProcess(
  env: Record<string, string>,
  options: { uid?: number; gid?: number; waitForHealth?: boolean } = {},
): Promise<RunningApp> {
  const port = Number(env['PORT'] ?? (await freePort()));
  let output = '';
  // The app under test must not inherit the test run's external database unless a test passes one.
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  const child = spawn(process.execPath, [mainScript], {
    env: { ...inherited, LOG_LEVEL: 'info', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid }),
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const app = { child, port, output: () => output, exited };
  if (options.waitForHealth === false) return app;

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return app;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`app did not become healthy within 60 s: ${output}`);
}
