/**
 * A benchmark's life: what it started is stopped again, in reverse, whether it ends, fails, is
 * interrupted or runs out of time; and the lines every benchmark opens with (the machine, its load).
 *
 *   await runBenchmark(main, { watchdogMs });   // the last line of a benchmark: exits with main's code
 */
import { cpus, loadavg, totalmem } from 'node:os';

type CleanUp = [name: string, run: () => Promise<unknown>];

const cleanups: CleanUp[] = [];
let cleaning: Promise<void> | undefined;

/** Registers how to stop something just started; clean-ups run in reverse order of registration. */
export function onCleanUp(name: string, run: () => Promise<unknown>): void {
  cleanups.push([name, run]);
}

/** A mark to clean up to later with `cleanUpTo`: a part of a benchmark that stops what it started itself. */
export function cleanUpMark(): number {
  return cleanups.length;
}

async function runAll(list: CleanUp[]): Promise<void> {
  for (const [name, run] of list.reverse()) {
    await run().catch((error: unknown) => console.error(`clean-up "${name}" failed:`, error));
  }
}

/** Runs the clean-ups registered since `mark`, leaving earlier ones. */
export function cleanUpTo(mark: number): Promise<void> {
  return runAll(cleanups.splice(mark));
}

/** Runs every clean-up, once however often it is called. */
export function cleanUp(): Promise<void> {
  cleaning ??= runAll(cleanups.splice(0));
  return cleaning;
}

/**
 * Runs `main` and exits with its code (1 when it throws), after every clean-up. Ctrl-C, SIGTERM and
 * the watchdog (the whole run is bounded) clean up and exit too; `onStop` runs first in every case, so
 * that load still being generated stops before what it loads is stopped.
 */
export async function runBenchmark(
  main: () => Promise<number>,
  options: { watchdogMs: number; onStop?: () => void },
): Promise<never> {
  const exitAfterCleanUp = (code: number) => {
    options.onStop?.();
    void cleanUp().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => exitAfterCleanUp(130));
  process.once('SIGTERM', () => exitAfterCleanUp(143));
  setTimeout(() => {
    console.error(`\nThe benchmark ran longer than ${Math.round(options.watchdogMs / 60_000)} minutes: stopping.`);
    exitAfterCleanUp(1);
  }, options.watchdogMs).unref();

  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error('\nThe benchmark failed:', error);
  } finally {
    options.onStop?.();
    await cleanUp();
  }
  process.exit(exitCode);
}

/** `Node v24…, 2 × AMD EPYC, 24 GiB RAM`: what the figures were measured on. */
export function machineDescription(): string {
  const cpuList = cpus();
  return (
    `Node ${process.version}, ${cpuList.length} × ${cpuList[0]?.model.trim() ?? 'CPU'}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB RAM`
  );
}

/** The 1-minute load average before the run, and a warning when other work already shares the CPUs. */
export function printLoadBefore(figures: 'lower' | 'worse' = 'lower'): void {
  const load = loadavg()[0]!;
  console.log(`load average (1 min) before the run: ${load.toFixed(2)}`);
  if (load > cpus().length / 2) {
    console.log(`  (the machine is busy: other processes share the CPUs, the figures will be ${figures} and noisier)`);
  }
}

// ── Environment variables.

export function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function nonNegativeInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

export function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
