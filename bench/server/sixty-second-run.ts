import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { encodeReplay, ReplayRecorder, type Replay } from '../../src/replay';
import { Simulation } from '../../src/sim';

/** The level of the bench's runs: red-key has no Minotaur, so standing still first is safe. */
const LEVEL_ID = 'red-key';
/** Ticks of every bench run: 60 s of game time at 20 ticks/s. */
export const RUN_TICKS = 1200;

/**
 * A won 60-second run of red-key: stand still, then the autopilot's route, timed to win on tick
 * 1200. Throws if the level or the autopilot ever stops allowing it.
 */
export function sixtySecondRun(): Replay {
  const level = getBuiltInLevel(LEVEL_ID);
  if (level === undefined) throw new Error(`no level ${LEVEL_ID}`);
  const route = planWinningRun(level).inputs;
  const inputs = [...new Array<number>(RUN_TICKS - route.length).fill(0), ...route];
  const sim = new Simulation(level);
  const recorder = new ReplayRecorder({ level: { id: LEVEL_ID }, simulation: sim });
  for (const input of inputs) {
    sim.advance(input);
    recorder.record(input);
  }
  if (sim.outcome !== 'won' || sim.tick !== RUN_TICKS) {
    throw new Error(
      `the bench run ends ${sim.outcome} at tick ${sim.tick}, not won at ${RUN_TICKS}`,
    );
  }
  return recorder.finish({ player: 'Bench', recordedAt: '2026-06-01T12:00:00.000Z' });
}

/** `count` distinct canonical texts of the run: only the player differs, so each is its own replay. */
export function distinctRuns(run: Replay, count: number, prefix: string): string[] {
  return Array.from({ length: count }, (_, i) =>
    encodeReplay({ ...run, player: `${prefix}${i.toString(36)}` }),
  );
}
