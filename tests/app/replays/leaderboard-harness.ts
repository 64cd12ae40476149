import { planWinningRun } from '../../../src/levels';
import { resolveReplayLevel, type GeneratedLevelRef, type Replay } from '../../../src/replay';
import { Leaderboard } from '../../../src/app/replays/leaderboard';
import { LocalStore, type StoreNotice } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { recordRun } from '../../replay/support/replays';

/** A leaderboard over a fake storage, with the notices the player would be shown. */
export function setup(storage = new FakeStorage(), maxGeneratedBoards?: number) {
  const notices: StoreNotice[] = [];
  const store = new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n) });
  const board = new Leaderboard({ store, ...(maxGeneratedBoards ? { maxGeneratedBoards } : {}) });
  return { storage, store, board, notices };
}

/** Every stored key and value, to show that nothing changed. */
export function snapshot(storage: FakeStorage): Map<string, string> {
  return new Map(storage.items);
}

/** The parsed envelope of a stored document. */
export function storedDocument(storage: FakeStorage, name: string): Record<string, unknown> {
  const raw = storage.items.get(`mythic-maze:${name}`);
  if (raw === undefined) throw new Error(`nothing stored under ${name}`);
  return (JSON.parse(raw) as { data: Record<string, unknown> }).data;
}

/** Stores an edited copy of a document in its envelope. */
export function storeDocument(storage: FakeStorage, name: string, data: unknown): void {
  storage.items.set(`mythic-maze:${name}`, JSON.stringify({ version: 1, data }));
}

/** A small generated level without Minotaurs or traps: quick to generate and to win. */
export function smallRef(seed: number): GeneratedLevelRef {
  return { seed, width: 11, height: 9, minotaurs: 0, traps: 0, keys: 0, gems: 1 };
}

/** A won run of a generated level, recorded at `recordedAt`. */
export function generatedWin(ref: GeneratedLevelRef, recordedAt: string): Replay {
  const level = resolveReplayLevel(ref);
  const plan = planWinningRun(level);
  if (!plan.won) throw new Error(`autopilot cannot win seed ${ref.seed}`);
  return recordRun({ ref, level, inputs: plan.inputs, recordedAt }).replay;
}
