import type { LevelRef, Replay } from '../../replay/format';
import type { LevelDocument } from '../../replay/level-link/level-document';
import { TICKS_PER_SECOND, type Simulation } from '../../sim';
import type { Settings } from '../../storage/settings';
import type { SubmitResult } from './leaderboard';
import type { EventEntry, GlobalPoster, GlobalPostStatus } from '../global/global-poster';
import {
  keepsBoard,
  postsGlobally,
  type RunKind,
  type RunLog,
  type RunSession,
} from '../core/run-session';
import type { LinkTarget, ReplayKit, ReplayLibrary } from './replay-library';
import { say, type MessageDescriptor } from '../text/message-descriptor';

/**
 * Game time a run quit while playing must have lasted to be posted as an attempt (20 s): as
 * long as the service asks of an attempt that lets its key rate the level.
 */
export const ABANDONED_ATTEMPT_TICKS = 20 * TICKS_PER_SECOND;

/** What the replays of live runs work with. */
export interface RunReplaysOptions {
  readonly library: ReplayLibrary;
  readonly session: RunSession;
  readonly settings: () => Settings;
  /** The time a replay is stamped with, as ISO 8601 (the page's clock). */
  readonly recordedAt: () => string;
  /** Opens a kept replay in the viewer. */
  readonly watch: (replay: Replay) => void;
  /** Posts each won live run's replay to the global leaderboard, and says what became of it. */
  readonly global?: { readonly poster: GlobalPoster };
  /** The shared level in play: its runs are posted with its level document. */
  readonly shared: { readonly document: LevelDocument | null };
  /** The event a run of `ref` started now enters, if any (the Events screen's Play). */
  readonly events?: { entryFor(ref: LevelRef): EventEntry | undefined };
}

/** Where the end screen shows what became of the run's replay (the replay buttons). */
export interface ReplayStatusTarget extends LinkTarget {
  /** The replay is ready (or, with a reason, cannot be): enables the buttons or says why not. */
  setReady(ready: boolean, status: MessageDescriptor): void;
}

/** The replay part of an end screen: what its buttons do, and where its news goes. */
export interface RunReplayActions {
  readonly watch: () => void;
  readonly download: () => void;
  readonly copyLink: () => void;
  /** Opens the level's leaderboard; absent when the run's kind keeps none. */
  readonly scores?: () => void;
  /** Shows the replay's state on `target` now and each time it changes. */
  attach(target: ReplayStatusTarget): void;
  /** Shows what became of the run's global post; absent when the game has no service. */
  readonly global?: (listener: (status: GlobalPostStatus) => void) => void;
}

/** A live run's replay, once kept, with the run it was built from. */
export interface KeptReplay {
  readonly replay: Replay;
  readonly run: Simulation;
  readonly kind: RunKind;
}

/** The replay of the run on the end screen, once it has been kept. */
interface KeptRun {
  readonly run: Simulation;
  replay: Replay | null;
  status: MessageDescriptor;
}

function submitStatus(result: SubmitResult): MessageDescriptor {
  switch (result.status) {
    case 'entered':
      return say('runs.saved', { rank: result.rank });
    case 'duplicate':
      return say('runs.already', { rank: result.rank });
    case 'not-ranked':
      return say('runs.notRanked');
    case 'not-saved':
      return say('runs.notSaved', { rank: result.rank });
    case 'refused':
      return say('runs.refused', { reason: result.reason });
  }
}

/**
 * The replay side of live runs. Each finished run's replay is built from what the session fed
 * the simulation and kept as the last replay; a won built-in or daily run is entered on the
 * leaderboard, which re-verifies it, and (opted in) posted to the global one. The end screen's
 * replay buttons act on it. (The ghost that races a live run is `LiveGhost`'s.)
 */
export class RunReplays {
  readonly #options: RunReplaysOptions;
  #kept: KeptRun | null = null;
  #target: ReplayStatusTarget | null = null;
  readonly #keptListeners: ((kept: KeptReplay) => void)[] = [];

  constructor(options: RunReplaysOptions) {
    this.#options = options;
    options.session.on('run-started', () => {
      this.#runStarted();
    });
    options.session.on('run-ended', () => {
      this.#runEnded();
    });
    options.session.on('run-abandoned', ({ log }) => {
      this.#runAbandoned(log);
    });
  }

  /** Calls `listener` with each live run's replay once kept (a playtest's is the editor's proof). */
  onKept(listener: (kept: KeptReplay) => void): void {
    this.#keptListeners.push(listener);
  }

  /** A live run started: (opted in) a start token is asked for, without waiting. */
  #runStarted(): void {
    const { session } = this.#options;
    const poster = this.#options.global?.poster;
    // A shared level's runs go with its level document, which the service re-simulates them on.
    const doc = session.kind === 'shared' ? this.#options.shared.document : undefined;
    if (session.ref !== null && postsGlobally(session.kind) && doc !== null) {
      const entry = this.#options.events?.entryFor(session.ref);
      poster?.runStarted(session.ref, session.kind === 'daily', doc, entry);
    } else poster?.runNotPosted();
    this.#kept = null;
    this.#target = null;
  }

  /** The live run ended: its replay is built, kept, and (won) entered on the leaderboard. */
  #runEnded(): void {
    const { session, library } = this.#options;
    const log = session.log();
    const run = session.run;
    if (log === null || run === null) return;
    const kept: KeptRun = { run, replay: null, status: say('replay.keeping') };
    this.#kept = kept;
    const meta = {
      player: this.#options.settings().playerName,
      recordedAt: this.#options.recordedAt(),
    };
    void library.load().then(
      (kit) => {
        this.#keep(kit, kept, () => kit.recordReplay(log, meta));
      },
      (error: unknown) => {
        this.#settle(kept, say('runs.codeNotLoaded', { error: String(error) }));
      },
    );
  }

  /**
   * A run quit while playing (restarted, left for another, or back to the title): once it lasted
   * ABANDONED_ATTEMPT_TICKS, its replay is posted as an attempt (posting on); shorter ones are
   * not, so a quick restart posts nothing. Nothing is kept in the replay library.
   */
  #runAbandoned(log: RunLog): void {
    if (log.ticks < ABANDONED_ATTEMPT_TICKS) return;
    const send = this.#options.global?.poster.runQuit() ?? null;
    if (send === null) return;
    const meta = {
      player: this.#options.settings().playerName,
      recordedAt: this.#options.recordedAt(),
    };
    this.#options.library
      .load()
      .then((kit) => send(kit.replayText(kit.recordReplay(log, meta))))
      .catch((error: unknown) => {
        console.error('Mythic Maze could not post a quit run:', error);
      });
  }

  #keep(kit: ReplayKit, kept: KeptRun, record: () => Replay): void {
    let status: MessageDescriptor;
    try {
      const replay = record();
      kept.replay = replay;
      this.#options.library.last = replay;
      const told = { replay, run: kept.run, kind: this.#options.session.kind };
      for (const listener of this.#keptListeners) listener(told);
      const won = replay.final.outcome === 'won';
      // Won or lost, a posted run counts: a loss is kept by the service as an attempt.
      void this.#options.global?.poster.runEnded(kit.replayText(replay));
      status =
        won && keepsBoard(this.#options.session.kind)
          ? submitStatus(this.#options.library.leaderboard(kit).submitRun(replay))
          : say('runs.kept');
    } catch (error) {
      // Only a broken promise of determinism gets here: say so where it can be seen.
      console.error('Mythic Maze could not keep a replay:', error);
      status = say('runs.notKept', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    this.#settle(kept, status);
  }

  #settle(kept: KeptRun, status: MessageDescriptor): void {
    kept.status = status;
    if (this.#kept === kept) this.#target?.setReady(kept.replay !== null, status);
  }

  /**
   * What the end screen's replay buttons do for the run that just ended, or null; its
   * Leaderboard button opens the level's board with `openBoard`.
   */
  endActions(openBoard: (ref: LevelRef) => void): RunReplayActions | null {
    const kept = this.#kept;
    if (kept === null) return null;
    const { session, library } = this.#options;
    const ref = session.ref;
    const poster = this.#options.global?.poster;
    return {
      watch: () => {
        if (kept.replay !== null) this.#options.watch(kept.replay);
      },
      download: () => {
        const { run, replay } = kept;
        const ticks = run.outcome === 'won' ? run.finalTimeTicks : run.tick;
        if (replay !== null) library.download(replay, run.level.id, ticks);
      },
      copyLink: () => {
        const target = this.#target;
        if (kept.replay === null || target === null) return;
        // The link's news is the run's line until the next: a screen written again shows it.
        library.copyLink(kept.replay, {
          setStatus: (status) => {
            kept.status = status;
            target.setStatus(status);
          },
          showLink: (url) => {
            target.showLink(url);
          },
        });
      },
      ...(!keepsBoard(session.kind) || ref === null
        ? {}
        : {
            scores: () => {
              openBoard(ref);
            },
          }),
      attach: (target) => {
        target.setReady(kept.replay !== null, kept.status);
        this.#target = target;
      },
      ...(poster === undefined
        ? {}
        : {
            global: (listener: (status: GlobalPostStatus) => void) => {
              poster.attach(listener);
            },
          }),
    };
  }
}
