import { expect } from 'vitest';
import type { Replay } from '../../../src/replay';
import { Leaderboard } from '../../../src/app/replays/leaderboard';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { builtIn, winningInputs } from '../../replay/support/replays';

/** The first built-in level, and the autopilot's inputs that win it. */
export const first = builtIn('first-steps');
export const plan = winningInputs('first-steps');

/** Lets pending promises settle (the replay code "loads" in a microtask here). */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A game harness as far as playing a run goes. */
interface Playable {
  readonly game: { startLevel(level: typeof first): void };
  readonly inputs: number[];
  run(count: number): void;
}

/** Wins level 1 on `h` with the autopilot's inputs and waits for its replay to be kept. */
export async function winFirstLevel<H extends Playable>(h: H): Promise<H> {
  h.game.startLevel(first);
  h.inputs.push(...plan);
  h.run(plan.length + 3);
  await settle();
  return h;
}

/** Storage holding a leaderboard with `replays` entered. */
export function storageWith(...replays: Replay[]): FakeStorage {
  const storage = new FakeStorage();
  const board = new Leaderboard({ store: new LocalStore({ storage: () => storage }) });
  for (const replay of replays) expect(board.submitRun(replay).status).toBe('entered');
  return storage;
}
