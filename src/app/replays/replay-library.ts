import type { Replay } from '../../replay/format';
import type { Level } from '../../sim';
import type { LocalStore } from '../../storage/local-store';
import type { Leaderboard } from './leaderboard';
import { replayFileName, type ReplayFiles } from './replay-files';
import { say, type MessageDescriptor } from '../text/message-descriptor';

/** The replay code loaded on first use (see replay-kit.ts). */
export type ReplayKit = typeof import('./replay-kit');

/** What the library is built from. */
export interface ReplayLibraryOptions {
  readonly loadReplayKit: () => Promise<ReplayKit>;
  readonly store: LocalStore;
  readonly files: ReplayFiles;
}

/** Where a share link's outcome is told: the end screen's replay actions. */
export interface LinkTarget {
  setStatus(status: MessageDescriptor): void;
  showLink(url: string): void;
}

/**
 * What every replay feature shares: the replay code (loaded once, on first use), the verified
 * leaderboard, the replay of the last finished run, and saving or sharing a replay.
 */
export class ReplayLibrary {
  readonly #options: ReplayLibraryOptions;
  #kit: ReplayKit | null = null;
  #loading: Promise<ReplayKit> | null = null;
  #board: Leaderboard | null = null;
  #last: Replay | null = null;
  /** Levels made in the editor met this session (opened from their links), by content hash. */
  readonly #editorLevels = new Map<string, Level>();

  constructor(options: ReplayLibraryOptions) {
    this.#options = options;
  }

  /** The replay code once loaded, else null. */
  get kit(): ReplayKit | null {
    return this.#kit;
  }

  /** The replay of the most recently finished run, live or played back, or null. */
  get last(): Replay | null {
    return this.#last;
  }

  set last(replay: Replay | null) {
    this.#last = replay;
  }

  /** Loads the replay code (once; a failed load is tried again next time). */
  load(): Promise<ReplayKit> {
    this.#loading ??= this.#options.loadReplayKit().then(
      (kit) => {
        this.#kit = kit;
        return kit;
      },
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  /** The verified leaderboard (made on first use); editor levels verify on the levels made known. */
  leaderboard(kit: ReplayKit): Leaderboard {
    this.#board ??= new kit.Leaderboard({
      store: this.#options.store,
      editorLevel: (hash) => this.editorLevel(hash),
    });
    return this.#board;
  }

  /**
   * Makes a level made in the editor known by its content hash (after its link's proof verified),
   * so its runs verify and its board can be read. Hand it in before its board is read.
   */
  knowEditorLevel(hash: string, level: Level): void {
    this.#editorLevels.set(hash, level);
  }

  /** A level made in the editor that was made known, by its content hash. */
  editorLevel(hash: string): Level | undefined {
    return this.#editorLevels.get(hash);
  }

  /** Saves a replay as a JSON file named after its level, outcome and time. */
  download(replay: Replay, levelId: string, ticks: number): void {
    const kit = this.#kit;
    if (kit === null) return;
    const name = replayFileName({ levelId, outcome: replay.final.outcome, ticks });
    this.#options.files.download(name, kit.replayText(replay));
  }

  /**
   * Copies a share link of `replay`; when the browser refuses, shows the link for copying by
   * hand, and when the replay is too long for a link, says so.
   */
  copyLink(replay: Replay, target: LinkTarget): void {
    const kit = this.#kit;
    if (kit === null) return;
    let url: string;
    try {
      url = kit.shareLink(replay, this.#options.files.pageUrl());
    } catch (error) {
      const reason =
        kit.replayProblemOf(error) ?? (error instanceof Error ? error.message : String(error));
      target.setStatus(say('viewer.noLink', { reason }));
      return;
    }
    this.#options.files.copy(url).then(
      () => {
        target.setStatus(say('viewer.linkCopied'));
      },
      () => {
        target.setStatus(say('viewer.linkCopyFailed'));
        target.showLink(url);
      },
    );
  }
}
