import { LIVE_CLOSE, LIVE_FLUSH_MS, LIVE_WATCH_PATH } from '../../api/live';
import type { Split } from '../../replay/split-events';
import { SplitRecorder } from '../../replay/splits';
import { Simulation, TICKS_PER_SECOND } from '../../sim';
import type { Timer } from '../global/retrying-outbox';
import type { LiveFollower } from './live-follower';
import type { LiveConnect, LiveSocketPort } from './live-runner';

/**
 * Where a watched run stands as its spectator sees it: `connecting` until its catch-up came,
 * `gone` when the service has no such run (it ended, or never was) or this page cannot build
 * its level. `paused`, `ended` and `abandoned` show once the drawn run has reached them.
 */
export type WatchState = 'connecting' | 'live' | 'paused' | 'ended' | 'abandoned' | 'gone';

/** Ticks one flush of the runner carries (four at 20 Hz). */
const FLUSH_TICKS = Math.round((LIVE_FLUSH_MS * TICKS_PER_SECOND) / 1000);
/** Past this many ticks behind (two seconds), the drawn run jumps to a flush behind the run. */
const JUMP_TICKS = 2 * TICKS_PER_SECOND;
/** The longest wait before opening a lost spectator socket again, in ms. */
const MAX_REOPEN_MS = 8_000;

/**
 * How many ticks the drawn run plays on one tick of the loop when it is `behind` the run as
 * received: one, as the runner played them, so frames interpolate as a replay's do; two while
 * more than two flushes behind (a batch that came late); and a jump when far behind (a tab that
 * was in the background).
 */
export function stepsFor(behind: number): number {
  if (behind > JUMP_TICKS) return behind - FLUSH_TICKS;
  if (behind > 2 * FLUSH_TICKS) return 2;
  return Math.min(1, Math.max(0, behind));
}

/** What a watch is built from. */
export interface LiveWatchOptions {
  readonly liveId: string;
  /** Reads the service's frames and re-simulates the run from tick 0 (from the replay kit). */
  readonly follower: LiveFollower;
  readonly connect: LiveConnect;
  readonly timer: Timer;
  /** Told when what the watch shows besides the maze changes: its state, the splits. */
  readonly changed: () => void;
}

/**
 * A live run followed as a spectator: its socket (opened again after a lost connection, when the
 * service sends the run from tick 0 once more), the run as received (the follower's), and the
 * run as drawn, which plays the received ticks one per tick of the loop, so the renderer
 * interpolates between them at the spectator's refresh rate. The catch-up is drawn at once.
 */
export class LiveWatch {
  readonly #options: LiveWatchOptions;
  /** The run as drawn, and the follower's run it follows (a new one after each catch-up). */
  #shown: Simulation | null = null;
  #source: Simulation | null = null;
  #splits = new SplitRecorder();
  #socket: LiveSocketPort | null = null;
  #gone = false;
  #closed = false;
  #reopenMs = 0;
  #cancelReopen: (() => void) | null = null;

  constructor(options: LiveWatchOptions) {
    this.#options = options;
    this.#open();
  }

  get liveId(): string {
    return this.#options.liveId;
  }

  get player(): string {
    return this.#options.follower.player;
  }

  /** The run as drawn; null before the catch-up. */
  get run(): Simulation | null {
    return this.#shown;
  }

  /** The runner's splits as far as the run is drawn. */
  get splits(): Split[] {
    return this.#splits.splits;
  }

  get state(): WatchState {
    if (this.#gone) return 'gone';
    const { follower } = this.#options;
    const shown = this.#shown;
    const source = follower.run;
    if (shown === null || source === null || follower.state === 'waiting') return 'connecting';
    if (follower.state === 'live') return 'live';
    // A pause or an end shows once the drawn run has played what came before it.
    return shown.tick >= source.tick || shown.outcome !== 'playing' ? follower.state : 'live';
  }

  /** One tick of the loop: the drawn run plays on towards the run as received. */
  tick(): void {
    const shown = this.#shown;
    const source = this.#options.follower.run;
    if (shown === null || source === null) return;
    const before = this.#said();
    const inputs = this.#options.follower.inputs;
    let steps = stepsFor(source.tick - shown.tick);
    for (; steps > 0 && shown.outcome === 'playing'; steps--) {
      shown.advance(inputs[shown.tick] ?? 0);
      this.#splits.note(shown);
    }
    if (this.#said() !== before) this.#options.changed();
  }

  /** Stops watching: the socket closes and is not opened again. */
  close(): void {
    this.#closed = true;
    this.#cancelReopen?.();
    this.#socket?.close();
    this.#socket = null;
  }

  /** What the watch's screen shows besides the maze, to tell when it changed. */
  #said(): string {
    return `${this.state} ${String(this.#splits.count)}`;
  }

  #open(): void {
    if (this.#closed) return;
    this.#socket = this.#options.connect(`${LIVE_WATCH_PATH}/${this.#options.liveId}`, {
      message: (text) => {
        this.#received(text);
      },
      closed: (code) => {
        this.#lost(code);
      },
    });
  }

  #received(text: string): void {
    if (this.#closed) return;
    try {
      if (!this.#options.follower.receive(text)) return;
    } catch {
      // A level this page cannot build (one made in the editor, whose link it does not hold).
      this.#gone = true;
      this.close();
      this.#options.changed();
      return;
    }
    this.#reopenMs = 0;
    const source = this.#options.follower.run;
    if (source !== null && source !== this.#source) this.#catchUp(source);
    this.#options.changed();
  }

  /** A catch-up came: the drawn run is the run from tick 0 to where it stands, played at once. */
  #catchUp(source: Simulation): void {
    const shown = new Simulation(source.level);
    const splits = new SplitRecorder();
    for (const input of this.#options.follower.inputs) {
      shown.advance(input);
      splits.note(shown);
    }
    this.#source = source;
    this.#shown = shown;
    this.#splits = splits;
  }

  #lost(code: number): void {
    this.#socket = null;
    const { follower } = this.#options;
    if (this.#closed || follower.state === 'ended' || follower.state === 'abandoned') return;
    if (code === LIVE_CLOSE.notFound || code === LIVE_CLOSE.done) {
      // The service has no such run any more: gone, unless its end already came.
      this.#gone = true;
      this.#options.changed();
      return;
    }
    this.#reopenMs = Math.min(
      MAX_REOPEN_MS,
      this.#reopenMs === 0 ? LIVE_FLUSH_MS : this.#reopenMs * 2,
    );
    this.#cancelReopen = this.#options.timer(this.#reopenMs, () => {
      this.#open();
    });
  }
}
