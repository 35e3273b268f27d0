/** Where no frame comes (a hidden tab), the task runs after this long anyway. */
const NO_FRAME_MS = 100;

/**
 * Runs `task` once, after the next frame has been painted: work a tap starts but need not show (a
 * request sent, a record kept) then stays out of the frame the tap waits for. A task set from inside
 * requestAnimationFrame's callback runs after that frame's paint. Without frames (a hidden tab, a
 * test without them), it runs after `NO_FRAME_MS`.
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, NO_FRAME_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}
