import type { RoomResponse } from '../../api/rooms';
import type { LevelRef } from '../../replay/format';
import { isoInstantMs } from '../core/utc-date';
import type { Timer } from '../global/retrying-outbox';

/** What the countdown runs with. */
export interface RoomCountdownOptions {
  readonly timer: Timer;
  /** The page's clock, ms since 1970 UTC: the countdown to the service's start time. */
  readonly clockMs: () => number;
  /** Starts a run of `ref` (the launcher's). */
  readonly startRef: (ref: LevelRef) => void;
}

/** The race run the next run start enters. */
export interface RoomEntering {
  readonly roomId: string;
  readonly levelKey: string;
}

/**
 * A seated racer's countdown to the start the service fixed: at that time by the page's clock,
 * the run of the room's level starts, and the next run start is told it enters the room.
 * Cancelled (the racer left, or opened another room), no run starts.
 */
export class RoomCountdown {
  readonly #options: RoomCountdownOptions;
  /** The start the countdown runs to (ms, the service's clock); null until it is fixed. */
  #startsAt: number | null = null;
  #cancelStart: (() => void) | null = null;
  /** The race run the next run start enters; consumed by that start. */
  #entering: RoomEntering | null = null;

  constructor(options: RoomCountdownOptions) {
    this.#options = options;
  }

  /**
   * Follows `room` as the service answered it: a racer still to race (`player` seated, neither
   * finished nor gone, in a room not closed) counts down to its start once (a room opened again
   * after its race starts no second run); one who left, was removed or whose room closed stops
   * counting.
   */
  follow(room: RoomResponse, player: string): void {
    const racing =
      room.state !== 'closed' &&
      room.racers.some(
        (racer) =>
          racer.player === player && (racer.state === 'waiting' || racer.state === 'racing'),
      );
    if (!racing) this.cancel();
    else if (this.#startsAt === null) this.#begin(room);
  }

  /** Counts down to `room`'s start; its run starts at that time. */
  #begin(room: RoomResponse): void {
    if (room.startsAt === null) return;
    const startsAt = isoInstantMs(room.startsAt);
    this.#startsAt = startsAt;
    const go = () => {
      const left = startsAt - this.#options.clockMs();
      if (left > 0) {
        this.#cancelStart = this.#options.timer(left, go);
        return;
      }
      this.#cancelStart = null;
      this.#entering = { roomId: room.roomId, levelKey: room.levelKey };
      this.#options.startRef(room.level);
    };
    go();
  }

  /** Stops the countdown: no run starts, and the next room counts down afresh. */
  cancel(): void {
    this.#cancelStart?.();
    this.#cancelStart = null;
    this.#startsAt = null;
  }

  /** Whole seconds to the start while the countdown runs, else null. */
  seconds(): number | null {
    if (this.#startsAt === null || this.#cancelStart === null) return null;
    return Math.max(0, Math.ceil((this.#startsAt - this.#options.clockMs()) / 1000));
  }

  /** The race the run starting now enters, if it is the countdown's (`levelKey` its level's). */
  enter(levelKey: string | undefined): RoomEntering | null {
    const entering = this.#entering;
    if (entering === null || levelKey !== entering.levelKey) return null;
    // One run per start token: a retry of the level is an ordinary run.
    this.#entering = null;
    return entering;
  }
}
