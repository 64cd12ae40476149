import { SIM_VERSION, Simulation, TICKS_PER_SECOND, type Level } from '../../src/sim';

/** A checkpoint hash every this many ticks, as replay format v1 prescribes. */
const CHECKPOINT_INTERVAL = 20;

/** A uint32 hash as the 8 lowercase hex digits replay format v1 stores. */
function hex(hash: number): string {
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Records real runs of a built-in level into replay documents of format v1 (as the replay issue
 * specifies it), until `totalTicks` ticks are recorded: each run goes on with the tape's inputs
 * until it ends or the total is reached. A level's countdown is at most 20 minutes, so one hour of
 * play is several replays.
 */
export function recordReplayDocuments(options: {
  readonly level: Level;
  readonly tape: Uint8Array;
  readonly totalTicks: number;
}): unknown[] {
  const { level, tape, totalTicks } = options;
  const documents: unknown[] = [];
  let recorded = 0;
  let cursor = 0;
  while (recorded < totalTicks) {
    const sim = new Simulation(level);
    const inputs: [number, number][] = [];
    const checkpoints: [number, string][] = [];
    while (sim.outcome === 'playing' && recorded < totalTicks) {
      const input = tape[cursor % tape.length] ?? 0;
      cursor++;
      sim.advance(input);
      recorded++;
      const last = inputs[inputs.length - 1];
      if (last?.[1] === input) last[0]++;
      else inputs.push([1, input]);
      if (sim.tick % CHECKPOINT_INTERVAL === 0) checkpoints.push([sim.tick, hex(sim.hash())]);
    }
    documents.push({
      format: 'mythic-maze-replay',
      version: 1,
      simVersion: SIM_VERSION,
      level: { id: level.id },
      ticksPerSecond: TICKS_PER_SECOND,
      inputs,
      checkpoints,
      final: { tick: sim.tick, outcome: sim.outcome, hash: hex(sim.hash()) },
      player: 'Bench',
      recordedAt: '2026-01-01T00:00:00.000Z',
    });
  }
  return documents;
}
