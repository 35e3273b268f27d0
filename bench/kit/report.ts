/**
 * How the benchmarks print their figures: markdown tables (pasted into bench/README.md as they are)
 * and the number formats of their cells; and the machine's CPU time, read around a measured window.
 */
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';

/** A markdown table: the first `leftColumns` columns aligned left, the figures right. */
export function printTable(header: string[], lines: string[][], leftColumns = 1): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const left = (i: number) => i < leftColumns;
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (left(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (left(i) ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** A figure with `digits` decimals; `–` when there is none (NaN: no sample). */
export function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function kb(bytes: number): string {
  return `${Math.round(bytes / 1000)} KB`;
}

export const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

/** Counts by key (errors by message, refusals by code…) added up over several processes. */
export function mergeCounts(records: Array<Record<string, number>>): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const record of records) for (const [key, n] of Object.entries(record)) merged[key] = (merged[key] ?? 0) + n;
  return merged;
}

/**
 * Busy CPU time of the whole machine (all cores), microseconds, and the time the hypervisor gave our
 * virtual CPUs to someone else (steal), from /proc/stat; without /proc, busy time from `os.cpus()`.
 */
export async function machineCpu(): Promise<{ busyUs: number; stealUs: number | null }> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
    // cpu  user nice system idle iowait irq softirq steal …, in clock ticks of 10 ms.
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return { busyUs: (user! + nice! + system! + irq! + softirq!) * 10_000, stealUs: (steal ?? 0) * 10_000 };
  } catch {
    const busy = cpus().reduce((sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, 0);
    return { busyUs: busy * 1000, stealUs: null };
  }
}
