import type { Writable } from 'node:stream';

/** What the log lines are written to: process.stdout, or a test's stream. */
type Output = Pick<Writable, 'write' | 'on' | 'writableLength'>;

export type LogDestination = {
  /** pino's destination interface: one serialized line at a time. */
  write(line: string): void;
  /**
   * Resolves once every line written so far has left the process, or after `timeoutMs` when the
   * reader is stuck or gone. Never hangs: the last step of a shutdown.
   */
  drain(timeoutMs: number): Promise<void>;
};

/**
 * pino's default destination writes fd 1 itself and flushes it synchronously at exit, retrying for
 * ever while the pipe is full (a reader that stopped reading) or broken (EPIPE): the process then
 * never exits. This one writes through `process.stdout` instead, whose writes never block the event
 * loop, ignores a broken pipe (logging stops, the server goes on), holds at most `maxBufferedBytes`
 * for a slow reader (newer lines are dropped beyond that), and is flushed by `drain`, with a limit.
 */
export function createLogDestination(
  output: Output = process.stdout,
  maxBufferedBytes = 8 * 1024 * 1024,
): LogDestination {
  let broken = false;
  // EPIPE and friends arrive as 'error' events; unhandled, they would crash the process.
  output.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || output.writableLength > maxBufferedBytes) return;
      output.write(line);
    },
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!broken && output.writableLength > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
