import { describe, expect, it } from 'vitest';
import { largestBuiltInLevel } from '../../bench/bench-levels';
import { heldInputTape } from '../../bench/node/input-tape';
import { recordReplayDocuments } from '../../bench/node/replay-documents';
import { SIM_VERSION, Simulation } from '../../src/sim';

/** The fields of a format v1 replay this test reads. */
interface Document {
  format: string;
  version: number;
  simVersion: number;
  level: { id: string };
  ticksPerSecond: number;
  inputs: [number, number][];
  checkpoints: [number, string][];
  final: { tick: number; outcome: string; hash: string };
}

const hex = (hash: number) => (hash >>> 0).toString(16).padStart(8, '0');

describe('recordReplayDocuments', () => {
  const level = largestBuiltInLevel();
  const documents = recordReplayDocuments({
    level,
    tape: heldInputTape(5, 1 << 12),
    totalTicks: 6_000,
  }) as Document[];

  it('records the ticks asked for, over several runs that each end but the last', () => {
    expect(documents.length).toBeGreaterThan(1);
    expect(documents.reduce((sum, document) => sum + document.final.tick, 0)).toBe(6_000);
    for (const document of documents.slice(0, -1))
      expect(document.final.outcome).not.toBe('playing');
  });

  it('writes format v1 headers, run-length inputs that add up, and a checkpoint every 20 ticks', () => {
    for (const document of documents) {
      expect(document).toMatchObject({
        format: 'mythic-maze-replay',
        version: 1,
        simVersion: SIM_VERSION,
        level: { id: level.id },
        ticksPerSecond: 20,
      });
      expect(document.inputs.reduce((sum, [length]) => sum + length, 0)).toBe(document.final.tick);
      for (const [index, [length, input]] of document.inputs.entries()) {
        expect(length).toBeGreaterThan(0);
        expect(input).not.toBe(document.inputs[index + 1]?.[1]);
      }
      expect(document.checkpoints.map(([tick]) => tick)).toEqual(
        Array.from({ length: Math.floor(document.final.tick / 20) }, (_, i) => 20 * (i + 1)),
      );
    }
  });

  it('holds the hashes a fresh simulation reaches with those inputs', () => {
    for (const document of documents) {
      const sim = new Simulation(level);
      const hashes = new Map<number, string>();
      for (const [length, input] of document.inputs) {
        for (let i = 0; i < length; i++) {
          sim.advance(input);
          if (sim.tick % 20 === 0) hashes.set(sim.tick, hex(sim.hash()));
        }
      }
      expect(new Map(document.checkpoints)).toEqual(hashes);
      expect(document.final).toEqual({
        tick: sim.tick,
        outcome: sim.outcome,
        hash: hex(sim.hash()),
      });
    }
  });
});
