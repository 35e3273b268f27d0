import type { Page } from 'playwright-core';
import { sleep } from './run.ts';

/**
 * Event Timing in a benchmark's page: the interactions a flow makes, each as long as its longest event
 * (input to the next paint, as INP counts it). `interactions.ts` and `mock-test-player.ts` measure taps
 * with it.
 */

/** What an unreported interaction took at most (Event Timing's threshold is 16 ms, in steps of 8 ms). */
export const UNREPORTED_MS = 8;

/** One interaction: its longest event's duration, its events' names, and its place in the flow (1 = first). */
export type Interaction = { id: number; duration: number; names: string[]; order: number };

/** Installed in every page before its scripts: every event entry that belongs to an interaction. */
export const EVENT_TIMING_OBSERVER = `
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__eventTimings.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** Waits until the last interaction's entries can have been delivered. */
export async function settle(page: Page): Promise<void> {
  // Two frames and a moment: the last interaction's entries are delivered after its paint.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
}

/** Forgets what was measured so far: what the flow does from here is counted. */
export async function startMeasuring(page: Page): Promise<void> {
  await settle(page);
  await page.evaluate(() => {
    (window as unknown as { __eventTimings: unknown[] }).__eventTimings = [];
  });
}

/** The interactions since `startMeasuring`, `made` of them at least (those Event Timing did not report as 8 ms). */
export async function collectInteractions(page: Page, made: number): Promise<Interaction[]> {
  await settle(page);
  const entries = await page.evaluate(
    () =>
      (window as unknown as { __eventTimings: Array<{ id: number; name: string; duration: number }> }).__eventTimings,
  );
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    const interaction = byId.get(entry.id) ?? { id: entry.id, duration: 0, names: [], order: 0 };
    interaction.duration = Math.max(interaction.duration, entry.duration);
    interaction.names.push(entry.name);
    byId.set(entry.id, interaction);
  }
  const reported = [...byId.values()]
    .sort((a, b) => a.id - b.id)
    .map((interaction, index) => ({ ...interaction, order: index + 1 }));
  return withUnreported(reported, made);
}

/** `reported`, and as many more of `UNREPORTED_MS` as Event Timing left out of the `made` interactions. */
export function withUnreported(reported: Interaction[], made: number): Interaction[] {
  const unreported = Math.max(0, made - reported.length);
  return [
    ...reported,
    ...Array.from({ length: unreported }, (_, index) => ({
      id: -index - 1,
      duration: UNREPORTED_MS,
      names: [],
      order: 0,
    })),
  ];
}

/**
 * The CBT flow: an option (the `question % 4`-th), then Save & Next, `questions` times, waiting as a
 * candidate would between the taps. Returns the interactions made (two a question).
 */
export async function optionThenSaveNext(
  page: Page,
  options: { questions: number; afterOptionMs: number; afterSaveMs: number },
): Promise<number> {
  for (let question = 0; question < options.questions; question += 1) {
    await page
      .getByRole('radio')
      .nth(question % 4)
      .tap();
    await sleep(options.afterOptionMs);
    await page.getByRole('button', { name: 'Save & Next' }).tap();
    await sleep(options.afterSaveMs);
  }
  return options.questions * 2;
}
