import { PAUSE_REASONS, type PauseReason } from './pause-reason';

/**
 * Why wall time was thrown away on purpose rather than simulated:
 * - 'resume': owed time the clock reset discards on resume from pause (the loop keeps the
 *   fraction of a tick already drawn, so this is 0 unless whole ticks were owed);
 * - 'restart': the pending part of a tick, discarded when a new run starts (level start,
 *   restart, replay seek), so nothing is interpolated across it;
 * - 'rate': the pending part of a tick, discarded by a playback-rate change;
 * - 'interrupted': whole ticks a frame was owed but did not run, because a tick paused or
 *   stopped the loop, or threw, in the middle of that frame.
 */
export type DiscardReason = 'resume' | 'restart' | 'rate' | 'interrupted';

/**
 * Where every microsecond of wall time fed to the clock went. At every frame boundary,
 * exactly: fedUs = simulatedUs + droppedUs + discardedUs + pendingUs.
 */
export interface TimeLedgerSnapshot {
  /** Wall time fed to the clock (paused time is never fed). */
  readonly fedUs: number;
  /** Wall time turned into ticks that ran. */
  readonly simulatedUs: number;
  /** Wall time discarded by the per-frame cap during stalls. */
  readonly droppedUs: number;
  /** Wall time discarded on purpose (see DiscardReason); the sum of discardedUsByReason. */
  readonly discardedUs: number;
  readonly discardedUsByReason: Readonly<Record<DiscardReason, number>>;
  /** Wall time in the clock's accumulator, short of a whole tick. */
  readonly pendingUs: number;
  readonly ticksRun: number;
  readonly ticksDropped: number;
  readonly ticksInterrupted: number;
  /** Frames that dropped time: stalls, never pauses. */
  readonly droppedEvents: number;
  /** Clock resets: resumes, restarts and rate changes. */
  readonly resetEvents: number;
  readonly pausesByReason: Readonly<Record<PauseReason, number>>;
}

/** Integer-microsecond accounts of the loop's time, kept without allocating per frame. */
export class TimeLedger {
  #fed = 0;
  #simulated = 0;
  #dropped = 0;
  readonly #discarded: Record<DiscardReason, number> = {
    resume: 0,
    restart: 0,
    rate: 0,
    interrupted: 0,
  };
  #ticksRun = 0;
  #ticksDropped = 0;
  #ticksInterrupted = 0;
  #droppedEvents = 0;
  #resetEvents = 0;
  readonly #pauses = Object.fromEntries(PAUSE_REASONS.map((reason) => [reason, 0])) as Record<
    PauseReason,
    number
  >;

  /** Wall time handed to the clock. */
  feed(us: number): void {
    this.#fed += us;
  }

  /** Ticks that ran, each worth tickUs of wall time. */
  run(ticks: number, tickUs: number): void {
    this.#ticksRun += ticks;
    this.#simulated += ticks * tickUs;
  }

  /** One stall: whole ticks dropped by the cap plus any elapsed time the clock clamped. */
  drop(ticks: number, tickUs: number, clampedUs: number): void {
    this.#droppedEvents += 1;
    this.#ticksDropped += ticks;
    this.#dropped += ticks * tickUs + clampedUs;
  }

  /** A clock reset that threw away the pending part of a tick. */
  reset(reason: Exclude<DiscardReason, 'interrupted'>, pendingUs: number): void {
    this.#resetEvents += 1;
    this.#discarded[reason] += pendingUs;
  }

  /** Owed ticks a frame did not run. */
  interrupt(ticks: number, tickUs: number): void {
    this.#ticksInterrupted += ticks;
    this.#discarded.interrupted += ticks * tickUs;
  }

  /** One pause, counted by reason (pauses are never stalls). */
  pause(reason: PauseReason): void {
    this.#pauses[reason] += 1;
  }

  /** A plain copy for diagnostics; pendingUs comes from the clock at the time of asking. */
  snapshot(pendingUs: number): TimeLedgerSnapshot {
    const discarded = this.#discarded;
    return {
      fedUs: this.#fed,
      simulatedUs: this.#simulated,
      droppedUs: this.#dropped,
      discardedUs: discarded.resume + discarded.restart + discarded.rate + discarded.interrupted,
      discardedUsByReason: { ...discarded },
      pendingUs,
      ticksRun: this.#ticksRun,
      ticksDropped: this.#ticksDropped,
      ticksInterrupted: this.#ticksInterrupted,
      droppedEvents: this.#droppedEvents,
      resetEvents: this.#resetEvents,
      pausesByReason: { ...this.#pauses },
    };
  }
}
