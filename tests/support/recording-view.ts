import type { CommunityView } from '../../src/app/community/community-view';
import type { EventsView } from '../../src/app/events/events-view';
import type { EditorSession } from '../../src/app/editor/editor-session';
import type { GameView } from '../../src/app/game-view';
import type { BoardView } from '../../src/app/replays/leaderboard-browser';
import type { ReplayPlayer } from '../../src/app/replays/replay-player';
import type { RunReplayActions } from '../../src/app/replays/run-replays';
import type { ScreenModel } from '../../src/app/screen-models';
import type { GlobalPostStatus } from '../../src/app/global/global-poster';
import type { ReplayStatusTarget } from '../../src/app/replays/run-replays';
import type { Screen, ScreenAction, SettingsControl } from '../../src/app/core/screen';
import type { SplitLineModel } from '../../src/app/splits/live-splits';
import type { Simulation } from '../../src/sim';
import type { UpdateNotice } from '../../src/app/update-flow';
import { writeMessage, type MessageDescriptor } from '../../src/app/text/message-descriptor';

/** What an end screen's replay part says, as the page's replay buttons would show it. */
export interface ReplayLine {
  /** Whether the buttons would be enabled. */
  readonly ready: boolean;
  /** The status line: the replay's rank, a copied link, why it was not kept… */
  readonly status: string;
  /** The share link shown for copying by hand, or null. */
  readonly link: string | null;
}

/** A frame the HUD was told of: the run's level and tick. */
export interface HudFrame {
  readonly levelId: string;
  readonly tick: number;
}

/** The parts of screens made by other features, by the name a test reaches them with. */
export interface ScreenPanels {
  readonly board: { readonly board: BoardView };
  readonly viewer: { readonly player: ReplayPlayer };
  readonly editor: { readonly session: EditorSession };
  readonly community: { readonly community: CommunityView };
  readonly events: { readonly events: EventsView };
  readonly 'run-replay': { readonly actions: RunReplayActions };
}

/** The parts of screens `model` shows. */
function panelsOf(model: ScreenModel): Partial<ScreenPanels> {
  switch (model.screen) {
    case 'scores':
      return model.board === null ? {} : { board: { board: model.board } };
    case 'replay':
      return model.player === null ? {} : { viewer: { player: model.player } };
    case 'editor':
      return model.session === null ? {} : { editor: { session: model.session } };
    case 'community':
      return model.community === null ? {} : { community: { community: model.community } };
    case 'events':
      return model.events === null ? {} : { events: { events: model.events } };
    case 'won':
    case 'lost':
      return model.replay === null ? {} : { 'run-replay': { actions: model.replay } };
    default:
      return {};
  }
}

/**
 * A GameView with no DOM: it records every screen model it is handed, every frame, Enter with
 * nothing focused and the settings control focus went back to, and attaches to an end screen's
 * replay part as the page's buttons do. Its `act` is the screens' buttons: a test presses one
 * by acting as the button would.
 */
export class RecordingView implements GameView {
  /** Every model shown, oldest first. */
  readonly shown: ScreenModel[] = [];
  /** Each frame's run, as the HUD was told of it. */
  readonly frames: HudFrame[] = [];
  /** Each split line the HUD was told of, oldest first. */
  readonly splitLines: (SplitLineModel | null)[] = [];
  /** The settings controls focus was sent back to. */
  readonly focused: SettingsControl[] = [];
  /** How many times Enter was pressed with no control focused. */
  confirms = 0;
  /** How many times the editor's screen code was asked for. */
  editorsPrepared = 0;
  /** The replay part of the last end screen shown, or null. */
  replay: ReplayLine | null = null;
  /** The replay line's message as told, to be written again in another language. */
  replayStatus: MessageDescriptor | null = null;
  /** The global post line of the last end screen shown (its news, latest last). */
  readonly globalNews: GlobalPostStatus[] = [];
  /** Every update notice shown, oldest first. */
  readonly updates: UpdateNotice[] = [];
  readonly #act: (action: ScreenAction) => void;

  constructor(act: (action: ScreenAction) => void) {
    this.#act = act;
  }

  /** Presses the button that asks for `action`. */
  act(action: ScreenAction): void {
    this.#act(action);
  }

  /** The model last shown; throws before any. */
  get model(): ScreenModel {
    const model = this.shown.at(-1);
    if (model === undefined) throw new Error('no screen shown yet');
    return model;
  }

  /** The model last shown, which must be of `screen`; throws when another screen is up. */
  modelOf<S extends Screen>(screen: S): Extract<ScreenModel, { screen: S }> {
    const model = this.model;
    if (!isOf(model, screen)) throw new Error(`the ${model.screen} screen is up, not ${screen}`);
    return model;
  }

  /** The title's notice as the page writes it, in the language on screen now; null: none. */
  titleNotice(): string | null {
    const { notice } = this.modelOf('title');
    return notice === null ? null : writeMessage(notice);
  }

  /** The screen last shown, or null before any. */
  get screen(): Screen | null {
    return this.shown.at(-1)?.screen ?? null;
  }

  /** The part of the screen on show made by `kind`'s owner; throws when another is shown. */
  panel<K extends keyof ScreenPanels>(kind: K): ScreenPanels[K] {
    const panel = panelsOf(this.model)[kind];
    if (panel === undefined)
      throw new Error(`the ${this.model.screen} screen shows no ${kind} panel`);
    return panel;
  }

  showUpdate(notice: UpdateNotice): void {
    this.updates.push(notice);
  }

  show(model: ScreenModel): void {
    this.shown.push(model);
    const replay = panelsOf(model)['run-replay'];
    if (replay !== undefined) this.#attach(replay.actions);
  }

  frame(run: Simulation): void {
    this.frames.push({ levelId: run.level.id, tick: run.tick });
  }

  splitLine(line: SplitLineModel | null): void {
    this.splitLines.push(line);
  }

  confirm(): void {
    this.confirms += 1;
  }

  focusSetting(control: SettingsControl): void {
    this.focused.push(control);
  }

  prepareEditor(): Promise<void> {
    this.editorsPrepared += 1;
    return Promise.resolve();
  }

  /** As the page's end screen does: a fresh replay part each time, told of what follows. */
  #attach(actions: RunReplayActions): void {
    let line: ReplayLine = { ready: false, status: '', link: null };
    const update = (changes: Partial<ReplayLine>) => {
      line = { ...line, ...changes };
      this.replay = line;
    };
    const target: ReplayStatusTarget = {
      setReady: (ready, status) => {
        this.replayStatus = status;
        update({ ready, status: writeMessage(status) });
      },
      setStatus: (status) => {
        this.replayStatus = status;
        update({ status: writeMessage(status) });
      },
      showLink: (url) => {
        update({ link: url });
      },
    };
    this.replay = line;
    actions.attach(target);
    actions.global?.((status) => this.globalNews.push(status));
  }
}

/** Whether `model` is of `screen`. */
function isOf<S extends Screen>(
  model: ScreenModel,
  screen: S,
): model is Extract<ScreenModel, { screen: S }> {
  return model.screen === screen;
}
