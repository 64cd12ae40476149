import type { Replay } from '../../replay/format';
import type { Settings } from '../../storage/settings';
import { keepsBoard, type RunSession } from '../core/run-session';
import { Ghost } from './ghost';
import type { ReplayKit, ReplayLibrary } from './replay-library';

/** A run raced from a board: its replay (verified), its level's key, its name on the splits. */
interface RaceOrder {
  readonly levelKey: string;
  readonly replay: Replay;
  readonly label: string;
}

/** What the ghost is chosen from. */
export interface LiveGhostOptions {
  readonly library: ReplayLibrary;
  readonly session: RunSession;
  readonly settings: () => Settings;
}

/**
 * The ghost racing the live run in lockstep: while a level the player has won is played (and
 * the setting is on), the best run on this browser's board; or a world record raced from the
 * global board, whatever the setting, until a run of another level starts.
 */
export class LiveGhost {
  readonly #options: LiveGhostOptions;
  #ghost: Ghost | null = null;
  /** The ghost as the frame's list of ghosts: none, or this one. */
  #ghosts: readonly Ghost[] = [];
  /** A global run to race instead of the local best, on its level (by level key). */
  #race: RaceOrder | null = null;
  /** The race the live run's ghost runs, or null (the local best, or no ghost). */
  #racing: RaceOrder | null = null;

  constructor(options: LiveGhostOptions) {
    this.#options = options;
    // A live run started: the ghost of the level's best run (or the run raced) lines up with it.
    options.session.on('run-started', () => {
      this.#attach();
    });
  }

  /** The ghost racing the live run, or null. */
  get ghost(): Ghost | null {
    return this.#ghost;
  }

  /** The ghosts a frame draws beside the live run: none, or the one ghost. */
  get ghosts(): readonly Ghost[] {
    return this.#ghosts;
  }

  /** The run raced from a board as the live run's ghost (its splits are the comparison), or null. */
  get racing(): { readonly replay: Replay; readonly label: string } | null {
    return this.#racing;
  }

  /**
   * The next runs of `replay`'s level race it as their ghost (a world record from the global
   * board, already verified), whatever the ghost setting, until a run of another level starts;
   * `label` names it on the split line ("WR", or whose run it is).
   */
  raceNext(replay: Replay, levelKey: string, label: string): void {
    this.#race = { levelKey, replay, label };
  }

  /** The ghost setting changed: the ghost joins the run in play (caught up) or leaves it. */
  settingChanged(): void {
    this.#attach();
  }

  #attach(): void {
    const { session, library } = this.#options;
    this.#ghost = null;
    this.#ghosts = [];
    this.#racing = null;
    session.follow(null);
    const run = session.run;
    const ref = session.ref;
    const race = this.#race;
    const wanted = () => session.run === run && (race !== null || this.#options.settings().ghost);
    if (run === null || ref === null || !wanted()) return;
    const attach = (kit: ReplayKit) => {
      if (!wanted() || run.outcome !== 'playing') return;
      let replay: Replay | null;
      if (race !== null && race.levelKey === kit.levelKey(ref)) {
        replay = race.replay;
        this.#racing = race;
      } else {
        this.#race = null;
        if (!keepsBoard(session.kind) || !this.#options.settings().ghost) return;
        replay = library.leaderboard(kit).best(ref)?.replay ?? null;
      }
      if (replay === null) return;
      const ghost = new Ghost({ replay, level: run.level });
      // It may join late (the replay code was still loading, or the setting came on): it
      // catches up to the live tick and is stepped with it from then on.
      ghost.catchUp(run.tick);
      session.follow(ghost);
      this.#ghost = ghost;
      this.#ghosts = [ghost];
    };
    if (library.kit !== null) attach(library.kit);
    else void library.load().then(attach, () => undefined);
  }
}
