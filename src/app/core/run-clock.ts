/** The loop as a new run or a seek restarts its clock. */
export interface RunClock {
  readonly running: boolean;
  start(): void;
  setRate(rate: number): void;
  restartClock(): void;
}

/**
 * Starts the loop's timing afresh, so nothing is interpolated from one run (or position) into
 * the next: a new run (live, or a replay opened) also starts a loop stopped by an error and
 * plays at 1×; a seek keeps the rate the viewer chose.
 */
export function restartRunClock(loop: RunClock, cause: 'new-run' | 'seek'): void {
  if (cause === 'new-run') {
    if (!loop.running) loop.start();
    loop.setRate(1);
  }
  loop.restartClock();
}
