import { afterEach, describe, expect, it } from 'vitest';
import type { SplitLineModel } from '../../../src/app/splits/live-splits';
import { replaySplits, type Split } from '../../../src/replay';
import { gameHarness } from '../game-harness';
import { boardService } from '../global/board-service';
import { settle } from '../global/fake-service';
import { builtIn, winningInputs, winningReplay } from '../../replay/support/replays';
import { FakeStorage } from '../../support/fake-storage';
import { ru } from '../../../src/app/text/catalogues/ru';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';

afterEach(() => {
  setTextLanguage('en', en);
});

type Harness = ReturnType<typeof gameHarness>;

/** A line the HUD was told of, and the live tick it was told on. */
interface ToldLine {
  readonly tick: number;
  readonly line: SplitLineModel | null;
}

/**
 * Plays `inputs` one frame (one tick) at a time until the run ends, noting each split line the
 * HUD is told of with the tick the run stood at then.
 */
function play(h: Harness, inputs: readonly number[]): ToldLine[] {
  const told: ToldLine[] = [];
  h.inputs.push(...inputs);
  for (let frame = 0; frame < inputs.length + 5 && h.game.screen === 'playing'; frame++) {
    const before = h.view.splitLines.length;
    h.run(1);
    for (const line of h.view.splitLines.slice(before))
      told.push({ tick: h.session.run?.tick ?? -1, line });
  }
  return told;
}

/** The lines told on a split (one with a tick). */
const onSplits = (told: readonly ToldLine[]) => told.filter((t) => t.line?.tick != null);

const RED_KEY = winningInputs('red-key');
/** The splits of the autopilot's red-key run, as the replay code re-derives them. */
const PB: Split[] = replaySplits(winningReplay('red-key'));
const wait = (ticks: number) => new Array<number>(ticks).fill(0);

/** A game where red-key's board holds the autopilot's win (played once, untimed). */
async function withPersonalBest(settings = {}) {
  const h = gameHarness({ settings: { ghost: false, ...settings } });
  h.game.startLevel(builtIn('red-key'));
  play(h, RED_KEY);
  await settle();
  expect(h.game.screen).toBe('won');
  return h;
}

describe('the live splits (recording view)', () => {
  it('show the delta against the personal best on the tick of each split, then list it', async () => {
    const h = await withPersonalBest();
    h.game.restart();
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'PB', state: 'waiting', tick: null });
    const told = play(h, [...wait(10), ...RED_KEY]);
    // Ten ticks late at every event: the line is told on the very tick of each split.
    expect(onSplits(told).map((t) => [t.tick, t.line?.event, t.line?.delta])).toEqual(
      PB.map((split) => [split.tick + 10, split.event, 10]),
    );
    expect(h.view.modelOf('won').splits).toEqual({
      label: 'PB',
      note: '',
      rows: PB.map((split) => ({ ...split, tick: split.tick + 10, delta: 10, gold: false })),
    });
  });

  it('marks the segments that beat the best gold, and the sum of best follows them', async () => {
    const storage = new FakeStorage();
    const h = gameHarness({ storage, settings: { ghost: false, splitComparison: 'sob' } });
    h.game.startLevel(builtIn('red-key'));
    // The first win is slow to its key (12 ticks waited), then as fast as the autopilot.
    play(h, [...wait(12), ...RED_KEY]);
    await settle();
    expect(h.view.modelOf('won').splits?.rows.map((r) => r.gold)).toEqual([false, false, false]);
    h.game.restart();
    const told = play(h, RED_KEY);
    // Sum of best: 12 ticks behind the autopilot at each split, so 12 ahead.
    expect(onSplits(told).map((t) => t.line?.delta)).toEqual([-12, -12, -12]);
    expect(onSplits(told)[0]?.line?.label).toBe('Sum of best');
    // Only the first segment (start to key) was faster; the others tie.
    expect(h.view.modelOf('won').splits?.rows.map((r) => r.gold)).toEqual([true, false, false]);
    const stored = JSON.parse(storage.items.get('mythic-maze:best-segments') ?? '{}') as {
      data: Record<string, { best: number[] }>;
    };
    expect(stored.data['level:red-key']?.best).toEqual([
      PB[0]?.tick,
      (PB[1]?.tick ?? 0) - (PB[0]?.tick ?? 0),
      (PB[2]?.tick ?? 0) - (PB[1]?.tick ?? 0),
    ]);
  });

  it('says so where the routes part', async () => {
    const storage = new FakeStorage();
    // Best segments along another route: a gem first.
    storage.items.set(
      'mythic-maze:best-segments',
      JSON.stringify({
        version: 1,
        data: {
          'level:red-key': { route: ['gem', 'exit'], best: [50, 50], finish: 100, stamp: 1 },
        },
      }),
    );
    const h = gameHarness({ storage, settings: { ghost: false, splitComparison: 'sob' } });
    h.game.startLevel(builtIn('red-key'));
    // The replay code arrives (in the page: right after the first frame).
    await settle();
    const told = play(h, RED_KEY);
    expect(onSplits(told).map((t) => t.line?.state)).toEqual(['parted', 'parted', 'parted']);
    expect(h.view.modelOf('won').splits).toMatchObject({
      label: 'Sum of best',
      note: 'Another route than the Sum of best.',
      rows: PB.map((split) => ({ ...split, delta: null })),
    });
  });

  it('hides the line with no comparison, and the key brings the next one in play', async () => {
    const h = await withPersonalBest({ splitComparison: 'none' });
    h.game.restart();
    expect(h.view.splitLines.at(-1)).toBeNull();
    h.game.command('comparison');
    expect(h.game.settings.splitComparison).toBe('pb');
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'PB', state: 'waiting' });
    h.game.command('comparison');
    expect(h.game.settings.splitComparison).toBe('wr');
    // No service in this game: no world record to compare with, and the line says why.
    await settle();
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'WR', state: 'missing' });
    expect(h.game.screen).toBe('playing');
  });

  it('has no personal best to show before the first win', async () => {
    const h = gameHarness({ settings: { ghost: false } });
    h.game.startLevel(builtIn('red-key'));
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'PB', state: 'loading' });
    await settle();
    expect(h.view.splitLines.at(-1)).toMatchObject({
      label: 'PB',
      state: 'missing',
      reason: 'no win here yet',
    });
  });

  it("compares with the world record's replay, fetched and verified, and races it", async () => {
    const { service, client, poster } = boardService();
    const h = gameHarness({
      global: { client, poster },
      settings: { ghost: false, splitComparison: 'wr' },
    });
    const record = replaySplits(winningReplay('first-steps', { player: 'Ariadne' }));
    h.game.startLevel(builtIn('first-steps'));
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'WR', state: 'loading' });
    await settle();
    expect(service.sent.map((r) => r.path)).toEqual([
      '/api/boards/level%3Afirst-steps?limit=10',
      `/api/replays/${'c'.repeat(64)}`,
    ]);
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'WR', state: 'waiting' });
    const told = play(h, [...wait(3), ...winningInputs('first-steps')]);
    expect(onSplits(told).map((t) => [t.tick, t.line?.delta])).toEqual(
      record.map((split) => [split.tick + 3, 3]),
    );
    // The end screen's button races the record: the comparison is the raced run.
    expect(h.view.modelOf('won').raceRecord).toBe(true);
    h.view.act('race-record');
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(h.game.ghost.racing?.label).toBe('WR');
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'WR', state: 'waiting' });
  });

  it("takes the world record's splits from its board row, without fetching its replay", async () => {
    // Splits no run of first-steps has (the record exits on tick 60): they can only have come
    // from the row.
    const { service, client, poster } = boardService([{ tick: 60, event: 'exit' }]);
    const h = gameHarness({
      global: { client, poster },
      settings: { ghost: false, splitComparison: 'wr' },
    });
    h.game.startLevel(builtIn('first-steps'));
    await settle();
    expect(service.sent.map((r) => r.path)).toEqual(['/api/boards/level%3Afirst-steps?limit=10']);
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'WR', state: 'waiting' });
    const [exit] = replaySplits(winningReplay('first-steps'));
    const told = play(h, [...wait(3), ...winningInputs('first-steps')]);
    expect(onSplits(told).map((t) => [t.tick, t.line?.event, t.line?.delta])).toEqual([
      [(exit?.tick ?? 0) + 3, 'exit', (exit?.tick ?? 0) + 3 - 60],
    ]);
  });

  it("writes a finished run's missing comparison again in the language switched to", async () => {
    const h = gameHarness({ settings: { ghost: false } });
    h.game.startLevel(builtIn('red-key'));
    play(h, RED_KEY);
    await settle();
    expect(h.view.modelOf('won').splits?.note).toBe('No PB to compare with: no win here yet.');
    setTextLanguage('ru', ru);
    expect(h.view.modelOf('won').splits?.note).toBe(
      'Не с чем сравнить («ЛР»): здесь ещё нет победы.',
    );
  });
});
