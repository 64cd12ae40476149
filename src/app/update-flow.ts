import { SIM_VERSION } from '../sim';
import type { Screen } from './core/screen';

/** The installed build as the page reaches it (the service worker's registration). */
export interface BuildPort {
  /** Asks the server whether a newer build is out; a waiting one comes back as `buildWaiting`. */
  check(): void;
  /** Lets the waiting build take over and reloads the page into it. */
  reload(): void;
}

/** Where the game stands with its own updates. */
export type UpdateState =
  /** This build is the newest the page knows of. */
  | 'current'
  /** A newer build is installed and waits: "A new version is ready". */
  | 'ready'
  /** The page is reloading into the newer build. */
  | 'reloading';

/** What the page shows about updates, and the button it offers. */
export interface UpdateNotice {
  readonly state: UpdateState;
  /**
   * The simulation version of the leaderboard service when it is newer than this game's: the
   * game must update before its runs can be posted. Null while no service said so.
   */
  readonly serviceVersion: number | null;
  /** "Reload now": into the waiting build. */
  readonly reload: () => void;
}

/** What the update flow is made from. */
export interface UpdateFlowOptions {
  /** The installed build; absent where the page has no service worker (nothing is announced). */
  readonly build: () => BuildPort | null;
  /** Shows the notice (the page's update bar); told again on every change. */
  readonly show: (notice: UpdateNotice) => void;
}

/**
 * Screens between runs, where reloading loses nothing: the title, where every run ends up. A run
 * in play or paused, its end screen, a replay, the editor or a menu half filled in is never cut
 * short by an update: there the player reloads with the button, or the game does at the title.
 */
const BETWEEN_RUNS: ReadonlySet<Screen> = new Set(['title']);

/**
 * A new build of the game, and a leaderboard service ahead of this one. When a newer build waits
 * (the service worker installed it), the page says "A new version is ready" with a button to
 * reload now; the game reloads by itself only between runs (on the title), never during one.
 * When the service says it runs a newer simulation version than the game's, the game says an
 * update is needed to post, and asks once whether a new build is out.
 */
export class UpdateFlow {
  readonly #options: UpdateFlowOptions;
  #state: UpdateState = 'current';
  #serviceVersion: number | null = null;
  /** The screen last put up; null before the first. */
  #screen: Screen | null = null;

  constructor(options: UpdateFlowOptions) {
    this.#options = options;
  }

  /** Where the game stands. */
  get state(): UpdateState {
    return this.#state;
  }

  /** A newer build is installed and waits to take over. */
  buildWaiting(): void {
    if (this.#state !== 'current') return;
    this.#state = 'ready';
    if (!this.#reloadIfBetweenRuns()) this.#show();
  }

  /** A screen went up: between runs, a waiting build takes over now. */
  screenShown(screen: Screen): void {
    this.#screen = screen;
    if (this.#state === 'ready') this.#reloadIfBetweenRuns();
  }

  /**
   * The leaderboard service said it runs simulation version `version`. A newer one than the
   * game's means this build is out of date for posting: the page says so, and the game asks
   * once whether a new build is out.
   */
  serviceRuns(version: number): void {
    if (version <= SIM_VERSION || version <= (this.#serviceVersion ?? 0)) return;
    const first = this.#serviceVersion === null;
    this.#serviceVersion = version;
    this.#show();
    if (first) this.#options.build()?.check();
  }

  /** "Reload now": into the waiting build, once. */
  reload(): void {
    if (this.#state !== 'ready') return;
    const build = this.#options.build();
    if (build === null) return;
    this.#state = 'reloading';
    this.#show();
    build.reload();
  }

  #reloadIfBetweenRuns(): boolean {
    if (this.#screen === null || !BETWEEN_RUNS.has(this.#screen)) return false;
    this.reload();
    return this.#state === 'reloading';
  }

  #show(): void {
    this.#options.show({
      state: this.#state,
      serviceVersion: this.#serviceVersion,
      reload: () => {
        this.reload();
      },
    });
  }
}
