import type { LoopStats, TimeLedgerSnapshot } from '../loop';
import type { Replay } from '../replay/format';
import type { Level } from '../sim';
import type { GameController } from './game-controller';
import type { GameState } from './game-state';
import type { LiveWatch, WatchState } from './live/live-watch';
import type { OpenResult, ReplayProgress } from './replays/replay-controller';
import type { RivalReport } from './rooms/room-rivals';

/** What `window.mythicMaze.liveWatch()` reports of the live run the watch view follows. */
export interface LiveWatchReport {
  readonly liveId: string;
  readonly player: string;
  readonly state: WatchState;
  /** The run as drawn: its tick, state hash and outcome (0, null and null before the catch-up). */
  readonly tick: number;
  readonly hash: number | null;
  readonly outcome: string | null;
  /** The runner's splits as far as the run is drawn. */
  readonly splits: number;
}

/** What `window.mythicMaze.stats()` returns: plain copies, safe to keep. */
export interface HookStats extends LoopStats {
  readonly ledger: TimeLedgerSnapshot;
  /** Frame intervals (µs) of the last five seconds, oldest first. */
  readonly intervalHistory: number[];
  readonly droppedEvents: number;
  readonly resets: number;
  readonly pauses: TimeLedgerSnapshot['pausesByReason'];
}

/** The page's testing hook: read-only views and the documented actions, nothing else. */
export interface TestHooks<Probe extends object = object> {
  state(): GameState;
  stats(): HookStats;
  probe(): Probe;
  /** Ids of the built-in levels, in play order. */
  levels(): string[];
  startLevel(id: string): void;
  /** Resolves once the generated level is on screen (or refused, with the title showing why). */
  startSeed(seed: number): Promise<void>;
  startDaily(): Promise<void>;
  pause(): void;
  resume(): void;
  restart(): void;
  quitToTitle(): void;
  simulateStall(ms: number): void;
  /** Resolves once the overlay is on screen (its code loads on first use). */
  setDiagnostics(on: boolean): Promise<void>;
  /** Chooses the language as Settings' picker does ('' follows the browser), mid-run too. */
  setLanguage(language: string): void;
  /**
   * Verifies a replay (JSON text or a parsed object) and starts playing it in the viewer, as
   * opening a file does; resolves to `{ ok: true }`, or `{ ok: false, error }` with the message
   * the player is shown.
   */
  loadReplay(replay: unknown): Promise<OpenResult>;
  /** A copy of the replay of the most recently finished run (live or played back), or null. */
  lastReplay(): Replay | null;
  /** The playback in the viewer, with the checkpoint hashes this browser computed, or null. */
  replayProgress(): ReplayProgress | null;
  /** The viewer's speed buttons: 0.5, 1, 2 or 4 (a RangeError for anything else). */
  setReplaySpeed(rate: number): void;
  /** The viewer's position slider: jumps to `tick`. */
  seekReplay(tick: number): void;
  /** The live run the watch view follows, as drawn, or null when none is watched. */
  liveWatch(): LiveWatchReport | null;
  /** The rivals of the race run in play: each one's name, ticks received and ghost's tick. */
  rivals(): RivalReport[];
}

/** What the hooks are built from. */
export interface TestHookSources<Probe extends object> {
  readonly game: GameController;
  readonly loop: {
    stats(): LoopStats;
    readonly ledger: TimeLedgerSnapshot;
    intervalHistory(): Float64Array;
  };
  /** What the last frame drew (the renderer's probe): numbers only, copied on each read. */
  readonly probe: Probe;
  readonly levels: readonly Level[];
}

/**
 * Builds the frozen `window.mythicMaze` object. Every read returns a fresh copy and every
 * action goes through the same path as a player's, so a page script cannot reach into the
 * simulation or change the game any other way.
 */
export function createTestHooks<Probe extends object>(
  sources: TestHookSources<Probe>,
): TestHooks<Probe> {
  const { game, loop, probe, levels } = sources;
  const levelById = (id: string): Level => {
    const level = levels.find((l) => l.id === id);
    if (level === undefined) {
      throw new RangeError(`no level '${id}'; levels are ${levels.map((l) => l.id).join(', ')}`);
    }
    return level;
  };
  return Object.freeze({
    state: () => {
      const state = game.state();
      return { ...state, player: state.player === null ? null : { ...state.player } };
    },
    stats: () => {
      const ledger = loop.ledger;
      return {
        ...loop.stats(),
        ledger,
        intervalHistory: Array.from(loop.intervalHistory()),
        droppedEvents: ledger.droppedEvents,
        resets: ledger.resetEvents,
        pauses: { ...ledger.pausesByReason },
      };
    },
    probe: () => ({ ...probe }),
    levels: () => levels.map((l) => l.id),
    startLevel: (id: string) => {
      game.startLevel(levelById(id));
    },
    startSeed: async (seed: number) => {
      await game.startSeed(seed);
    },
    startDaily: async () => {
      await game.startDaily();
    },
    pause: () => {
      game.pause();
    },
    resume: () => {
      game.resume();
    },
    restart: () => {
      if (game.state().levelId !== null) game.restart();
    },
    quitToTitle: () => {
      game.quitToTitle();
    },
    simulateStall: (ms: number) => {
      game.simulateStall(ms);
    },
    setDiagnostics: async (on: boolean) => {
      await game.setDiagnostics(on);
    },
    setLanguage: (language: string) => {
      game.setLanguage(language);
    },
    loadReplay: (replay: unknown) => game.replays.open({ kind: 'value', value: replay }),
    lastReplay: () => {
      const replay = game.replays.lastReplay();
      return replay === null ? null : (JSON.parse(JSON.stringify(replay)) as Replay);
    },
    replayProgress: () => {
      const progress = game.replays.progress();
      return progress === null ? null : structuredClone(progress);
    },
    setReplaySpeed: (rate: number) => {
      game.replays.setSpeed(rate);
    },
    seekReplay: (tick: number) => {
      game.replays.seek(tick);
    },
    liveWatch: () => liveWatchReport(game.watching),
    rivals: () => game.rivals,
  });
}

/** The testing hook's report of the watched live run, as plain data; null when none is. */
function liveWatchReport(watch: LiveWatch | null): LiveWatchReport | null {
  if (watch === null) return null;
  const run = watch.run;
  return {
    liveId: watch.liveId,
    player: watch.player,
    state: watch.state,
    tick: run?.tick ?? 0,
    hash: run === null ? null : run.hash(),
    outcome: run?.outcome ?? null,
    splits: watch.splits.length,
  };
}
