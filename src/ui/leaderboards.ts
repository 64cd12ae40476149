import type { LevelRef, Replay } from '../replay/format';
import type { Level } from '../sim';
import type { ReplayDesk } from './replay-desk';
import type { ReplayKit } from './replay-options';
import type { Screen } from './screens';
import { formatDate, type CalendarDate } from './utc-date';

/** What the leaderboard screens ask of the shell. */
export interface LeaderboardsHost {
  /** Shows a screen; `loading` is what the loading screen says. */
  show(screen: Screen, loading?: string): void;
  toTitle(notice: string | null): void;
  /** A new request: anything slower still pending is dropped. */
  claim(): number;
  /** True while `ticket` is the latest request. */
  isCurrent(ticket: number): boolean;
}

/** What the leaderboard screens are made from. */
export interface LeaderboardsOptions {
  readonly desk: ReplayDesk;
  readonly host: LeaderboardsHost;
  readonly levels: readonly Level[];
  readonly today: () => CalendarDate;
  /** Opens a run's replay in the viewer. */
  readonly watch: (replay: Replay) => void;
}

/** A board: what it is called and the level it keeps. */
interface Board {
  readonly title: string;
  readonly ref: LevelRef;
}

/**
 * The leaderboard screens: one board at a time, every built-in level's and then today's daily
 * labyrinth's, stepped through with Next and Previous; each run can be watched.
 */
export class Leaderboards {
  readonly #o: LeaderboardsOptions;
  #at = 0;

  constructor(options: LeaderboardsOptions) {
    this.#o = options;
  }

  /** Shows the leaderboards, at the board of `ref` when given. */
  async show(ref?: LevelRef): Promise<void> {
    const { host, desk } = this.#o;
    const ticket = host.claim();
    if (desk.kit === null) host.show('loading', 'Opening the leaderboards…');
    const kit = await desk.load();
    if (!host.isCurrent(ticket)) return;
    if (ref !== undefined) {
      const key = kit.levelKey(ref);
      this.#at = Math.max(
        0,
        this.#boards(kit).findIndex((b) => kit.levelKey(b.ref) === key),
      );
    }
    host.show('scores');
  }

  /** The screen of the current board (null until the replay code has loaded). */
  panel(): HTMLElement | null {
    const { desk, host } = this.#o;
    const kit = desk.kit;
    if (kit === null) return null;
    const boards = this.#boards(kit);
    const count = boards.length;
    const at = ((this.#at % count) + count) % count;
    const board = boards[at];
    if (board === undefined) return null;
    const move = (step: number) => () => {
      this.#at = at + step;
      host.show('scores');
    };
    return kit.scoresScreen({
      title: board.title,
      entries: desk.leaderboard(kit).entries(board.ref),
      position: `Board ${String(at + 1)} of ${String(count)}`,
      onNext: move(1),
      onPrevious: move(-1),
      onWatch: (entry) => {
        this.#o.watch(entry.replay);
      },
      onBack: () => {
        host.toTitle(null);
      },
    });
  }

  #boards(kit: ReplayKit): Board[] {
    const today = this.#o.today();
    return [
      ...this.#o.levels.map((level) => ({ title: level.name, ref: { id: level.id } })),
      { title: `Daily labyrinth, ${formatDate(today)}`, ref: kit.dailyRef(today) },
    ];
  }
}
