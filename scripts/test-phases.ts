/**
 * `npm test`: the budget check (it builds the app the browser tests serve), the unit and server tests,
 * then the browser tests, one after the other, stopping at the first that fails; then how long each
 * took, so a slow suite says where its time went.
 */
import { spawnSync } from 'node:child_process';

const phases = ['budget', 'test:unit', 'test:e2e'] as const;
const took: Array<[phase: string, seconds: number, status: string]> = [];
let failed = false;
for (const phase of phases) {
  const startedAt = performance.now();
  const result = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  const ok = result.status === 0;
  took.push([
    phase,
    (performance.now() - startedAt) / 1000,
    ok ? 'passed' : `failed (${result.status ?? result.signal})`,
  ]);
  if (!ok) {
    failed = true;
    break;
  }
}
const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
process.stdout.write(
  `\nnpm test phases:\n${took
    .map(([phase, seconds, status]) => `  ${phase.padEnd(10)} ${seconds.toFixed(0).padStart(5)} s  ${status}`)
    .join('\n')}\n  ${'total'.padEnd(10)} ${total.toFixed(0).padStart(5)} s\n`,
);
process.exit(failed ? 1 : 0);
