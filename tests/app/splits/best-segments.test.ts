import { describe, expect, it } from 'vitest';
import type { Split, SplitEvent } from '../../../src/replay';
import { mergeBestSegments } from '../../../src/app/splits/best-segments';
import type { BestSegments } from '../../../src/storage/best-segments';

const s = (tick: number, event: SplitEvent): Split => ({ tick, event });

const ROUTE: SplitEvent[] = ['key:red', 'door:red', 'exit'];
/** Segments 100, 50, 30: finish at 180. */
const RECORD: BestSegments = { route: ROUTE, best: [100, 50, 30], finish: 180, stamp: 1 };

describe('best segments', () => {
  it('are laid down by the first won run, with no gold marks', () => {
    const run = [s(100, 'key:red'), s(150, 'door:red'), s(180, 'exit')];
    expect(mergeBestSegments(null, run, true, 7)).toEqual({
      record: { route: ROUTE, best: [100, 50, 30], finish: 180, stamp: 7 },
      gold: [false, false, false],
      changed: true,
    });
  });

  it('are not laid down by a lost run', () => {
    const merged = mergeBestSegments(null, [s(100, 'key:red')], false, 7);
    expect(merged).toEqual({ record: null, gold: [false], changed: false });
  });

  it('improve with every faster segment, won or lost, and mark those gold', () => {
    // Segments 90 (faster), 60 (slower), then caught.
    const lost = [s(90, 'key:red'), s(150, 'door:red')];
    expect(mergeBestSegments(RECORD, lost, false, 2)).toEqual({
      record: { route: ROUTE, best: [90, 50, 30], finish: 180, stamp: 2 },
      gold: [true, false],
      changed: true,
    });
  });

  it('count a tie as no new best', () => {
    const same = [s(100, 'key:red'), s(150, 'door:red'), s(180, 'exit')];
    expect(mergeBestSegments(RECORD, same, true, 2)).toEqual({
      record: RECORD,
      gold: [false, false, false],
      changed: false,
    });
  });

  it('take a faster finish along the route', () => {
    const run = [s(101, 'key:red'), s(151, 'door:red'), s(179, 'exit')];
    const merged = mergeBestSegments(RECORD, run, true, 3);
    expect(merged.record).toEqual({ route: ROUTE, best: [100, 50, 28], finish: 179, stamp: 3 });
    expect(merged.gold).toEqual([false, false, true]);
  });

  it('ignore segments past where the routes part', () => {
    // A gem first: the key's segment is another race, however fast.
    const run = [s(10, 'gem'), s(20, 'key:red'), s(30, 'door:red'), s(300, 'exit')];
    const merged = mergeBestSegments(RECORD, run, true, 4);
    expect(merged.gold).toEqual([false, false, false, false]);
    // 300 ticks less a gem's 20 is 280: slower than 180, so the route stays.
    expect(merged).toMatchObject({ record: RECORD, changed: false });
  });

  it('move to another route whose final time beats the fastest finish, keeping the shared best', () => {
    // Key at 95 (gold), then a gem and the exit at 195: 195 - 20 = 175, faster than 180.
    const run = [s(95, 'key:red'), s(120, 'gem'), s(160, 'door:red'), s(195, 'exit')];
    const merged = mergeBestSegments(RECORD, run, true, 5);
    expect(merged).toEqual({
      record: {
        route: ['key:red', 'gem', 'door:red', 'exit'],
        best: [95, 25, 40, 35],
        finish: 195,
        stamp: 5,
      },
      gold: [true, false, false, false],
      changed: true,
    });
  });

  it('are not laid down by a won run with no splits', () => {
    expect(mergeBestSegments(null, [], true, 7)).toEqual({
      record: null,
      gold: [],
      changed: false,
    });
  });

  it('keep a slower finish along the route, and keep the route for a raw time that is not faster', () => {
    // Segments 100, 50, 40: none faster, and 190 is slower than 180.
    const slower = [s(100, 'key:red'), s(150, 'door:red'), s(190, 'exit')];
    expect(mergeBestSegments(RECORD, slower, true, 2)).toEqual({
      record: RECORD,
      gold: [false, false, false],
      changed: false,
    });
    // Two gems: 150 - 40 = 110. The exit alone at 120 is faster in ticks, slower in time.
    const gems: BestSegments = {
      route: ['gem', 'gem', 'exit'],
      best: [50, 50, 50],
      finish: 150,
      stamp: 1,
    };
    expect(mergeBestSegments(gems, [s(120, 'exit')], true, 2)).toEqual({
      record: gems,
      gold: [false],
      changed: false,
    });
  });

  it("count a gem, and only a gem, as a second off a route's final time", () => {
    // The exit after one gem at 170 is 150, faster than 180: counting the key and the door as
    // gems too would make the route's 180 into 120 and keep it.
    const run = [s(100, 'gem'), s(170, 'exit')];
    expect(mergeBestSegments(RECORD, run, true, 3).record).toEqual({
      route: ['gem', 'exit'],
      best: [100, 70],
      finish: 170,
      stamp: 3,
    });
    // A tie in final time (200 less a gem is 180) keeps the route.
    const tie = [s(100, 'gem'), s(200, 'exit')];
    expect(mergeBestSegments(RECORD, tie, true, 3)).toMatchObject({
      record: RECORD,
      changed: false,
    });
  });

  it('save a faster finish even when no segment beat its best', () => {
    // The best segments come from different runs: 100 + 50 + 20 = 170 under the finish of 180.
    const record: BestSegments = { route: ROUTE, best: [100, 50, 20], finish: 180, stamp: 1 };
    const run = [s(100, 'key:red'), s(155, 'door:red'), s(179, 'exit')];
    expect(mergeBestSegments(record, run, true, 4)).toEqual({
      record: { route: ROUTE, best: [100, 50, 20], finish: 179, stamp: 4 },
      gold: [false, false, false],
      changed: true,
    });
  });

  it('save a move to another route that finishes on the same tick with a better time', () => {
    // A gem first, the exit at 180 as before: 160 beats 180, though no segment and no tick did.
    const run = [s(100, 'gem'), s(130, 'key:red'), s(160, 'door:red'), s(180, 'exit')];
    expect(mergeBestSegments(RECORD, run, true, 6)).toEqual({
      record: {
        route: ['gem', 'key:red', 'door:red', 'exit'],
        best: [100, 30, 30, 20],
        finish: 180,
        stamp: 6,
      },
      gold: [false, false, false, false],
      changed: true,
    });
  });
});
