import type { LiveRunRow, SpectatorFrame } from '../../../api';
import type { LevelRef } from '../../../replay';
import type { LiveStream } from './live-stream';

/** Where the service sends a spectator's frames, and how it closes that socket. */
export interface SpectatorLink {
  /**
   * `payload` is the frame as UTF-8 JSON, encoded once for every spectator a frame is released
   * to (2 000 spectators of a run cost one `JSON.stringify` and one encoding a frame, not 2 000).
   */
  send(frame: SpectatorFrame, payload: Buffer): void;
  close(code: number, reason: string): void;
}

/** Where the service sends a racer the frames of its rivals' runs (its runner socket). */
export interface RivalLink {
  send(liveId: string, frame: SpectatorFrame): void;
}

/** A run streamed to this instance: its re-simulation is here. */
export type LocalRun = LiveRun & { readonly stream: LiveStream };

/** True when the run's runner streams to this instance. */
export function isLocal(run: LiveRun): run is LocalRun {
  return run.stream !== undefined;
}

/** Who plays a live run, and what it is of: fixed when its stream opens. */
export interface LiveRunIdentity {
  readonly liveId: string;
  readonly levelKey: string;
  readonly level: LevelRef;
  readonly player: string;
  readonly playerId: string;
  /** The start token's id: only a hello with the same token resumes the run. */
  readonly tokenId: string;
  /** The address bucket that opened it, whose live runs it counts among. */
  readonly bucket: string;
  /** The race room whose start token it streams with, if any: its rivals are that room's runs. */
  readonly roomId?: string;
}

/** A frame for spectators, held back until `at` + the delay, and the run's ticks after it. */
interface HeldFrame {
  readonly at: number;
  readonly frame: SpectatorFrame;
  readonly ticks: number;
}

/** The frames that end a run for its spectators. */
const LAST_FRAMES: ReadonlySet<SpectatorFrame['type']> = new Set(['ended', 'abandoned']);

/**
 * One run being played, as its spectators see it: every event (a batch of inputs, a pause, a
 * resume, its end) is held with the time it came and released to spectators once the spectator
 * delay has passed since then, in order. A spectator who joins gets the released part from tick
 * 0 as one `catch-up` frame, then follows with the others.
 */
export class LiveRun {
  readonly #held: HeldFrame[] = [];
  /** How many held frames have been released to spectators. */
  #released = 0;
  readonly spectators = new Set<SpectatorLink>();
  /** When the runner's connection was lost; null while it is connected. */
  pausedAt: number | null = null;
  /** True once the run's end (or abandonment) is held: it takes no more input. */
  finished = false;
  /** A racer's connection, sent its rivals' frames; undefined while it is lost (or no room). */
  rivalLink: RivalLink | undefined;
  readonly startedAt: number;

  /**
   * `stream` is the run's re-simulation when its runner streams to this instance; undefined for
   * a run of another instance shown here (its frames come from that instance, `origin`).
   */
  constructor(
    readonly identity: LiveRunIdentity,
    readonly stream: LiveStream | undefined,
    now: number,
    readonly origin?: string,
  ) {
    this.startedAt = now;
  }

  /** The run's ticks as last held. */
  get ticks(): number {
    return this.#held[this.#held.length - 1]?.ticks ?? 0;
  }

  /** Holds a frame for spectators, with the run's ticks after it. */
  hold(frame: SpectatorFrame, now: number, ticks: number): void {
    if (LAST_FRAMES.has(frame.type)) this.finished = true;
    this.#held.push({ at: now, frame, ticks });
  }

  /** When the first frame not yet released falls due, with `delayMs`; undefined if none is held. */
  nextDue(delayMs: number): number | undefined {
    const next = this.#held[this.#released];
    return next === undefined ? undefined : next.at + delayMs;
  }

  /** Sends every held frame the delay lets go at `now` to each spectator; true when it ended. */
  release(now: number, delayMs: number): boolean {
    while (this.#released < this.#held.length) {
      const next = this.#held[this.#released];
      if (next === undefined || next.at + delayMs > now) break;
      this.#released++;
      // Encoded only for someone: most runs are watched by nobody most of the time.
      if (this.spectators.size > 0) {
        const payload = Buffer.from(JSON.stringify(next.frame));
        for (const spectator of this.spectators) spectator.send(next.frame, payload);
      }
      if (LAST_FRAMES.has(next.frame.type)) return true;
    }
    return false;
  }

  /** The run as its first `count` held frames show it: inputs from tick 0, paused, its end. */
  #view(count: number): { runs: [number, number][]; paused: boolean; last?: SpectatorFrame } {
    const runs: [number, number][] = [];
    let paused = false;
    let last: SpectatorFrame | undefined;
    for (const { frame } of this.#held.slice(0, count)) {
      if (frame.type === 'inputs') {
        for (const [ticks, input] of frame.runs) {
          const end = runs[runs.length - 1];
          if (end?.[1] === input) end[0] += ticks;
          else runs.push([ticks, input]);
        }
      } else if (frame.type === 'paused' || frame.type === 'resumed') {
        paused = frame.type === 'paused';
      } else last = frame;
    }
    return { runs, paused, ...(last === undefined ? {} : { last }) };
  }

  /**
   * The run as `count` held frames show it, as a catch-up from tick 0 (with `delayMs`, the delay
   * it is seen with) and its end when that is among them.
   */
  #catchUp(count: number, delayMs: number): SpectatorFrame[] {
    const { runs, paused, last } = this.#view(count);
    const { liveId, levelKey, level, player } = this.identity;
    const run = { liveId, levelKey, level, player, delayMs };
    const catchUp: SpectatorFrame = { type: 'catch-up', run, runs, paused };
    return last === undefined ? [catchUp] : [catchUp, last];
  }

  /** Adds a spectator: sends it the released run from tick 0, then it follows with the others. */
  watch(spectator: SpectatorLink, delayMs: number): void {
    for (const frame of this.#catchUp(this.#released, delayMs)) {
      spectator.send(frame, Buffer.from(JSON.stringify(frame)));
    }
    this.spectators.add(spectator);
  }

  /** Sends a rival racer this run from tick 0 as it stands now (racers see no delay). */
  showTo(rival: RivalLink): void {
    for (const frame of this.#catchUp(this.#held.length, 0))
      rival.send(this.identity.liveId, frame);
  }

  /** The run as the list shows it: its ticks and pause as released, its viewers (`others` more). */
  row(others = 0): LiveRunRow {
    const shown = this.#held[this.#released - 1];
    const { liveId, levelKey, level, player } = this.identity;
    let paused = false;
    for (const { frame } of this.#held.slice(0, this.#released)) {
      if (frame.type === 'paused' || frame.type === 'resumed') paused = frame.type === 'paused';
    }
    return {
      liveId,
      levelKey,
      level,
      player,
      ticks: shown?.ticks ?? 0,
      paused,
      viewers: this.spectators.size + others,
    };
  }
}
