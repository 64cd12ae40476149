import type { OwnModerationNotes } from '../global/own-moderation';
import type { LevelRef, Replay } from '../../replay/format';
import type { Level, Simulation } from '../../sim';
import type { LocalStore } from '../../storage/local-store';
import type { RunKind } from '../core/run-session';
import type { ScreenHost } from '../core/screen';
import type { MakerTime, SharedLevel } from '../core/shared-level';
import type { ReplayFiles } from '../replays/replay-files';
import type { ReplayKit, ReplayLibrary } from '../replays/replay-library';
import type { RunReplays } from '../replays/run-replays';
import type { EditorSession, LevelPosting } from './editor-session';
import { t } from '../text/text';
import { say } from '../text/message-descriptor';

/** The editor's code, loaded on first use (see editor-kit.ts). */
export type EditorKit = typeof import('./editor-kit');

/** What the editor's flow works with. */
export interface EditorFlowOptions {
  readonly host: ScreenHost;
  /** The page's view, which loads the editor screen's code alongside the editor's. */
  readonly view: { prepareEditor(): Promise<void> };
  readonly loop: { pause(reason: 'menu'): void };
  readonly store: LocalStore;
  readonly files: ReplayFiles;
  readonly library: ReplayLibrary;
  readonly loadEditor: () => Promise<EditorKit>;
  /** Starts live runs of made levels: a playtest, or a shared link's level. */
  readonly launcher: {
    startMade(level: Level, kind: 'editor' | 'shared', ref: LevelRef): void;
  };
  /** The time a published level is stamped with, ISO 8601. */
  readonly recordedAt: () => string;
  /** The global leaderboard: published levels go to it (when posting is on). */
  readonly global?: {
    readonly levels?: LevelPosting;
    /** What moderation did to the player's levels, name or key (My levels says so). */
    readonly moderation?: Pick<OwnModerationNotes, 'notes' | 'refresh'>;
    /** The player key the game holds: the levels published while it is held are signed. */
    readonly identity?: { readonly player: { playerId: string; key: string } | null };
  };
  /** Where the level of a link opened is kept, with its maker's time, while it is played. */
  readonly shared: SharedLevel;
  /** Each live run's replay once kept: a won playtest's is the level's proof. */
  readonly runReplays: Pick<RunReplays, 'onKept'>;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The editor between screens and the levels it shares: opens the editor (its code and the
 * replay code load on first use) and keeps its session while playtests come and go, hands a
 * won playtest's replay to it as proof, and opens `#l=` links, checking the proof before play.
 */
export class EditorFlow {
  readonly #options: EditorFlowOptions;
  #session: EditorSession | null = null;

  constructor(options: EditorFlowOptions) {
    this.#options = options;
    options.runReplays.onKept(({ replay, run, kind }) => {
      this.runKept(replay, run, kind);
    });
  }

  /** The editor's session once it was opened, else null. */
  get session(): EditorSession | null {
    return this.#session;
  }

  /** The maker's time of the shared level last opened, or null. */
  get maker(): MakerTime | null {
    return this.#options.shared.maker;
  }

  /** Opens the editor as it was left (or on the autosaved draft the first time). */
  async open(): Promise<void> {
    const { host } = this.#options;
    this.#options.loop.pause('menu');
    // Read again for the next time My levels shows: an operator may act while the player plays.
    void this.#options.global?.moderation?.refresh();
    if (this.#session !== null) {
      host.claim();
      host.show('editor');
      return;
    }
    const ticket = host.claim();
    host.show('loading', t('editor.opening'));
    let kit: EditorKit;
    try {
      [kit] = await Promise.all([this.#options.loadEditor(), this.#options.view.prepareEditor()]);
    } catch (error) {
      if (host.isCurrent(ticket)) host.toTitle(say('editor.loadFailed', { reason: reason(error) }));
      return;
    }
    if (!host.isCurrent(ticket)) return;
    const { store, files } = this.#options;
    const levels = this.#options.global?.levels;
    const moderation = this.#options.global?.moderation;
    const identity = this.#options.global?.identity;
    this.#session = kit.openEditorSession({
      store,
      playtest: (level, ref) => {
        // Its replay can be watched: the viewer verifies it on this level.
        this.#options.library.knowEditorLevel(ref.hash, level);
        this.#options.launcher.startMade(level, 'editor', ref);
      },
      pageUrl: () => files.pageUrl(),
      copy: (text) => files.copy(text),
      now: this.#options.recordedAt,
      ...(levels === undefined ? {} : { global: levels }),
      ...(moderation === undefined ? {} : { moderation: () => moderation.notes('levels') }),
      ...(identity === undefined ? {} : { author: () => identity.player }),
    });
    host.show('editor');
  }

  /** A live run's replay was kept: a playtest's goes to the editor (a won one is its proof). */
  runKept(replay: Replay, run: Simulation, kind: RunKind): void {
    if (kind === 'editor') this.#session?.playtestKept(replay, run.finalTimeTicks);
  }

  /**
   * Opens a shared level's `#l=…` fragment: the link is decoded, its level parsed and its proof
   * verified before play. A refused link brings up the title saying why, and nothing is stored;
   * a good one puts the maker's run on the level's board (keyed by its hash) and starts it.
   */
  async openLink(fragment: string): Promise<void> {
    const { host, library } = this.#options;
    this.#options.loop.pause('menu');
    const ticket = host.claim();
    if (library.kit === null) host.show('loading', t('editor.checkingLink'));
    let kit: ReplayKit;
    try {
      kit = await library.load();
    } catch (error) {
      if (host.isCurrent(ticket))
        host.toTitle(say('editor.linkUnopenable', { reason: reason(error) }));
      return;
    }
    if (!host.isCurrent(ticket)) return;
    const opened = kit.openLevelLink(fragment);
    if (!opened.ok) {
      host.toTitle(say('editor.linkRefused', { reason: opened.message }));
      return;
    }
    this.#options.shared.opened(opened.doc, {
      player: opened.proof.player,
      ticks: opened.makerTimeTicks,
    });
    library.knowEditorLevel(opened.hash, opened.level);
    library.leaderboard(kit).submitRun(opened.proof);
    this.#options.launcher.startMade(opened.level, 'shared', { hash: opened.hash });
  }
}
