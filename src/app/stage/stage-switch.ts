import type { Command } from '../core/command';
import { MENUS, type Screen } from '../core/screen';
import type { LiveWatch } from '../live/live-watch';
import type { ReplayPlayer } from '../replays/replay-player';

/**
 * What is on screen, as the loop drives it: a live run, a playback, or the backdrop behind the
 * menus. The loop's tick and render call the stage up now and nothing else; the player's pause,
 * resume, restart and a playback's keys go to it too, and it knows what they mean for it.
 */
export interface Stage {
  /** One tick, with the input sampled for it. */
  tick(input: number): void;
  /** One frame, `alpha` of the way from the last tick to the next. */
  render(alpha: number): void;
  /** A key command the stage has a meaning of its own for; false when it has none. */
  command(command: Command): boolean;
  /** Pauses what plays on it (the P key, the pause button, the testing hook). */
  pause(): void;
  /** Plays on from a pause. */
  resume(): void;
  /** Starts what is on it again from its start. */
  restart(): void;
}

/** The stages a screen can put up; the playback's is made for each replay opened. */
export interface StageCast {
  /** Behind the menus. */
  readonly menu: Stage;
  /** Playing, paused, a run's end, an error. */
  readonly live: Stage;
  /** The replay viewer's playback. */
  readonly playback: (player: ReplayPlayer) => Stage;
  /** The watch view's live run, made for each run watched. */
  readonly follow: (watch: LiveWatch) => Stage;
}

/** Before the cast is in: nothing ticks, nothing is drawn. */
const EMPTY: Stage = {
  tick: () => undefined,
  render: () => undefined,
  command: () => false,
  pause: () => undefined,
  resume: () => undefined,
  restart: () => undefined,
};

/**
 * The stage on screen, swapped when the screen changes (never decided again on a tick or a
 * frame): the playback's on the replay screen, the backdrop behind the menus, the live run on the
 * others. Built before the loop, which ticks and draws it; its cast is handed in once the parts
 * it is made of are built.
 */
export class StageSwitch implements Stage {
  #cast: StageCast | null = null;
  #playback: Stage | null = null;
  #following: Stage | null = null;
  #stage: Stage = EMPTY;

  /** Hands in the stages; the menu's is up, as the title is before any screen is shown. */
  cast(cast: StageCast): void {
    this.#cast = cast;
    this.#stage = cast.menu;
  }

  /** The replay viewer opened `player` (its stage goes up with the replay screen), or closed. */
  watch(player: ReplayPlayer | null): void {
    this.#playback = player === null ? null : (this.#cast?.playback(player) ?? null);
  }

  /** A live run is watched (its stage goes up with the watch view), or no longer. */
  follow(watch: LiveWatch | null): void {
    this.#following = watch === null ? null : (this.#cast?.follow(watch) ?? null);
  }

  /** A screen went up: the stage that goes with it goes up too. */
  screenShown(screen: Screen): void {
    const cast = this.#cast;
    if (cast === null) return;
    if (screen === 'replay') this.#stage = this.#playback ?? cast.live;
    else if (screen === 'live-watch') this.#stage = this.#following ?? cast.menu;
    else this.#stage = MENUS.has(screen) ? cast.menu : cast.live;
  }

  tick(input: number): void {
    this.#stage.tick(input);
  }

  render(alpha: number): void {
    this.#stage.render(alpha);
  }

  command(command: Command): boolean {
    return this.#stage.command(command);
  }

  pause(): void {
    this.#stage.pause();
  }

  resume(): void {
    this.#stage.resume();
  }

  restart(): void {
    this.#stage.restart();
  }
}
