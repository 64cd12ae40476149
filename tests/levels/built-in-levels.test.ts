import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_LEVELS,
  BUILT_IN_SOURCES,
  getBuiltInLevel,
  planWinningRun,
} from '../../src/levels';
import { doorColourIndex, parseLevel, Simulation, solveLevel, TILE } from '../../src/sim';

const count = (tiles: Uint8Array, test: (tile: number) => boolean) =>
  Array.from(tiles).filter(test).length;

describe('built-in levels', () => {
  it('has at least ten, with unique URL-safe ids, names and one-line stories', () => {
    expect(BUILT_IN_LEVELS.length).toBeGreaterThanOrEqual(10);
    const ids = BUILT_IN_LEVELS.map((level) => level.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const level of BUILT_IN_LEVELS) {
      expect(level.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(encodeURIComponent(level.id)).toBe(level.id);
      expect(level.name.length).toBeGreaterThan(0);
      expect(level.story).not.toContain('\n');
    }
  });

  it('rises in difficulty from a 9x9 teaching maze to a 41x31 labyrinth', () => {
    const first = BUILT_IN_LEVELS[0];
    expect(first).toMatchObject({ width: 9, height: 9 });
    expect(first?.minotaurSpawns).toHaveLength(0);
    const areas = BUILT_IN_LEVELS.map((level) => level.width * level.height);
    const minotaurs = BUILT_IN_LEVELS.map((level) => level.minotaurSpawns.length);
    for (let i = 1; i < areas.length; i++) {
      expect(areas[i]).toBeGreaterThanOrEqual(areas[i - 1] ?? 0);
      expect(minotaurs[i]).toBeGreaterThanOrEqual(minotaurs[i - 1] ?? 0);
    }
    const last = BUILT_IN_LEVELS.at(-1);
    expect(last).toMatchObject({ width: 41, height: 31 });
    expect(last?.minotaurSpawns.length).toBeGreaterThanOrEqual(3);
    const tiles = last?.tiles ?? new Uint8Array();
    expect(count(tiles, (t) => doorColourIndex(t) >= 0)).toBe(3);
    expect(count(tiles, (t) => t === TILE.TRAP_A || t === TILE.TRAP_B)).toBeGreaterThan(5);
  });

  it('finds levels by id and nothing else', () => {
    expect(getBuiltInLevel('first-steps')).toBe(BUILT_IN_LEVELS[0]);
    expect(getBuiltInLevel('heart-of-the-labyrinth')).toBe(BUILT_IN_LEVELS.at(-1));
    expect(getBuiltInLevel('nope')).toBeUndefined();
    expect(getBuiltInLevel('')).toBeUndefined();
  });

  it('parses each level from its text, and back from its canonical text', () => {
    BUILT_IN_SOURCES.forEach((source, i) => {
      const level = BUILT_IN_LEVELS[i];
      expect(level?.id).toBe(source.meta.id);
      expect(parseLevel(level?.text ?? '', source.meta)).toEqual(level);
    });
  });

  it.each(BUILT_IN_LEVELS.map((level) => [level.id, level] as const))(
    '%s can be won: the static solver finds a route through keys and doors',
    (_, level) => {
      const solution = solveLevel(level);
      expect(solution.winnable).toBe(true);
      expect(solution.path.at(-1)).toBe(level.exit.y * level.width + level.exit.x);
      const steps = solution.path.length - 1;
      // The countdown leaves room beyond walking the shortest route flat out.
      expect(level.timeLimitTicks).toBeGreaterThan(2 * steps * 5);
    },
  );

  it.each(BUILT_IN_LEVELS.map((level) => [level.id, level] as const))(
    '%s is won by the autopilot in the real simulation, Minotaurs and traps included',
    (_, level) => {
      const { won, inputs } = planWinningRun(level);
      expect(won).toBe(true);
      const sim = new Simulation(level);
      for (const input of inputs) sim.advance(input);
      expect(sim.outcome).toBe('won');
      expect(sim.tick).toBe(inputs.length);
    },
    60_000,
  );
});
