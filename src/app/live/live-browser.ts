import type { LiveRunRow } from '../../api/live';
import type { LevelRef } from '../../replay/format';
import type { Level } from '../../sim';
import { restartRunClock, type RunClock } from '../core/run-clock';
import type { ScreenHost } from '../core/screen';
import type { LoopControl } from '../game-options';
import type { GlobalClient } from '../global/global-client';
import type { Timer } from '../global/retrying-outbox';
import type { ReplayLibrary } from '../replays/replay-library';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';
import { t } from '../text/text';
import type { LiveConnect } from './live-runner';
import type { LiveListState, LiveListView, LiveRunCard, LiveWatchView } from './live-view';
import { LiveWatch } from './live-watch';

/**
 * How often the Live screen asks for the runs in progress again, in ms: the list changes as runs
 * start, move on and end, and the service shows each run 2 s late anyway (its spectator delay),
 * so asking more often would show nothing sooner.
 */
export const LIVE_LIST_POLL_MS = 2_000;

/** What the Live screen's browser works with. */
export interface LiveBrowserOptions {
  readonly host: ScreenHost;
  readonly client: Pick<GlobalClient, 'liveRuns' | 'board'>;
  readonly connect: LiveConnect;
  readonly timer: Timer;
  /** The replay code (the follower re-simulates with it) and the editor levels met. */
  readonly library: Pick<ReplayLibrary, 'kit' | 'load' | 'editorLevel'>;
  /** The watch view's stage goes up with its screen, and down when it closes. */
  readonly stages: { follow(watch: LiveWatch | null): void };
  readonly loop: Pick<LoopControl, 'pause' | 'resume' | 'paused'> & RunClock;
  /** The built-in levels, by whose names a run of one is listed. */
  readonly levels: readonly Level[];
}

/** A level as the player reads it: a built-in level's name, a seed, or a made level. */
export function levelName(ref: LevelRef, levels: readonly Level[]): string {
  if ('id' in ref) return levels.find((level) => level.id === ref.id)?.name ?? ref.id;
  if ('seed' in ref) return t('live.seededLevel', { seed: String(ref.seed) });
  return t('live.madeLevel');
}

/**
 * The Live screen and its watch view without the page: the runs in progress, asked for every
 * LIVE_LIST_POLL_MS while the screen is up, each with its level's world record (one board read
 * per level); watching one opens a `LiveWatch` on it, drawn by its own stage. Watching needs no
 * key.
 */
export class LiveBrowser {
  readonly #options: LiveBrowserOptions;
  #state: LiveListState = 'loading';
  /** The list's line, written in the language on screen when shown. */
  #message: MessageDescriptor | null = null;
  #rows: LiveRunRow[] = [];
  /** Each level's world record in ticks (null: none), by level key; read once per opening. */
  readonly #records = new Map<string, number | null>();
  #request = 0;
  #cancelPoll: (() => void) | null = null;
  #watch: LiveWatch | null = null;
  #watchLevel = '';
  /** The runner's name as the list gave it, shown until the catch-up names them. */
  #watchPlayer = '';

  constructor(options: LiveBrowserOptions) {
    this.#options = options;
  }

  /** The run watched now, or null. */
  get watching(): LiveWatch | null {
    return this.#watch;
  }

  /** Opens the Live screen and asks for the runs in progress. */
  show(): void {
    this.#options.host.claim();
    this.#state = 'loading';
    this.#message = null;
    this.#rows = [];
    this.#records.clear();
    this.#options.host.show('live');
    void this.#load();
  }

  /** The Live screen as it is now. */
  view(): LiveListView {
    const { levels } = this.#options;
    const runs: LiveRunCard[] = this.#rows.map((row) => ({
      liveId: row.liveId,
      player: row.player,
      level: levelName(row.level, levels),
      ticks: row.ticks,
      paused: row.paused,
      viewers: row.viewers,
      recordTicks: this.#records.get(row.levelKey) ?? null,
    }));
    return {
      state: this.#state,
      runs,
      message: this.#message === null ? '' : writeMessage(this.#message),
      pollMs: LIVE_LIST_POLL_MS,
      onWatch: (liveId) => void this.watch(liveId),
      onBack: () => {
        this.#options.host.toTitle(null);
      },
    };
  }

  /** The watch view's panel, or null when no run is watched. */
  watchView(): LiveWatchView | null {
    const watch = this.#watch;
    if (watch === null) return null;
    return {
      player: watch.player === '' ? this.#watchPlayer : watch.player,
      level: this.#watchLevel,
      state: watch.state,
      splits: watch.splits,
      held: this.#options.loop.paused,
      onWatchOn: () => {
        this.#options.loop.resume();
      },
      onBack: () => {
        this.show();
      },
    };
  }

  /** Watches the live run `liveId`: from tick 0 at once, then as it is played. */
  async watch(liveId: string): Promise<void> {
    const { host, library, loop } = this.#options;
    const row = this.#rows.find((r) => r.liveId === liveId);
    const ticket = host.claim();
    if (library.kit === null) host.show('loading', t('live.opening'));
    // The replay code could not be had (offline before it was ever fetched): back to the list.
    const kit = await library.load().catch(() => null);
    if (!host.isCurrent(ticket)) return;
    if (kit === null) {
      this.show();
      return;
    }
    const ref = row?.level;
    const editorLevel =
      ref !== undefined && 'hash' in ref ? library.editorLevel(ref.hash) : undefined;
    this.close();
    const watch = new LiveWatch({
      liveId,
      follower: new kit.LiveFollower(editorLevel),
      connect: this.#options.connect,
      timer: this.#options.timer,
      changed: () => {
        if (this.#watch === watch && host.screen() === 'live-watch') host.show('live-watch');
      },
    });
    this.#watch = watch;
    this.#watchLevel = row === undefined ? '' : levelName(row.level, this.#options.levels);
    this.#watchPlayer = row?.player ?? '';
    this.#options.stages.follow(watch);
    host.show('live-watch');
    restartRunClock(loop, 'new-run');
    loop.resume();
  }

  /** Stops watching, if a run is watched (another screen is going up). */
  close(): void {
    const watch = this.#watch;
    if (watch === null) return;
    watch.close();
    this.#watch = null;
    this.#options.stages.follow(null);
    this.#options.loop.pause('menu');
  }

  async #load(): Promise<void> {
    const request = ++this.#request;
    this.#cancelPoll?.();
    const answer = await this.#options.client.liveRuns();
    if (request !== this.#request || this.#options.host.screen() !== 'live') return;
    if (answer.kind === 'live') {
      this.#state = 'rows';
      this.#rows = answer.runs;
      this.#message = answer.runs.length === 0 ? say('live.none') : null;
      void this.#readRecords(answer.runs);
    } else {
      this.#state = 'failed';
      this.#rows = [];
      this.#message = say('live.listFailed', { reason: answer.reason });
    }
    this.#options.host.show('live');
    this.#cancelPoll = this.#options.timer(LIVE_LIST_POLL_MS, () => {
      if (this.#options.host.screen() === 'live') void this.#load();
    });
  }

  /** Reads the world record of each level listed whose record is not known yet. */
  async #readRecords(rows: readonly LiveRunRow[]): Promise<void> {
    const keys = new Set(rows.map((row) => row.levelKey).filter((key) => !this.#records.has(key)));
    await Promise.all(
      [...keys].map(async (levelKey) => {
        this.#records.set(levelKey, null);
        const board = await this.#options.client.board(levelKey);
        if (board.kind !== 'rows') {
          this.#records.delete(levelKey);
          return;
        }
        this.#records.set(levelKey, board.rows[0]?.timeTicks ?? null);
        if (this.#options.host.screen() === 'live') this.#options.host.show('live');
      }),
    );
  }
}
