import { beforeEach, describe, expect, it } from 'vitest';
import { ReplaySeeker, type Replay } from '../../src/replay';
import { Simulation } from '../../src/sim';
import { builtIn, compress, expand, recordRun, winningReplay } from './support/replays';

// The seeker's borders: its default interval, the intervals and ticks it refuses (with what it
// says), and how many states it keeps, which is what bounds the work of a later seek.

describe('ReplaySeeker borders', () => {
  const level = builtIn('the-deep-halls');
  let replay: Replay;
  beforeEach(() => {
    replay = winningReplay('the-deep-halls');
  });

  /** The state hash after `tick` ticks by a plain run. */
  function hashAt(tick: number): number {
    const sim = new Simulation(level);
    for (const input of expand(replay.inputs).slice(0, tick)) sim.advance(input);
    return sim.hash();
  }

  it('saves a state every 200 ticks when no interval is given', () => {
    // The replay is long enough for the default to matter: 200 and 199 or 201 differ in count.
    expect(replay.final.tick).toBeGreaterThan(1000);
    const seeker = new ReplaySeeker({ replay, level });
    seeker.prepare();
    expect(seeker.snapshots).toBe(Math.floor(replay.final.tick / 200) + 1);
    // A state at tick 200 exactly, none before it.
    const lazy = new ReplaySeeker({ replay, level });
    lazy.seek(199);
    expect(lazy.snapshots).toBe(1);
    lazy.seek(200);
    expect(lazy.snapshots).toBe(2);
  });

  it('takes an interval of one tick, and refuses zero, negative and fractional ones by name', () => {
    const short = { ...replay, inputs: compress(expand(replay.inputs).slice(0, 30)) };
    const every = new ReplaySeeker({ replay: short, level, snapshotInterval: 1 });
    every.prepare();
    expect(every.snapshots).toBe(31);
    for (const bad of [0, -3, 2.5, Number.NaN]) {
      expect(() => new ReplaySeeker({ replay, level, snapshotInterval: bad })).toThrow(
        new RangeError(`snapshotInterval must be a positive integer, got ${String(bad)}`),
      );
    }
  });

  it('seeks to tick 0 and to the last tick, and refuses the ticks around them by name', () => {
    const seeker = new ReplaySeeker({ replay, level, snapshotInterval: 100 });
    const end = replay.final.tick;
    expect(seeker.seek(0).hash()).toBe(new Simulation(level).hash());
    expect(seeker.seek(end).tick).toBe(end);
    for (const bad of [-1, end + 1, 0.5]) {
      expect(() => seeker.seek(bad)).toThrow(
        new RangeError(`tick must be an integer from 0 to ${String(end)}, got ${String(bad)}`),
      );
    }
  });

  it('a seek saves the states up to its own interval only, and one in the middle of an interval starts from its state', () => {
    const seeker = new ReplaySeeker({ replay, level, snapshotInterval: 100 });
    expect(seeker.seek(99).hash()).toBe(hashAt(99));
    expect(seeker.snapshots).toBe(1);
    expect(seeker.seek(100).hash()).toBe(hashAt(100));
    expect(seeker.snapshots).toBe(2);
    expect(seeker.seek(450).hash()).toBe(hashAt(450));
    expect(seeker.snapshots).toBe(5);
    // Back before what is saved: no new state, still exact.
    expect(seeker.seek(150).hash()).toBe(hashAt(150));
    expect(seeker.snapshots).toBe(5);
  });

  it('prepares a replay that stops while its run still plays, up to its last tick only', () => {
    // The first 450 ticks of the winning run: the run is still playing at the replay's end.
    const cut = { ...replay, inputs: compress(expand(replay.inputs).slice(0, 450)) };
    const seeker = new ReplaySeeker({ replay: cut, level, snapshotInterval: 100 });
    seeker.prepare();
    expect(seeker.snapshots).toBe(5);
    const end = seeker.seek(450);
    expect(end.outcome).toBe('playing');
    expect(end.hash()).toBe(hashAt(450));
  });

  it('keeps no state past the end of a run that ended early', () => {
    const lost = recordRun({
      ref: { id: 'the-beast-stirs' },
      inputs: new Array<number>(3000).fill(0),
    });
    const caughtAt = lost.sim.tick;
    const longer = {
      ...lost.replay,
      inputs: compress([...expand(lost.replay.inputs), ...new Array<number>(400).fill(0)]),
      final: { ...lost.replay.final, tick: caughtAt + 400 },
    };
    const seeker = new ReplaySeeker({ replay: longer, snapshotInterval: 50 });
    seeker.prepare();
    // Tick 0 and every whole interval the run reached before it was caught, none after.
    expect(seeker.snapshots).toBe(Math.floor(caughtAt / 50) + 1);
    const atEnd = seeker.seek(longer.final.tick);
    expect(atEnd.tick).toBe(caughtAt);
    expect(atEnd.outcome).toBe('caught');
  });
});
