import type { LevelRef, Replay } from '../../replay/format';
import type { Level } from '../../sim';
import type { LeaderboardEntry } from './leaderboard';
import type { RunSession } from '../core/run-session';
import type { ScreenHost } from '../core/screen';
import type { GlobalClient, GlobalRow, ServiceFailure } from '../global/global-client';
import { GlobalRuns, pickedRun, unreachable, type PickedRun } from './global-runs';
import {
  writeOfflineNotice,
  type LastSeenBoards,
  type OfflineNotice,
} from '../global/last-seen-boards';
import type { CalendarDate } from '../core/utc-date';
import type { ReplayKit, ReplayLibrary } from './replay-library';
import { t } from '../text/text';
import { formatDay } from '../text/formats';
import { writeMessage, type MessageDescriptor } from '../text/message-descriptor';

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
  /** Verifies a replay (JSON text from the service) and opens it in the viewer, as a file. */
  readonly watchText: (text: string) => void;
  /**
   * Starts a run of `ref`'s level racing `replay` (verified) as its ghost and its splits as the
   * comparison; `label` names it ("WR", or whose run it is).
   */
  readonly race: (replay: Replay, ref: LevelRef, levelKey: string, label: string) => void;
  /** Tells the player something (a replay that could not be fetched). */
  readonly notify: (message: MessageDescriptor) => void;
  /** The leaderboard service; absent, the screen has only this browser's boards. */
  readonly global?: { readonly client: GlobalClient };
  /** The global boards as last seen, shown when the service cannot be reached. */
  readonly seen?: LastSeenBoards;
}

/** How far the global list of a board got. */
export type GlobalListState = 'loading' | 'rows' | 'seen' | 'failed';

/** Which of a board's two lists is on show. */
export type BoardTab = 'global' | 'local';

/**
 * The global list of a board: loading, its rows, the rows last seen while the service cannot be
 * reached (`seen`, with a message that says so and how old they are), or why it could not be had.
 */
export interface GlobalBoardView {
  readonly state: GlobalListState;
  readonly rows: readonly GlobalRow[];
  /** Why the board is missing, for the player. */
  readonly message: string;
  readonly onWatch: (row: GlobalRow) => void;
  readonly onRace: (row: GlobalRow) => void;
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
  /** The list on show, and how to switch; `global` is null when the game has no service. */
  readonly tab: BoardTab;
  readonly onTab: (tab: BoardTab) => void;
  readonly global: GlobalBoardView | null;
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
  #tab: BoardTab = 'local';
  /** The global boards' runs to race and watch; null without the service. */
  readonly #runs: GlobalRuns | null;
  /** Global boards fetched since the screen was opened, by level key. */
  readonly #fetched = new Map<
    string,
    {
      state: GlobalListState;
      rows: readonly GlobalRow[];
      message: MessageDescriptor | OfflineNotice | null;
    }
  >();

  constructor(options: LeaderboardBrowserOptions) {
    this.#options = options;
    const { global, library, notify } = options;
    this.#runs =
      global === undefined ? null : new GlobalRuns({ global: global.client, library, notify });
  }

  /**
   * Shows the leaderboards, at the board of `ref` when given, on this browser's list unless
   * `tab` asks for the global one. Global lists are fetched afresh each time.
   */
  async show(ref?: LevelRef, tab: BoardTab = 'local'): Promise<void> {
    const { host, library } = this.#options;
    const ticket = host.claim();
    this.#fetched.clear();
    this.#tab = this.#options.global === undefined ? 'local' : tab;
    if (library.kit === null) host.show('loading', t('boards.opening'));
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

  /** Today's global daily board: one key press from the title. */
  async showWorldDaily(): Promise<void> {
    const kit = await this.#options.library.load();
    await this.show(kit.dailyRef(this.#options.today()), 'global');
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
      tab: this.#tab,
      onTab: (tab) => {
        this.#tab = tab;
        host.show('scores');
      },
      global: this.#globalView(kit, board.ref),
    };
  }

  #globalView(kit: ReplayKit, ref: LevelRef): GlobalBoardView | null {
    const client = this.#options.global?.client;
    const runs = this.#runs;
    if (client === undefined || runs === null) return null;
    const key = kit.levelKey(ref);
    let list = this.#fetched.get(key);
    if (list === undefined && this.#tab === 'global') {
      const loading = { state: 'loading' as const, rows: [], message: null };
      list = loading;
      this.#fetched.set(key, loading);
      void client.board(key).then((answer) => {
        if (this.#fetched.get(key) !== loading) return;
        if (answer.kind === 'rows') this.#options.seen?.seen(key, answer.rows);
        this.#fetched.set(
          key,
          answer.kind === 'rows'
            ? { state: 'rows', rows: answer.rows, message: null }
            : this.#unreached(key, answer),
        );
        const { host } = this.#options;
        if (host.screen() === 'scores' && this.#tab === 'global') host.show('scores');
      });
    }
    return {
      state: list?.state ?? 'loading',
      rows: list?.rows ?? [],
      message: list?.message == null ? '' : writeListMessage(list.message),
      onWatch: (row) => {
        void runs.text(row.replayHash).then((text) => {
          if (text !== null) this.#options.watchText(text);
        });
      },
      onRace: (row) => {
        void this.#race(kit, runs, pickedRun(row), ref);
      },
    };
  }

  /** A board the service did not give: the rows last seen when it cannot be reached. */
  #unreached(key: string, answer: ServiceFailure) {
    const last = answer.kind === 'unreachable' ? this.#options.seen?.last(key) : undefined;
    if (last === undefined)
      return {
        state: 'failed' as const,
        rows: [],
        message: unreachable(answer.reason),
      };
    const message: OfflineNotice = { offline: 'boards.offline', ageMs: last.ageMs };
    return { state: 'seen' as const, rows: last.rows, message };
  }

  /**
   * Races the world record of `ref`'s level (the first run of its global board), as its Race
   * button on the board would; says why not when there is none or the service is away.
   */
  async raceRecord(ref: LevelRef): Promise<void> {
    const runs = this.#runs;
    if (runs === null) return;
    const kit = await this.#options.library.load();
    const record = await runs.worldRecord(kit.levelKey(ref));
    if (record !== null) await this.#race(kit, runs, record, ref);
  }

  /** Starts a run of `ref`'s level racing `run`, once its replay verified. */
  async #race(kit: ReplayKit, runs: GlobalRuns, run: PickedRun, ref: LevelRef): Promise<void> {
    const replay = await runs.raceable(run);
    if (replay !== null) this.#options.race(replay, ref, kit.levelKey(ref), run.label);
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
      { title: t('boards.daily', { date: formatDay(today) }), ref: kit.dailyRef(today) },
      ...shared,
    ];
  }
}

/** A global list's message in the language on screen. */
function writeListMessage(message: MessageDescriptor | OfflineNotice): string {
  return 'offline' in message ? writeOfflineNotice(message) : writeMessage(message);
}
