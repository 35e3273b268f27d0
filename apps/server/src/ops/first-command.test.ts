import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const rootDir = fileURLToPath(new URL('../../../../', import.meta.url));

/*
 * The README's first command on the Node.js a newcomer has (the machine's own, not the Node 24 the
 * scripts run on): `npm install` says what it did and nothing that reads like a broken install, such
 * as an EBADENGINE warning per package that wants a newer Node (the repository's .npmrc).
 */
describe('npm install on the machine’s own Node.js', { timeout: 120_000 }, () => {
  it('prints no warnings', async () => {
    // Without the repository's pinned Node on the PATH (npm run puts node_modules/.bin first).
    const PATH = (process.env['PATH'] ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .join(path.delimiter);
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['install', '--dry-run', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: rootDir, env: { ...process.env, PATH, npm_config_loglevel: '' } },
    );
    const output = `${stdout}\n${stderr}`;
    expect(output).not.toMatch(/EBADENGINE|npm warn/i);
  });
});
