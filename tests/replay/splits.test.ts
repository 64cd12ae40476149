import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDENS, goldenLevel, readGolden } from '../../e2e/support/goldens';
import {
  openLevelLink,
  replaySplits,
  SplitRecorder,
  verifyReplay,
  type Split,
} from '../../src/replay';
import { DOWN, EVENT, LEFT, RIGHT, Simulation, UP } from '../../src/sim';
import { makeLevel } from '../sim/support/make-level';
import { expand } from './support/replays';
import { walkSplits } from './support/split-walk';

const FIXTURES = new URL('../../e2e/fixtures/', import.meta.url);

/** Runs `inputs` on `level`, noting each tick, as the live game will. */
function recorded(level: ReturnType<typeof makeLevel>, inputs: readonly number[]): Split[] {
  const run = new Simulation(level);
  const recorder = new SplitRecorder();
  for (const input of inputs) {
    run.advance(input);
    recorder.note(run);
  }
  return recorder.splits;
}

const hold = (input: number, ticks: number): number[] => new Array<number>(ticks).fill(input);

describe('split events', () => {
  it.each(GOLDENS.map((g) => [g.name, g] as const))(
    '%s: the splits are the events a walk of the state finds',
    (_name, g) => {
      const replay = readGolden(g);
      const level = goldenLevel(g);
      const walked = walkSplits(level, expand(replay.inputs));
      expect(replaySplits(replay, { level })).toEqual(walked);
      expect(verifyReplay(replay, { level, splits: true }).splits).toEqual(walked);
    },
  );

  it('the goldens between them hold every kind of event, and one exit per win', () => {
    const kinds = new Set(GOLDENS.flatMap((g) => replaySplits(readGolden(g)).map((s) => s.event)));
    expect([...kinds].sort()).toEqual(
      [
        'door:blue',
        'door:green',
        'door:red',
        'exit',
        'gem',
        'key:blue',
        'key:green',
        'key:red',
      ].sort(),
    );
    for (const g of GOLDENS) {
      const exits = replaySplits(readGolden(g)).filter((s) => s.event === 'exit');
      expect(exits.length, g.name).toBe(g.outcome === 'won' ? 1 : 0);
    }
  });

  it("the level links' proofs split as the walk finds", () => {
    const links = readdirSync(FIXTURES).filter((name) => name.startsWith('level-'));
    expect(links.length).toBeGreaterThan(0);
    for (const name of links) {
      const opened = openLevelLink(readFileSync(new URL(name, FIXTURES), 'utf8').trim());
      if (!opened.ok) throw new Error(`${name}: ${opened.message}`);
      expect(replaySplits(opened.proof, { level: opened.level })).toEqual(
        walkSplits(opened.level, expand(opened.proof.inputs)),
      );
    }
  });

  it('a second key of a colour splits again, and a door opened going left is its colour', () => {
    const level = makeLevel(['#######', '#E.R.S#', '#####r#', '#####r#', '#######'].join('\n'));
    // Down a tile takes a key once past the half-way line (3 ticks of 12 units), the next tile 5
    // ticks later; back up 10 ticks, 5 ticks left to the tile before the door, which opens on
    // the next; the exit is 3 tiles on, reached past its half-way line 13 ticks after that tile.
    const inputs = [...hold(DOWN, 10), ...hold(UP, 10), ...hold(LEFT, 20)];
    expect(recorded(level, inputs)).toEqual([
      { tick: 3, event: 'key:red' },
      { tick: 8, event: 'key:red' },
      { tick: 26, event: 'door:red' },
      { tick: 38, event: 'exit' },
    ]);
    expect(walkSplits(level, inputs)).toEqual(recorded(level, inputs));
  });

  it('a door opened going up is its colour; nothing splits while standing still', () => {
    const level = makeLevel(['#####', '##E##', '##G##', '#gS.#', '#####'].join('\n'));
    const inputs = [...hold(0, 4), ...hold(LEFT, 5), ...hold(RIGHT, 5), ...hold(UP, 10)];
    expect(recorded(level, inputs)).toEqual([
      { tick: 7, event: 'key:green' },
      { tick: 15, event: 'door:green' },
      { tick: 22, event: 'exit' },
    ]);
  });

  it('counts a tick noted twice once', () => {
    const level = makeLevel(['#####', '##E##', '##G##', '#gS.#', '#####'].join('\n'));
    const run = new Simulation(level);
    const recorder = new SplitRecorder();
    for (const input of hold(LEFT, 3)) {
      run.advance(input);
      recorder.note(run);
      recorder.note(run);
    }
    expect(recorder.splits).toEqual([{ tick: 3, event: 'key:green' }]);
    expect(recorder.count).toBe(1);
  });

  it('throws rather than name a colour it cannot see: no door beside, no key under the player', () => {
    // A run whose events say a door opened or a key was taken, on a tick where Theseus stands
    // at the start, a floor tile with floor on his right: no colour can be read, and none is made up.
    const run = new Simulation(makeLevel(['#####', '#S.E#', '#####'].join('\n')));
    const claiming = (events: number): Simulation =>
      ({
        events,
        tick: 5,
        player: { x: run.player.x, y: run.player.y, dir: RIGHT },
        tileAt: (x: number, y: number) => run.tileAt(x, y),
        level: run.level,
      }) as unknown as Simulation;
    expect(() => {
      new SplitRecorder().note(claiming(EVENT.DOOR_OPENED));
    }).toThrow('no door opened beside the player at tick 5');
    expect(() => {
      new SplitRecorder().note(claiming(EVENT.KEY_TAKEN));
    }).toThrow('no key under the player at tick 5');
  });
});
