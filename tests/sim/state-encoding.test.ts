import { describe, expect, it } from 'vitest';
import { LEFT, Simulation, SIM_VERSION, TILE } from '../../src/sim';
import { makeLevel } from './support/make-level';

// 44 x 3: the exit at column 1, 40 gems on columns 2..41 (changeable cells 0..39 in reading
// order), the start at column 42. The state is 20 header words and no Minotaur words, then two
// words of one bit per changeable cell: cells 0..31 in the first, 32..39 in bits 0..7 of the second.
const GEMS = 40;
const ROW = `#E${'*'.repeat(GEMS)}S#`;
const LEVEL_TEXT = `${'#'.repeat(ROW.length)}\n${ROW}\n${'#'.repeat(ROW.length)}`;

/** A run that ran left from the start until it took `gems` gems, the rightmost first. */
function runTaking(gems: number): Simulation {
  const sim = new Simulation(makeLevel(LEVEL_TEXT));
  while (sim.gemsTaken < gems) sim.advance(LEFT);
  return sim;
}

describe('state encoding of changeable cells', () => {
  it('packs 32 cells to a word, in reading order, past the first word too', () => {
    const sim = runTaking(8);
    const words = sim.saveState();
    expect(words.length).toBe(22);
    // Gems on columns 34..41 (cells 32..39) taken, none of cells 0..31.
    expect([words[20], words[21]]).toEqual([0, 0xff]);
    const all = runTaking(GEMS).saveState();
    expect([all[20], all[21]]).toEqual([-1, 0xff]);
  });

  it('loads cells of the second word back where they were', () => {
    const original = runTaking(8);
    const restored = new Simulation(original.level);
    restored.loadState(original.saveState());
    expect(restored.hash()).toBe(original.hash());
    expect(restored.gemsTaken).toBe(8);
    expect(restored.tilesVersion).toBe(8);
    const row = Array.from({ length: ROW.length }, (_, x) => restored.tileAt(x, 1));
    const expected = [TILE.WALL, TILE.EXIT, ...Array<number>(32).fill(TILE.GEM)];
    expected.push(...Array<number>(9).fill(TILE.FLOOR), TILE.WALL);
    expect(row).toEqual(expected);
  });

  it('ignores the bits after the last changeable cell', () => {
    const original = runTaking(8);
    const words = original.saveState();
    words[21] = (words[21] ?? 0) | ~0xff;
    const restored = new Simulation(original.level);
    restored.loadState(words);
    expect(restored.tilesVersion).toBe(8);
    expect(restored.tileAt(0, 0)).toBe(TILE.WALL);
    expect(restored.hash()).toBe(original.hash());
  });
});

describe('loading a state', () => {
  it('accepts the four outcome codes and refuses any other, leaving the run as it was', () => {
    const sim = runTaking(1);
    const words = sim.saveState();
    const timedOut = words.slice();
    timedOut[3] = 3;
    const other = new Simulation(sim.level);
    other.loadState(timedOut);
    expect(other.outcome).toBe('timeout');
    for (const code of [-1, 4]) {
      const bad = words.slice();
      bad[3] = code;
      const before = sim.hash();
      expect(() => {
        sim.loadState(bad);
      }).toThrow(new RangeError(`bad outcome code ${code}`));
      expect(sim.hash()).toBe(before);
    }
  });

  it('names the simulation version of a state of another version', () => {
    const sim = runTaking(0);
    const words = sim.saveState();
    words[0] = SIM_VERSION + 6;
    expect(() => {
      sim.loadState(words);
    }).toThrow(
      new RangeError(`state is of simulation version ${SIM_VERSION + 6}, not ${SIM_VERSION}`),
    );
  });
});
