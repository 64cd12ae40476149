import type { LevelRef, Replay } from '../../replay/format';
import type { Level } from '../../sim';
import type { LeaderboardEntry } from '../../storage/leaderboard';
import type { RunSession } from '../core/run-session';
import type { ScreenHost } from '../core/screen';
import { formatDate, type CalendarDate } from '../core/utc-date';
import type { ReplayKit, ReplayLibrary } from './replay-library';

/** What the leaderboard browser is made from. */
export interface LeaderboardBrowserOptions {
  readonly library: ReplayLibrary;
  readonly host: ScreenHost;
  readonly levels: readonly Level[];
  readonly today: () => CalendarDate;
  /** Opens a run's replay in the viewer. */
  readonly watch: (replay: Replay) => void;
  /** The run last played: a shared level's board joins the list while it is that run's. */
  readonly session: Pick<RunSession, 'kind' | 'run' | 'ref'>;
}

/** The board on show, as the leaderboard screen draws it, and what its buttons do. */
export interface BoardView {
  /** The board's name: a level's, or the daily labyrinth's with its date. */
  readonly title: string;
  readonly entries: readonly LeaderboardEntry[];
  /** "Board 3 of 11", for orientation. */
  readonly position: string;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onWatch: (entry: LeaderboardEntry) => void;
  readonly onBack: () => void;
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
export class LeaderboardBrowser {
  readonly #options: LeaderboardBrowserOptions;
  #at = 0;

  constructor(options: LeaderboardBrowserOptions) {
    this.#options = options;
  }

  /** Shows the leaderboards, at the board of `ref` when given. */
  async show(ref?: LevelRef): Promise<void> {
    const { host, library } = this.#options;
    const ticket = host.claim();
    if (library.kit === null) host.show('loading', 'Opening the leaderboards…');
    const kit = await library.load();
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

  /** The board on show (null until the replay code has loaded). */
  board(): BoardView | null {
    const { library, host } = this.#options;
    const kit = library.kit;
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
    return {
      title: board.title,
      entries: library.leaderboard(kit).entries(board.ref),
      position: `Board ${String(at + 1)} of ${String(count)}`,
      onNext: move(1),
      onPrevious: move(-1),
      onWatch: (entry) => {
        this.#options.watch(entry.replay);
      },
      onBack: () => {
        host.toTitle(null);
      },
    };
  }

  #boards(kit: ReplayKit): Board[] {
    const today = this.#options.today();
    const { session } = this.#options;
    // A shared level's board, keyed by its hash, while it is the level last played.
    const shared =
      session.kind === 'shared' && session.run !== null && session.ref !== null
        ? [{ title: session.run.level.name, ref: session.ref }]
        : [];
    return [
      ...this.#options.levels.map((level) => ({ title: level.name, ref: { id: level.id } })),
      { title: `Daily labyrinth, ${formatDate(today)}`, ref: kit.dailyRef(today) },
      ...shared,
    ];
  }
}
