import { describe, expect, it } from 'vitest';
import { ManualFrameSource } from '../../src/loop/frame-source';
import { GameLoop } from '../../src/loop/game-loop';
import { expectBalanced, startLoop, vsync } from './loop-harness';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('GameLoop: exact ticks from timestamps', () => {
  it('uses the first frame after start only as the baseline', () => {
    const h = startLoop();
    expect(h.frame(123_456.789)).toBe(0);
    expect(h.calls).toEqual(['render']);
    expect(h.alphas).toEqual([0]);
    expect(h.loop.ledger.fedUs).toBe(0);
  });

  it('gives exact tick counts for a given timestamp sequence, capped at 4 per frame', () => {
    const h = startLoop();
    expect(h.run([0, 16, 33, 50, 300, 316.5, 1000.25])).toEqual([0, 0, 0, 1, 4, 0, 4]);
    expect(h.alphas.at(-1)).toBeCloseTo(0.005, 12);
    const ledger = h.loop.ledger;
    expect(ledger).toMatchObject({
      fedUs: 1_000_250,
      simulatedUs: 450_000,
      droppedUs: 550_000,
      discardedUs: 0,
      pendingUs: 250,
      ticksRun: 9,
      ticksDropped: 11,
      droppedEvents: 2,
      resetEvents: 0,
    });
    expectBalanced(ledger);
  });

  it('runs all of a frame’s ticks before rendering once, with the clock’s alpha', () => {
    const h = startLoop();
    h.run([0, 130]);
    expect(h.calls).toEqual(['render', 'tick', 'tick', 'render']);
    expect(h.alphas).toEqual([0, 0.6]);
  });

  it.each([30, 59.94, 60, 75, 120, 144, 165, 240, 360])(
    'runs exactly the ticks the elapsed time pays for at %s Hz over ten seconds, without drift',
    (hz) => {
      const timestamps = vsync(hz, Math.round(hz * 10) + 1, 5_000.123);
      const h = startLoop();
      const perFrame = h.run(timestamps);
      const first = Math.round((timestamps[0] ?? 0) * 1000);
      const last = Math.round((timestamps.at(-1) ?? 0) * 1000);
      expect(sum(perFrame)).toBe(Math.floor(((last - first) * 20) / 1_000_000));
      expect(Math.max(...perFrame)).toBeLessThanOrEqual(1);
      expectBalanced(h.loop.ledger);
    },
  );

  it('gives 20 ticks for one second of 60 Hz fractional timestamps', () => {
    const h = startLoop();
    const perFrame = h.run(vsync(60, 61));
    expect(sum(perFrame)).toBe(20);
    expect(perFrame.filter((ticks) => ticks === 1)).toHaveLength(20);
    expect(h.loop.ledger).toMatchObject({ fedUs: 1_000_000, simulatedUs: 1_000_000, pendingUs: 0 });
  });

  it('asks for exactly one frame per frame delivered', () => {
    const h = startLoop();
    h.run(vsync(60, 10));
    expect(h.frames.requests).toBe(11);
    expect(h.frames.pending).toBe(true);
  });

  it('honours a custom cap', () => {
    const h = startLoop({ maxTicksPerFrame: 2 });
    expect(h.run([0, 500])).toEqual([0, 2]);
    expect(h.loop.ledger.ticksDropped).toBe(8);
  });
});

describe('GameLoop: start and stop', () => {
  it('stops asking for frames and listening to the page', () => {
    const h = startLoop();
    h.run([0, 50]);
    expect(h.lifecycle.listenerCount).toBe(1);
    h.loop.stop();
    expect(h.loop.running).toBe(false);
    expect(h.frames.pending).toBe(false);
    expect(h.lifecycle.listenerCount).toBe(0);
    expect(() => {
      h.frames.frame(100);
    }).toThrow('no frame was requested');
    h.lifecycle.emit('hidden');
    expect(h.loop.paused).toBe(false);
  });

  it('takes a new baseline when started again, keeping the pending part of a tick', () => {
    const h = startLoop();
    h.run([0, 30]);
    h.loop.stop();
    h.loop.start();
    h.loop.start();
    expect(h.frames.requests).toBe(4);
    expect(h.run([10_000, 10_020])).toEqual([0, 1]);
    expect(h.loop.ledger.fedUs).toBe(50_000);
  });

  it('cannot be built with a bad cap or rate', () => {
    const frames = new ManualFrameSource();
    const base = { frames, tick: () => undefined, render: () => undefined };
    expect(() => new GameLoop({ ...base, maxTicksPerFrame: 0 })).toThrow(
      'maxTicksPerFrame must be a positive safe integer, got 0',
    );
    expect(() => new GameLoop({ ...base, rate: 3 })).toThrow(RangeError);
  });
});

describe('GameLoop: errors', () => {
  it('stops safely when a tick throws, and hands the error to onError', () => {
    const failure = new Error('wall at 3,4 has no tile');
    let calls = 0;
    const h = startLoop({
      tick: () => {
        calls += 1;
        if (calls === 2) throw failure;
      },
    });
    h.frame(0);
    h.frames.frame(200);
    expect(h.errors).toEqual([failure]);
    expect(h.loop.running).toBe(false);
    expect(h.frames.pending).toBe(false);
    expect(h.lifecycle.listenerCount).toBe(0);
    expect(h.calls.filter((call) => call === 'render')).toHaveLength(1);
    // The failed tick and the two after it never ran: booked as interrupted.
    expect(h.loop.ledger).toMatchObject({ ticksRun: 1, ticksInterrupted: 3 });
    expectBalanced(h.loop.ledger);
  });

  it('stops safely when render throws, and hands the error to onError', () => {
    const failure = new TypeError('no sprite for gem');
    const h = startLoop({
      render: (alpha) => {
        if (alpha > 0.5) throw failure;
      },
    });
    h.run([0, 30]);
    expect(h.errors).toEqual([failure]);
    expect(h.loop.running).toBe(false);
    expect(h.frames.pending).toBe(false);
  });

  it('rethrows from the frame when there is no onError, after stopping', () => {
    const frames = new ManualFrameSource();
    const loop = new GameLoop({
      frames,
      tick: () => {
        throw new RangeError('tick 7: bad input');
      },
      render: () => undefined,
    });
    loop.start();
    frames.frame(0);
    expect(() => {
      frames.frame(60);
    }).toThrow('tick 7: bad input');
    expect(loop.running).toBe(false);
    expect(frames.pending).toBe(false);
  });
});

describe('GameLoop: broken timestamps', () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300])(
    'ignores the timestamp %s for timing but still draws the still frame',
    (broken) => {
      const h = startLoop();
      h.run([0, 30]);
      expect(h.frame(broken)).toBe(0);
      expect(h.alphas.at(-1)).toBe(0.6);
      expect(h.frames.pending).toBe(true);
      // The baseline was kept: 20 ms after the last good frame completes the tick.
      expect(h.frame(50)).toBe(1);
      expect(h.loop.stats().badTimestamps).toBe(1);
      expect(h.loop.ledger.fedUs).toBe(50_000);
      expectBalanced(h.loop.ledger);
    },
  );

  it('feeds nothing for a timestamp that goes backwards, and counts from it afterwards', () => {
    const h = startLoop();
    expect(h.run([0, 100, 40, 90])).toEqual([0, 2, 0, 1]);
    expect(h.loop.stats().backwardTimestamps).toBe(1);
    expect(h.loop.ledger).toMatchObject({ fedUs: 150_000, droppedEvents: 0 });
  });

  it('feeds nothing for a repeated timestamp', () => {
    const h = startLoop();
    expect(h.run([0, 30, 30, 30, 50])).toEqual([0, 0, 0, 0, 1]);
    expect(h.loop.ledger.fedUs).toBe(50_000);
  });

  it('treats a jump by hours as one stall: capped, dropped, counted', () => {
    const h = startLoop();
    const hours = 3 * 3600 * 1000;
    expect(h.run([0, hours, hours + 50])).toEqual([0, 4, 1]);
    const ledger = h.loop.ledger;
    expect(ledger).toMatchObject({
      droppedEvents: 1,
      ticksDropped: hours / 50 - 4,
      droppedUs: hours * 1000 - 200_000,
      resetEvents: 0,
    });
    expectBalanced(ledger);
  });
});
