import type { EngineSession } from './engine-session';

/** The session a suite holds, and how to start a new one when the browser dies under it. */
export interface SessionHolder {
  current(): EngineSession;
  relaunch(): Promise<void>;
}

/**
 * Runs `body`; when it fails and the session says its browser crashed, reports it, relaunches
 * the browser and runs `body` once more. A failure with the browser still up, or a second
 * failure, is the test's failure. A browser that
 * crashes once says nothing about the game, but the report keeps every crash visible in the log.
 */
export async function runSurvivingOneCrash(
  name: string,
  holder: SessionHolder,
  body: () => Promise<void>,
  report: (line: string) => void = (line) => {
    console.warn(line);
  },
): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (!holder.current().crashed()) throw error;
    const said = error instanceof Error ? error.message : String(error);
    report(
      `${holder.current().engine} stopped answering during "${name}"; relaunching it and running ` +
        `the test once more. The failure was:\n${said}`,
    );
    try {
      await holder.current().close();
    } catch {
      // The dead session may refuse to close; its driver is stopped all the same.
    }
    await holder.relaunch();
    await body();
  }
}
