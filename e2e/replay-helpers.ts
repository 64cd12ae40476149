import type { Page } from '@playwright/test';
import { getBuiltInLevel, planWinningRun } from '../src/levels';
import { ReplayRecorder, type Replay } from '../src/replay';
import { Simulation } from '../src/sim';
import type { ReplayProgress } from '../src/app/replays/replay-controller';
import { FIRST_FRAME_US, runDisplay, TICK_US } from './play-helpers';

/** A won replay of a built-in level, recorded in Node from the autopilot's inputs. */
export function nodeReplay(levelId: string, player = 'Ariadne'): Replay {
  const level = getBuiltInLevel(levelId);
  if (level === undefined) throw new Error(`no level ${levelId}`);
  const plan = planWinningRun(level);
  if (!plan.won) throw new Error(`the autopilot cannot win ${levelId}`);
  const sim = new Simulation(level);
  const recorder = new ReplayRecorder({ level: { id: levelId }, simulation: sim });
  for (const input of plan.inputs) {
    sim.advance(input);
    recorder.record(input);
  }
  return recorder.finish({ player, recordedAt: '2026-03-14T09:26:53.589Z' });
}

export { verifyInNode, type VerifyLine } from './support/verify-in-node';

interface ReplayHooks {
  lastReplay(): Replay | null;
  replayProgress(): ReplayProgress | null;
}

/** The viewer's playback as the page reports it (serialised into the page: no outside names). */
export function replayProgress(page: Page): Promise<ReplayProgress | null> {
  return page.evaluate(() => {
    const found = (window as unknown as { mythicMaze?: ReplayHooks }).mythicMaze;
    if (found === undefined) throw new Error('window.mythicMaze is missing');
    return found.replayProgress();
  });
}

/** The replay of the page's most recently finished run. */
export function lastReplay(page: Page): Promise<Replay | null> {
  return page.evaluate(() => {
    const found = (window as unknown as { mythicMaze?: ReplayHooks }).mythicMaze;
    if (found === undefined) throw new Error('window.mythicMaze is missing');
    return found.lastReplay();
  });
}

/**
 * Delivers frames of an even 60 Hz display until a playback that just (re)started its clock at
 * `rate` has run `ticks` ticks, plus a few frames to spare (it pauses itself at its end).
 */
export async function playFor(page: Page, ticks: number, rate = 1): Promise<void> {
  await runDisplay(page, FIRST_FRAME_US + Math.ceil((TICK_US * (ticks + 3)) / rate));
}
