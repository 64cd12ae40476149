import { expect } from 'vitest';
import { ManualFrameSource } from '../../src/loop/frame-source';
import { GameLoop, type GameLoopOptions } from '../../src/loop/game-loop';
import { ManualLifecycleSource } from '../../src/loop/lifecycle-source';
import type { PauseReason } from '../../src/loop/pause-reason';
import type { TimeLedgerSnapshot } from '../../src/loop/time-ledger';

/** A GameLoop wired to manual time and page events, recording what it asked of the game. */
export interface LoopHarness {
  readonly loop: GameLoop;
  readonly frames: ManualFrameSource;
  readonly lifecycle: ManualLifecycleSource;
  /** 'tick' and 'render' calls, in order. */
  readonly calls: string[];
  /** Every alpha passed to render, in order. */
  readonly alphas: number[];
  readonly pauseChanges: [paused: boolean, reason: PauseReason][];
  readonly errors: unknown[];
  /** Ticks run so far. */
  ticks(): number;
  /** Delivers one frame and returns how many ticks it ran. */
  frame(timestampMs: number): number;
  /** Delivers one frame per timestamp and returns the ticks each ran. */
  run(timestampsMs: readonly number[]): number[];
}

/** Builds a started loop; `tick` and `render` may be wrapped with extra behaviour. */
export function startLoop(
  setup: Partial<Omit<GameLoopOptions, 'frames' | 'lifecycle'>> & { hidden?: boolean } = {},
): LoopHarness {
  const { hidden = false, ...options } = setup;
  const frames = new ManualFrameSource();
  const lifecycle = new ManualLifecycleSource({ hidden });
  const calls: string[] = [];
  const alphas: number[] = [];
  const pauseChanges: [boolean, PauseReason][] = [];
  const errors: unknown[] = [];
  let ticks = 0;
  const loop = new GameLoop({
    onError: (error) => errors.push(error),
    ...options,
    frames,
    lifecycle,
    tick: () => {
      calls.push('tick');
      ticks += 1;
      options.tick?.();
    },
    render: (alpha) => {
      calls.push('render');
      alphas.push(alpha);
      options.render?.(alpha);
    },
    onPauseChange: (paused, reason) => {
      pauseChanges.push([paused, reason]);
      options.onPauseChange?.(paused, reason);
    },
  });
  loop.start();
  const frame = (timestampMs: number): number => {
    const before = ticks;
    frames.frame(timestampMs);
    return ticks - before;
  };
  return {
    loop,
    frames,
    lifecycle,
    calls,
    alphas,
    pauseChanges,
    errors,
    ticks: () => ticks,
    frame,
    run: (timestampsMs) => timestampsMs.map(frame),
  };
}

/** Timestamps of `count` frames at `hz` from `startMs`, as a browser reports them (fractional ms). */
export function vsync(hz: number, count: number, startMs = 0): number[] {
  return Array.from({ length: count }, (_, frame) => startMs + (frame * 1000) / hz);
}

/** fed = simulated + dropped + discarded + pending, in whole microseconds. */
export function expectBalanced(ledger: TimeLedgerSnapshot): void {
  for (const value of [
    ledger.fedUs,
    ledger.simulatedUs,
    ledger.droppedUs,
    ledger.discardedUs,
    ledger.pendingUs,
  ]) {
    expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
  }
  expect(ledger.fedUs).toBe(
    ledger.simulatedUs + ledger.droppedUs + ledger.discardedUs + ledger.pendingUs,
  );
}
