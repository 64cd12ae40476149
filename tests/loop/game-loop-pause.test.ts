import { describe, expect, it } from 'vitest';
import { expectBalanced, startLoop, vsync } from './loop-harness';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('GameLoop: pause and resume', () => {
  it('pauses and resumes without catch-up', () => {
    const h = startLoop();
    expect(h.run([0, 50, 80])).toEqual([0, 1, 0]);
    h.loop.pause('user');
    expect(h.loop.paused).toBe(true);
    expect(h.loop.pauseReason).toBe('user');
    const paused = h.run(vsync(60, 300, 100));
    expect(paused.every((ticks) => ticks === 0)).toBe(true);
    // A still frame: the alpha it paused at, every frame, so nothing on screen moves.
    expect(new Set(h.alphas.slice(2))).toEqual(new Set([0.6]));
    expect(h.frames.pending).toBe(true);

    h.loop.resume();
    expect(h.loop.paused).toBe(false);
    expect(h.loop.pauseReason).toBeNull();
    // The resume frame is the new baseline; five paused seconds bring no burst, and it
    // continues from the still frame's alpha rather than snapping back to 0.
    expect(h.frame(6_000)).toBe(0);
    expect(h.alphas.at(-1)).toBe(0.6);
    expect(h.run([6_017, 6_033, 6_050])).toEqual([0, 1, 0]);
    expect(h.pauseChanges).toEqual([
      [true, 'user'],
      [false, 'user'],
    ]);
    const ledger = h.loop.ledger;
    expect(ledger.discardedUsByReason.resume).toBe(0);
    expect(ledger.pendingUs).toBe(30_000);
    expect(ledger).toMatchObject({ resetEvents: 1, droppedEvents: 0, ticksDropped: 0 });
    expect(ledger.pausesByReason).toEqual({ user: 1, menu: 0, hidden: 0, blur: 0 });
    expectBalanced(ledger);
  });

  it('keeps the first reason when paused twice, and counts one pause', () => {
    const h = startLoop();
    h.loop.pause('menu');
    h.loop.pause('user');
    expect(h.loop.pauseReason).toBe('menu');
    expect(h.pauseChanges).toEqual([[true, 'menu']]);
    expect(h.loop.ledger.pausesByReason.menu).toBe(1);
    expect(h.loop.ledger.pausesByReason.user).toBe(0);
  });

  it('ignores resume() while running', () => {
    const h = startLoop();
    h.run([0, 30]);
    h.loop.resume();
    expect(h.pauseChanges).toEqual([]);
    expect(h.loop.ledger.resetEvents).toBe(0);
    expect(h.frame(50)).toBe(1);
  });

  it('stops running ticks the moment a tick pauses the game', () => {
    let pauseOnTick = 2;
    const h = startLoop({
      tick: () => {
        pauseOnTick -= 1;
        if (pauseOnTick === 0) h.loop.pause('menu');
      },
    });
    expect(h.run([0, 200])).toEqual([0, 2]);
    expect(h.loop.ledger).toMatchObject({ ticksRun: 2, ticksInterrupted: 2 });
    expect(h.loop.ledger.discardedUsByReason.interrupted).toBe(100_000);
    expectBalanced(h.loop.ledger);
  });
});

describe('GameLoop: restartClock', () => {
  it('discards the pending fraction for a new run and draws it from alpha 0', () => {
    const h = startLoop();
    h.run([0, 80]);
    expect(h.alphas.at(-1)).toBe(0.6);
    h.loop.restartClock();
    expect(h.frame(90)).toBe(0);
    expect(h.alphas.at(-1)).toBeCloseTo(0.2, 10);
    expect(h.run([130, 140])).toEqual([1, 0]);
    const ledger = h.loop.ledger;
    expect(ledger.discardedUsByReason.restart).toBe(30_000);
    expect(ledger.resetEvents).toBe(1);
    expectBalanced(ledger);
  });
});

describe('GameLoop: hidden tab and window blur', () => {
  it('pauses when the tab is hidden and stays paused when it returns', () => {
    const h = startLoop();
    h.run([0, 50]);
    h.lifecycle.emit('hidden');
    expect(h.loop.paused).toBe(true);
    expect(h.loop.pauseReason).toBe('hidden');
    h.lifecycle.emit('visible');
    h.lifecycle.emit('focus');
    expect(h.loop.paused).toBe(true);
    expect(h.run([60_000, 60_016, 60_033])).toEqual([0, 0, 0]);
    h.loop.resume();
    expect(h.run([60_050, 60_100])).toEqual([0, 1]);
    expect(h.pauseChanges).toEqual([
      [true, 'hidden'],
      [false, 'hidden'],
    ]);
    expect(h.loop.ledger.droppedEvents).toBe(0);
    expect(h.loop.ledger.pausesByReason.hidden).toBe(1);
  });

  it('starts paused in a tab that is already hidden', () => {
    const h = startLoop({ hidden: true });
    expect(h.loop.paused).toBe(true);
    expect(h.loop.pauseReason).toBe('hidden');
    expect(h.run([0, 500])).toEqual([0, 0]);
  });

  it('pauses on window blur when auto-pause on blur is on (the default)', () => {
    const h = startLoop();
    expect(h.loop.autoPauseOnBlur).toBe(true);
    h.lifecycle.emit('blur');
    expect(h.loop.pauseReason).toBe('blur');
    h.lifecycle.emit('focus');
    expect(h.loop.paused).toBe(true);
  });

  it('keeps running on window blur when auto-pause on blur is off, but still pauses when hidden', () => {
    const h = startLoop({ autoPauseOnBlur: false });
    h.frame(0);
    h.lifecycle.emit('blur');
    expect(h.loop.paused).toBe(false);
    expect(h.frame(50)).toBe(1);
    h.lifecycle.emit('hidden');
    expect(h.loop.pauseReason).toBe('hidden');
  });

  it('follows the blur setting when it changes while running', () => {
    const h = startLoop();
    h.loop.setAutoPauseOnBlur(false);
    h.lifecycle.emit('blur');
    expect(h.loop.paused).toBe(false);
    h.loop.setAutoPauseOnBlur(true);
    h.lifecycle.emit('blur');
    expect(h.loop.pauseReason).toBe('blur');
  });
});

describe('GameLoop: playback rate', () => {
  it.each([
    [0.25, 5],
    [0.5, 10],
    [1, 20],
    [2, 40],
    [4, 80],
  ])('at rate %s runs %s ticks per wall second', (rate, ticks) => {
    const h = startLoop();
    h.loop.setRate(rate);
    expect(h.loop.rate).toBe(rate);
    expect(sum(h.run(vsync(60, 61)))).toBe(ticks);
    expect(h.loop.ledger.simulatedUs).toBe(1_000_000);
  });

  it('takes its initial rate from the options', () => {
    const h = startLoop({ rate: 2 });
    expect(sum(h.run(vsync(60, 61)))).toBe(40);
  });

  it('discards the pending part of a tick on a rate change, with its own reason', () => {
    const h = startLoop();
    h.run([0, 30]);
    h.loop.setRate(2);
    expect(h.loop.ledger.discardedUsByReason.rate).toBe(30_000);
    expect(h.loop.ledger.resetEvents).toBe(1);
    // 25 ms is one tick at 2×.
    expect(h.frame(55)).toBe(1);
    expect(h.loop.ledger.simulatedUs).toBe(25_000);
    h.loop.setRate(2);
    expect(h.loop.ledger.resetEvents).toBe(1);
    expectBalanced(h.loop.ledger);
  });

  it('prices a frame’s ticks at the rate they were owed at, when a tick changes the rate', () => {
    let changed = false;
    const h = startLoop({
      tick: () => {
        if (!changed) h.loop.setRate(4);
        changed = true;
      },
    });
    expect(h.run([0, 130])).toEqual([0, 2]);
    expect(h.loop.ledger.simulatedUs).toBe(100_000);
    expect(h.loop.ledger.discardedUsByReason.rate).toBe(30_000);
    expectBalanced(h.loop.ledger);
    // 12.5 ms is one tick at 4×.
    expect(h.frame(155)).toBe(2);
    expectBalanced(h.loop.ledger);
  });

  it.each([0, -1, 3, 0.3, 1e-9, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects the rate %s with RangeError and keeps the old one',
    (rate) => {
      const h = startLoop();
      expect(() => {
        h.loop.setRate(rate);
      }).toThrow(`got ${String(rate)}`);
      expect(() => {
        h.loop.setRate(rate);
      }).toThrow(RangeError);
      expect(h.loop.rate).toBe(1);
    },
  );
});
