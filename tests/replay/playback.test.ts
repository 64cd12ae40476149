import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { InputTimeline, ReplaySeeker, simulateTo, type Replay } from '../../src/replay';
import { Simulation } from '../../src/sim';
import { builtIn, compress, expand, recordRun, winningReplay } from './support/replays';

const runsArb = fc.array(
  fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 15 })),
  {
    maxLength: 30,
  },
);

describe('InputTimeline', () => {
  it('gives the input of every tick, as the run-length pairs say', () => {
    fc.assert(
      fc.property(runsArb, (runs) => {
        const timeline = new InputTimeline(runs);
        const perTick = expand(runs);
        expect(timeline.length).toBe(perTick.length);
        perTick.forEach((input, tick) => {
          expect(timeline.inputAt(tick)).toBe(input);
        });
        expect([...timeline]).toEqual(perTick);
        const from = Math.floor(perTick.length / 3);
        expect([...timeline.from(from)]).toEqual(perTick.slice(from));
      }),
    );
  });

  it('refuses ticks outside the replay', () => {
    const timeline = new InputTimeline([[3, 2]]);
    expect(() => timeline.inputAt(3)).toThrow(RangeError);
    expect(() => timeline.inputAt(-1)).toThrow(RangeError);
    expect(() => timeline.inputAt(1.5)).toThrow(RangeError);
    expect(new InputTimeline([]).length).toBe(0);
  });
});

describe('seeking', () => {
  const level = builtIn('the-deep-halls');
  // Recorded per test, not while collecting: code run outside a test counts as "static" under
  // mutation testing, which then runs every test against each mutant it covers.
  let replay: Replay;
  let perTick: number[];
  beforeEach(() => {
    replay = winningReplay('the-deep-halls');
    perTick = expand(replay.inputs);
  });

  /** The state hash after `tick` ticks by a plain run. */
  function hashAt(tick: number): number {
    const sim = new Simulation(level);
    for (const input of perTick.slice(0, tick)) sim.advance(input);
    return sim.hash();
  }

  it('simulateTo reaches the same state as playing the inputs, from scratch or from a run', () => {
    for (const tick of [0, 1, 19, 20, 777, replay.final.tick]) {
      const sim = simulateTo(replay, tick);
      expect(sim.tick).toBe(tick);
      expect(sim.hash()).toBe(hashAt(tick));
    }
    const from = simulateTo(replay, 500);
    const fromHash = from.hash();
    expect(simulateTo(replay, 1200, { from }).hash()).toBe(hashAt(1200));
    // The run it continued from is left as it was.
    expect(from.tick).toBe(500);
    expect(from.hash()).toBe(fromHash);
    // A run past the target is not used.
    expect(simulateTo(replay, 100, { from }).hash()).toBe(hashAt(100));
    expect(simulateTo(replay, replay.final.tick).outcome).toBe('won');
  });

  it('simulateTo refuses a tick outside the replay', () => {
    expect(() => simulateTo(replay, replay.final.tick + 1)).toThrow(RangeError);
    expect(() => simulateTo(replay, -1)).toThrow(RangeError);
  });

  it('ReplaySeeker.prepare saves a state every interval up to the end, and seeks stay exact', () => {
    const seeker = new ReplaySeeker({ replay, level, snapshotInterval: 100 });
    expect(seeker.snapshots).toBe(1);
    seeker.prepare();
    // Tick 0, then ticks 100, 200, … up to the last whole interval before the end.
    expect(seeker.snapshots).toBe(Math.floor(replay.final.tick / 100) + 1);
    for (const tick of [replay.final.tick, 1, 250, replay.final.tick - 1]) {
      expect(seeker.seek(tick).hash()).toBe(hashAt(tick));
    }
    expect(seeker.snapshots).toBe(Math.floor(replay.final.tick / 100) + 1);
  });

  it('ReplaySeeker lands on exactly the state of a plain run at any tick, in any order', () => {
    const seeker = new ReplaySeeker({ replay, level, snapshotInterval: 150 });
    expect(seeker.endTick).toBe(replay.final.tick);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: replay.final.tick }), (tick) => {
        const sim = seeker.seek(tick);
        expect(sim.tick).toBe(tick);
        expect(sim.hash()).toBe(hashAt(tick));
      }),
      { numRuns: 40 },
    );
    // Each seek gives an independent run: stepping one does not move another.
    const a = seeker.seek(300);
    const b = seeker.seek(300);
    a.advance(perTick[300] ?? 0);
    expect(b.tick).toBe(300);
  }, 30_000);

  it('ReplaySeeker stays at the end of a run that ended before the replay did', () => {
    const lost = recordRun({
      ref: { id: 'the-beast-stirs' },
      inputs: new Array<number>(3000).fill(0),
    });
    expect(lost.sim.outcome).toBe('caught');
    // A doctored replay that claims 40 more ticks after the catch.
    const longer = {
      ...lost.replay,
      inputs: compress([...expand(lost.replay.inputs), ...new Array<number>(40).fill(0)]),
      final: { ...lost.replay.final, tick: lost.replay.final.tick + 40 },
    };
    const seeker = new ReplaySeeker({ replay: longer, snapshotInterval: 7 });
    const end = seeker.seek(longer.final.tick);
    expect(end.tick).toBe(lost.replay.final.tick);
    expect(end.hash()).toBe(lost.sim.hash());
    expect(() => seeker.seek(longer.final.tick + 1)).toThrow(RangeError);
    expect(() => new ReplaySeeker({ replay: longer, snapshotInterval: 0 })).toThrow(RangeError);
  });
});
