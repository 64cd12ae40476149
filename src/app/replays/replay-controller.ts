import type { LevelRef, Replay } from '../../replay/format';
import type { Level } from '../../sim';
import type { PickedFile, Screen, ScreenHost } from '../core/screen';
import { ComparedRun } from './compared-run';
import type { PlaybackEnd } from './playback';
import { replayFileProblem } from './replay-files';
import type { CheckedReplay, ReplaySource } from './replay-kit';
import type { ReplayKit, ReplayLibrary } from './replay-library';
import { PLAYBACK_RATES, ReplayPlayer, type PlaybackRate, type PlayerLoop } from './replay-player';
import type { ReportedRun } from './reported-run';
import { t } from '../text/text';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';

/** What opening and watching replays works with. */
export interface ReplayControllerOptions {
  readonly host: ScreenHost;
  readonly loop: PlayerLoop;
  /** The replay code, the leaderboard and the last replay. */
  readonly library: ReplayLibrary;
  /** The run reported as on screen: a playback once it opens. */
  readonly reported: ReportedRun;
  /** Where the viewer's playback goes on stage while it is open. */
  readonly stages: { watch(player: ReplayPlayer | null): void };
  readonly isHidden: () => boolean;
  /** Tells the player something, away from the title (a refused file, say). */
  readonly notify: (message: MessageDescriptor) => void;
  /** Starts a practice run of `level` after `prefix`'s inputs (the viewer's Play from here). */
  readonly practise: (level: Level, ref: LevelRef, prefix: readonly number[]) => void;
}

/** A playback as the testing hook reads it: `checkpoints` are the hashes this browser computed. */
export interface ReplayProgress {
  readonly levelId: string;
  readonly player: string;
  readonly tick: number;
  readonly endTick: number;
  /** Where ticking began: 0, or the last seek's target. */
  readonly startTick: number;
  readonly playing: boolean;
  readonly rate: number;
  readonly checkpoints: [number, string][];
  /** The end and whether it matched the recording, or null before the end. */
  readonly end: PlaybackEnd | null;
}

/** What opening a replay came to (why not, written in the language on screen then). */
export type OpenResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

const RETURNABLE: ReadonlySet<Screen> = new Set(['won', 'lost', 'scores', 'levels']);

/**
 * Opening and watching replays. Opening one from a file, a share link, a leaderboard or the
 * testing hook verifies it first, and a refused one changes nothing; then the viewer's screen,
 * its keys and its way back.
 */
export class ReplayController {
  readonly #options: ReplayControllerOptions;
  #viewer: ReplayPlayer | null = null;
  #returnTo: Screen = 'title';

  constructor(options: ReplayControllerOptions) {
    this.#options = options;
  }

  /** The player of the replay viewer while the replay screen is up. */
  get viewer(): ReplayPlayer | null {
    return this.#viewer;
  }

  /** Starts loading the replay code, so a run's replay and ghost are ready when needed. */
  preload(): void {
    this.#options.library.load().catch(() => undefined);
  }

  /** The replay of the most recently finished run (live or played back), or null. */
  lastReplay(): Replay | null {
    return this.#options.library.last;
  }

  /** Opens a share link's fragment (`#r=…`). */
  openLink(fragment: string): Promise<OpenResult> {
    return this.open({ kind: 'link', fragment });
  }

  /** Opens a replay file (picked or dropped); a file too big to be one is refused unread. */
  async openFile(file: PickedFile): Promise<OpenResult> {
    const problem = replayFileProblem(file);
    if (problem === null) return this.open({ kind: 'value', value: await file.text() });
    if (this.#options.host.screen() === 'title') this.#options.host.toTitle(problem);
    else this.#options.notify(problem);
    return { ok: false, error: writeMessage(problem) };
  }

  /**
   * Opens a replay in the viewer once it has verified. A refused one leaves everything as it
   * was and says why: on the title when it came from there, else in a message.
   */
  async open(source: ReplaySource): Promise<OpenResult> {
    const { host, library } = this.#options;
    const from = host.screen();
    const returnTo = RETURNABLE.has(from) ? from : from === 'replay' ? this.#returnTo : 'title';
    const ticket = host.claim();
    if (library.kit === null) host.show('loading', t('viewer.opening'));
    let checked: CheckedReplay;
    try {
      const kit = await library.load();
      checked = kit.checkReplay(source, (hash) => library.editorLevel(hash));
      if (!host.isCurrent(ticket)) {
        return { ok: false, error: t('viewer.meanwhile') };
      }
      if (checked.ok) {
        this.#watch(kit, checked, returnTo);
        return { ok: true };
      }
    } catch (error) {
      checked = { ok: false, error: say('viewer.openFailed', { error: String(error) }) };
    }
    if (host.isCurrent(ticket)) {
      if (from === 'title' || from === 'loading') host.toTitle(checked.error);
      else {
        if (host.screen() !== from) host.show(from);
        this.#options.notify(checked.error);
      }
    }
    return { ok: false, error: writeMessage(checked.error) };
  }

  #watch(kit: ReplayKit, checked: CheckedReplay & { ok: true }, returnTo: Screen): void {
    this.#viewer?.close();
    const { replay, level } = checked;
    const { loop, library } = this.#options;
    const playback = new kit.Playback({ replay, level });
    const viewer = new ReplayPlayer({
      playback,
      loop,
      title: `${replay.player} on ${level.name}`,
      onBack: () => {
        this.leave();
      },
      onDownload: () => {
        library.download(replay, level.id, checked.timeTicks);
      },
      onEnd: () => {
        library.last = replay;
      },
      onCompareWithBest: () => {
        this.compareWithBest();
      },
      onPlayFromHere: (tick) => {
        const prefix = playback.inputsTo(tick);
        this.close();
        this.#options.practise(level, replay.level, prefix);
      },
    });
    this.#viewer = viewer;
    this.#options.reported.watching(playback);
    this.#returnTo = returnTo;
    this.#options.stages.watch(viewer);
    this.#options.host.show('replay');
    viewer.start();
    if (this.#options.isHidden()) loop.pause('hidden');
  }

  /**
   * Compares the replay on screen with another replay of its level (the theatre's compare),
   * drawn as its ghost with its splits beside: verified first, and refused, saying why, when it
   * does not verify or is of another level.
   */
  async compare(source: ReplaySource): Promise<OpenResult> {
    const viewer = this.#viewer;
    if (viewer === null) return { ok: false, error: t('viewer.noneOpen') };
    const { library, notify } = this.#options;
    const kit = await library.load();
    const checked = kit.checkReplay(source, (hash) => library.editorLevel(hash));
    let error: MessageDescriptor | null = checked.ok ? null : checked.error;
    if (checked.ok && !sameLevel(checked, viewer.playback)) {
      error = say('viewer.otherLevel');
    }
    if (!checked.ok || error !== null) {
      const said = error ?? say('viewer.cannotCompare');
      notify(said);
      return { ok: false, error: writeMessage(said) };
    }
    if (this.#viewer !== viewer) return { ok: false, error: t('viewer.closed') };
    const { replay, level } = checked;
    viewer.compareWith(new ComparedRun(new kit.Playback({ replay, level })));
    return { ok: true };
  }

  /** Compares with the best run on the level's local leaderboard (the viewer's button). */
  compareWithBest(): void {
    const viewer = this.#viewer;
    const kit = this.#options.library.kit;
    if (viewer === null || kit === null) return;
    const best = this.#options.library.leaderboard(kit).best(viewer.playback.replay.level);
    if (best === null) {
      this.#options.notify(say('viewer.noBoardRun'));
      return;
    }
    void this.compare({ kind: 'value', value: best.replay });
  }

  /** Closes the viewer, if open, without going anywhere (another screen is taking over). */
  close(): void {
    if (this.#viewer === null) return;
    this.#viewer.close();
    this.#viewer = null;
    this.#options.stages.watch(null);
  }

  /** Closes the viewer and goes back where it was opened from. */
  leave(): void {
    if (this.#viewer === null) return;
    this.close();
    const back = this.#returnTo;
    // Back on the end screen, the run reported is that screen's run again.
    if (back === 'won' || back === 'lost') this.#options.reported.live();
    if (back === 'title') this.#options.host.toTitle(null);
    else this.#options.host.show(back);
  }

  /** The playback for the testing hook, or null when the viewer is closed. */
  progress(): ReplayProgress | null {
    const viewer = this.#viewer;
    if (viewer === null) return null;
    const { playback } = viewer;
    return {
      levelId: playback.level.id,
      player: playback.replay.player,
      tick: playback.run.tick,
      endTick: playback.endTick,
      startTick: playback.startTick,
      playing: viewer.playing,
      rate: this.#options.loop.rate,
      checkpoints: playback.checkpoints().map(([tick, hash]) => [tick, hash]),
      end: playback.end(),
    };
  }

  /** Sets the viewer's speed; a RangeError for anything but 0.25, 0.5, 1, 2, 4 or 8. */
  setSpeed(rate: number): void {
    if (!(PLAYBACK_RATES as readonly number[]).includes(rate)) {
      throw new RangeError(
        `speed must be one of ${PLAYBACK_RATES.join(', ')}, got ${String(rate)}`,
      );
    }
    this.#viewer?.setRate(rate as PlaybackRate);
  }

  /** Seeks the viewer to `tick` (clamped to the replay). */
  seek(tick: number): void {
    this.#viewer?.seek(tick);
  }
}

/** True when two replays name the same level the same way. */
function sameLevel(
  a: { readonly replay: Replay; readonly level: Level },
  b: { readonly replay: Replay; readonly level: Level },
): boolean {
  return (
    a.level.id === b.level.id && JSON.stringify(a.replay.level) === JSON.stringify(b.replay.level)
  );
}
