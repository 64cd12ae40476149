import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../src/replay/base64url';
import { InputLog, InputTimeline, simulateTo } from '../../src/replay';
import { DOWN, RIGHT, UP } from '../../src/sim';
import { winningReplay } from './support/replays';

// The small parts of src/replay that the codec and playback tests reach only through
// share-link.test.ts, which mutation runs leave out; each case below pins one edge.

describe('base64url', () => {
  it('decodes only the one canonical text of each byte string', () => {
    expect(fromBase64Url('AA')).toEqual(new Uint8Array([0]));
    // 'AB' carries the same byte with leftover bits set: a second text for it, refused.
    expect(fromBase64Url('AB')).toBeNull();
    expect(fromBase64Url('AA==')).toBeNull();
    expect(fromBase64Url('A')).toBeNull();
    expect(toBase64Url(new Uint8Array([251, 255]))).toBe('-_8');
    expect(fromBase64Url('-_8')).toEqual(new Uint8Array([251, 255]));
  });
});

describe('InputLog', () => {
  it('counts the ticks logged, one per append, and lays them out by tick', () => {
    const log = new InputLog();
    const run = { tick: 1, hash: () => 0 };
    expect(log.ticks).toBe(0);
    for (const input of [0, 0, RIGHT]) log.append(input, run);
    expect(log.ticks).toBe(3);
    expect(log.runs()).toEqual([
      [2, 0],
      [1, RIGHT],
    ]);
    expect([...log.timeline()]).toEqual([0, 0, RIGHT]);
  });
});

describe('InputTimeline', () => {
  it('names the ticks it has when asked for one outside them', () => {
    const timeline = new InputTimeline([
      [3, 0],
      [2, UP],
    ]);
    expect(() => timeline.inputAt(5)).toThrow(
      new RangeError('tick must be an integer from 0 to 4, got 5'),
    );
    expect(() => timeline.inputAt(-1)).toThrow('tick must be an integer from 0 to 4, got -1');
  });
});

describe('simulateTo', () => {
  it('stops at the tick asked for, and names the range when the tick is outside it', () => {
    const replay = winningReplay('first-steps');
    expect(replay.final.tick).toBeGreaterThan(10);
    expect(simulateTo(replay, 10).tick).toBe(10);
    expect(() => simulateTo(replay, replay.final.tick + 1)).toThrow(
      new RangeError(
        `tick must be an integer from 0 to ${String(replay.final.tick)}, got ${String(replay.final.tick + 1)}`,
      ),
    );
  });

  it('continues from the run it is given, at or before the tick, instead of starting again', () => {
    const replay = winningReplay('first-steps');
    // A run of the level that went its own way for 6 ticks: continuing from it (as seeking
    // does with the run it holds) shows in the position, which a fresh run would not have.
    const fresh = simulateTo(replay, 6);
    const other = simulateTo({ ...replay, inputs: [[6, DOWN]] }, 6);
    expect(other.hash()).not.toBe(fresh.hash());
    expect(simulateTo(replay, 6, { from: other }).hash()).toBe(other.hash());
    expect(simulateTo(replay, 8, { from: other }).hash()).not.toBe(simulateTo(replay, 8).hash());
    // Past the tick asked for, it is not used.
    const later = simulateTo(replay, 9);
    expect(simulateTo(replay, 8, { from: later }).tick).toBe(8);
  });
});
