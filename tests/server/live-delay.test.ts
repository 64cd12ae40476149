/**
 * The spectator delay, by an injected clock and a pump (or the release timer's wake) stepped by
 * hand: no frame reaches a spectator before the delay has passed since the runner sent it, and
 * each does at that moment.
 */
import { describe, expect, it } from 'vitest';
import type { SpectatorFrame } from '../../src/api';
import { resolveReplayLevel } from '../../src/replay';
import { LiveRegistry } from '../../src/server/live/registry/live-registry';
import { DEFAULT_LIVE_SETTINGS } from '../../src/server/live/registry/live-settings';
import { LiveStream } from '../../src/server/live/registry/live-stream';

const T0 = Date.parse('2026-06-01T12:00:00.000Z');

function opened(delayMs: number, wake?: (at: number) => void) {
  const registry = new LiveRegistry({ ...DEFAULT_LIVE_SETTINGS, delayMs }, wake);
  const stream = new LiveStream(resolveReplayLevel({ id: 'first-steps' }), T0, 72_000);
  const identity = {
    levelKey: 'level:first-steps',
    level: { id: 'first-steps' },
    player: 'Theseus',
    playerId: 'p1',
    tokenId: 't1',
    bucket: '192.0.2.1',
  };
  const run = registry.open(identity, stream, T0);
  if ('reason' in run) throw new Error(run.problem);
  const frames: SpectatorFrame[] = [];
  registry.watch(run.identity.liveId, { send: (f) => frames.push(f), close: () => undefined }, T0);
  return { registry, run, frames };
}

describe('the spectator delay', () => {
  it('shows a run nobody watches as the delay lets it show, with no batch since: in the list and to a late spectator', () => {
    const registry = new LiveRegistry({ ...DEFAULT_LIVE_SETTINGS, delayMs: 2_000 });
    const stream = new LiveStream(resolveReplayLevel({ id: 'first-steps' }), T0, 72_000);
    const run = registry.open(
      {
        ...{ levelKey: 'level:first-steps', level: { id: 'first-steps' } },
        ...{ player: 'Ariadne', playerId: 'p2', tokenId: 't2', bucket: '192.0.2.2' },
      },
      stream,
      T0,
    );
    if ('reason' in run) throw new Error(run.problem);
    expect(registry.take(run, 0, [[10, 2]], T0 + 1_000)).toBeNull();
    expect(registry.take(run, 10, [[6, 4]], T0 + 1_200)).toBeNull();
    // The timer's pump comes when both batches are due; no batch comes after them.
    registry.pump(T0 + 3_300);
    expect(registry.list(T0 + 3_300).runs[0]).toMatchObject({ player: 'Ariadne', ticks: 16 });
    const frames: SpectatorFrame[] = [];
    registry.watch(
      run.identity.liveId,
      { send: (f) => frames.push(f), close: () => undefined },
      T0 + 3_300,
    );
    expect(frames).toMatchObject([
      {
        type: 'catch-up',
        runs: [
          [10, 2],
          [6, 4],
        ],
      },
    ]);
  });

  it('holds each frame exactly 2 000 ms (the default) after it came', () => {
    expect(DEFAULT_LIVE_SETTINGS.delayMs).toBe(2_000);
    const { registry, run, frames } = opened(2_000);
    expect(frames.map((f) => f.type)).toEqual(['catch-up']);
    expect(registry.take(run, 0, [[10, 2]], T0 + 1_000)).toBeNull();
    expect(registry.take(run, 10, [[10, 4]], T0 + 1_500)).toBeNull();
    registry.pump(T0 + 2_999);
    expect(frames).toHaveLength(1);
    registry.pump(T0 + 3_000);
    expect(frames.slice(1)).toEqual([{ type: 'inputs', from: 0, runs: [[10, 2]] }]);
    registry.pump(T0 + 3_499);
    expect(frames).toHaveLength(2);
    registry.pump(T0 + 3_500);
    expect(frames.slice(2)).toEqual([{ type: 'inputs', from: 10, runs: [[10, 4]] }]);
  });

  it('holds a pause and the list as well; a delay of 0 lets frames go at once', () => {
    const { registry, run, frames } = opened(5_000);
    registry.take(run, 0, [[10, 2]], T0 + 1_000);
    registry.disconnect(run, T0 + 1_200);
    registry.pump(T0 + 6_000);
    expect(registry.list(T0 + 6_000).runs[0]).toMatchObject({ ticks: 10, paused: false });
    expect(frames.map((f) => f.type)).toEqual(['catch-up', 'inputs']);
    registry.pump(T0 + 6_200);
    expect(frames.map((f) => f.type)).toEqual(['catch-up', 'inputs', 'paused']);
    expect(registry.list(T0 + 6_200).runs[0]).toMatchObject({ ticks: 10, paused: true });
    const now = opened(0);
    now.registry.take(now.run, 0, [[3, 1]], T0 + 500);
    now.registry.pump(T0 + 500);
    expect(now.frames.at(-1)).toEqual({ type: 'inputs', from: 0, runs: [[3, 1]] });
  });

  it('sends a late spectator only what is due, from tick 0, as one catch-up', () => {
    const { registry, run } = opened(2_000);
    registry.take(run, 0, [[10, 2]], T0 + 1_000);
    registry.take(
      run,
      10,
      [
        [5, 2],
        [5, 8],
      ],
      T0 + 1_200,
    );
    registry.take(run, 20, [[5, 8]], T0 + 1_400);
    const late: SpectatorFrame[] = [];
    registry.watch(
      run.identity.liveId,
      { send: (f) => late.push(f), close: () => undefined },
      T0 + 3_300,
    );
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({
      type: 'catch-up',
      runs: [
        [15, 2],
        [5, 8],
      ],
      paused: false,
    });
  });

  it('wakes the release timer for each frame of a watched run as it falls due, not before', () => {
    const wakes: number[] = [];
    const { registry, run, frames } = opened(2_000, (at) => wakes.push(at));
    registry.take(run, 0, [[10, 2]], T0 + 1_000);
    registry.take(run, 10, [[10, 4]], T0 + 1_200);
    // Only an earlier due time than any queued wakes the timer: the second waits behind the first.
    expect(wakes).toEqual([T0 + 3_000]);
    expect(registry.releaseDue(T0 + 2_999)).toBe(T0 + 3_000);
    expect(frames.map((f) => f.type)).toEqual(['catch-up']);
    expect(registry.releaseDue(T0 + 3_000)).toBe(T0 + 3_200);
    expect(frames.slice(1)).toEqual([{ type: 'inputs', from: 0, runs: [[10, 2]] }]);
    expect(registry.releaseDue(T0 + 3_200)).toBeUndefined();
    expect(frames.slice(2)).toEqual([{ type: 'inputs', from: 10, runs: [[10, 4]] }]);
  });

  it('forgets what falls due when it closes (the service stops): nothing is left to release', () => {
    const wakes: number[] = [];
    const { registry, run, frames } = opened(2_000, (at) => wakes.push(at));
    registry.take(run, 0, [[10, 2]], T0 + 1_000);
    expect(wakes).toEqual([T0 + 3_000]);
    registry.close();
    expect(registry.releaseDue(T0 + 1_000)).toBeUndefined();
    expect(registry.releaseDue(T0 + 10_000)).toBeUndefined();
    expect(frames.map((f) => f.type)).toEqual(['catch-up']);
  });

  it('queues nothing for a run nobody watches, and its first spectator queues what it holds', () => {
    const wakes: number[] = [];
    const registry = new LiveRegistry(DEFAULT_LIVE_SETTINGS, (at) => wakes.push(at));
    const stream = new LiveStream(resolveReplayLevel({ id: 'first-steps' }), T0, 72_000);
    const identity = { levelKey: 'level:first-steps', level: { id: 'first-steps' } };
    const who = { player: 'Ariadne', playerId: 'p2', tokenId: 't2', bucket: '192.0.2.2' };
    const run = registry.open({ ...identity, ...who }, stream, T0);
    if ('reason' in run) throw new Error(run.problem);
    registry.take(run, 0, [[10, 2]], T0 + 500);
    registry.take(run, 10, [[10, 1]], T0 + 2_700);
    expect(wakes).toEqual([]);
    const frames: SpectatorFrame[] = [];
    const spectator = { send: (f: SpectatorFrame) => frames.push(f), close: () => undefined };
    registry.watch(run.identity.liveId, spectator, T0 + 2_600);
    // The first frame was due at 2 500 and is in the catch-up; the second falls due at 4 700.
    expect(frames).toMatchObject([{ type: 'catch-up', runs: [[10, 2]] }]);
    expect(wakes).toEqual([T0 + 4_700]);
    expect(registry.releaseDue(T0 + 4_700)).toBeUndefined();
    expect(frames.slice(1)).toEqual([{ type: 'inputs', from: 10, runs: [[10, 1]] }]);
  });
});
