/**
 * The browser's next task: what follows runs after the browser has had a turn (a tap, a paint), so no
 * one task holds a phone for long. `scheduler.yield()` where the browser has it (the rest goes on
 * ahead of other queued work), else a zero timeout (decision 030).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
