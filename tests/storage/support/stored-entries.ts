import fc from 'fast-check';
import { encodeReplay, verifyReplay, type Replay } from '../../../src/replay';
import { MAX_TIME_LIMIT_TICKS } from '../../../src/sim';
import { recordRun, winningReplay } from '../../replay/support/replays';

/**
 * Arbitraries for stored documents whose every entry knows, independently of the code under
 * test, whether the game must keep it. `value` is what goes into storage; `kept` is what loading
 * must give back for it, or undefined when loading must drop it (and back up the text).
 */
export interface StoredEntry<T> {
  readonly key: string;
  readonly value: unknown;
  readonly kept: T | undefined;
}

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', 'x'.repeat(3000), 1e308, -0, [], {}, '<img src=x onerror=alert(1)>'),
);

const hostileKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', 'toString');

/** A settings field: a valid one is kept (names trimmed); anything else falls back to its default. */
export const settingsEntry: fc.Arbitrary<StoredEntry<boolean | string>> = fc.oneof(
  fc
    .tuple(fc.constantFrom('sound', 'autoPauseOnBlur', 'diagnostics', 'ghost'), fc.boolean())
    .map(([key, value]) => ({ key, value, kept: value })),
  fc
    .tuple(fc.string({ maxLength: 2 }), fc.string({ minLength: 1, maxLength: 24 }))
    .filter(([pad, name]) => name.trim() === name && name.trim().length > 0 && pad.trim() === '')
    .map(([pad, name]) => ({ key: 'playerName', value: pad + name + pad, kept: name })),
  fc
    .tuple(fc.constantFrom('sound', 'ghost', 'playerName'), junk)
    .filter(([key, value]) => (key === 'playerName' ? typeof value !== 'string' : true))
    .filter(([, value]) => typeof value !== 'boolean')
    .map(([key, value]) => ({ key, value, kept: undefined })),
  // Markup is a valid name: it is kept, and shown as text wherever it appears.
  fc
    .constantFrom('<b>bold</b>', '<img src=x>')
    .map((value) => ({ key: 'playerName', value, kept: value })),
  fc
    .constantFrom(' '.repeat(3), 'x'.repeat(25), '', '<img src=x onerror=alert(1)>')
    .map((value) => ({ key: 'playerName', value, kept: undefined })),
  fc
    .tuple(fc.oneof(hostileKeys, fc.string({ maxLength: 6 })), junk)
    .filter(
      ([key]) => !['sound', 'autoPauseOnBlur', 'diagnostics', 'ghost', 'playerName'].includes(key),
    )
    .map(([key, value]) => ({ key, value, kept: undefined })),
);

const levelId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A progress record: kept when its key is a level id and it is exactly {bestTicks: 0..limit}. */
export const progressEntry: fc.Arbitrary<StoredEntry<{ bestTicks: number }>> = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,3}$/),
      fc.integer({ min: 0, max: MAX_TIME_LIMIT_TICKS }),
    )
    .map(([key, bestTicks]) => ({ key, value: { bestTicks }, kept: { bestTicks } })),
  fc
    .tuple(
      fc.constantFrom('first-steps', 'red-key', 'daily-2026-03-14'),
      fc.oneof(
        fc.record({ bestTicks: fc.constantFrom(-1, 0.5, MAX_TIME_LIMIT_TICKS + 1, 1e308) }),
        fc.record({ bestTicks: fc.nat(), extra: junk }),
        junk,
      ),
    )
    .map(([key, value]) => ({ key, value, kept: undefined })),
  fc
    .tuple(fc.oneof(hostileKeys, fc.string({ maxLength: 70 })), fc.nat({ max: 1000 }))
    .filter(([key]) => !(key.length <= 64 && levelId.test(key)))
    .map(([key, bestTicks]) => ({ key, value: { bestTicks }, kept: undefined })),
);

/** A stored leaderboard run: what it is stored as, the replay text it holds, and whether it is valid. */
export interface BoardRun {
  readonly value: unknown;
  readonly replayText: string | null;
  readonly valid: boolean;
}

/** A stored run as the leaderboard writes it, with the time and gems the simulation gives, then edited. */
function runOf(replay: Replay, edit: Readonly<Record<string, unknown>> = {}) {
  const verdict = verifyReplay(replay);
  return {
    name: replay.player,
    ticks: verdict.finalTimeTicks,
    gems: verdict.gems,
    date: replay.recordedAt,
    replay,
    ...edit,
  };
}

const names = ['Theseus', 'Ariadne', 'Minos', 'Daedalus', 'Icarus', 'Phaedra'];
/** Distinct won runs of first-steps: same inputs, other players and dates. */
const wins = names.flatMap((player, i) =>
  [0, 1].map((wait) =>
    winningReplay('first-steps', {
      wait,
      player,
      recordedAt: `2026-03-${String(10 + i).padStart(2, '0')}T09:00:00.000Z`,
    }),
  ),
);
const lost = recordRun({ ref: { id: 'first-steps' }, inputs: new Array<number>(30).fill(0) });
const elsewhere = winningReplay('red-key');

/** A run for the first-steps board: one of the valid wins, or a forged, foreign or broken one. */
export const boardRun: fc.Arbitrary<BoardRun> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...wins).map((replay) => ({
      value: runOf(replay),
      replayText: encodeReplay(replay),
      valid: true,
    })),
  },
  fc
    .tuple(
      fc.constantFrom(...wins),
      fc.constantFrom<Record<string, unknown>>(
        { ticks: 1 },
        { ticks: '78' },
        { gems: 1 },
        { name: 'Someone else' },
        { date: '2020-01-01T00:00:00.000Z' },
        { extra: true },
        { replay: 'not a replay' },
      ),
    )
    .map(([replay, edit]) => ({
      value: runOf(replay, edit),
      replayText: null,
      valid: false,
    })),
  fc.constantFrom(lost.replay, elsewhere).map((replay) => ({
    value: runOf(replay),
    replayText: null,
    valid: false,
  })),
  junk.map((value) => ({ value, replayText: null, valid: false })),
);
