import { onTextLanguage, t } from '../app/text/text';
import type {
  CommunityView,
  GameView,
  ReplayPlayer,
  ScreenAction,
  ScreenModel,
  SettingsControl,
  UpdateNotice,
} from '../app';
import type { EditorSession } from '../app/editor/editor-session';
import type { SplitLineModel } from '../app/splits/live-splits';
import { boundKeys } from '../input/bound-keys';
import { DEFAULT_BINDINGS, type Bindings } from '../input/bindings';
import type { Simulation } from '../sim';
import { focusFirst, h, isControl } from './dom';
import { Hud } from './hud';
import { HudAnnouncer } from './hud/hud-announcer';
import { UpdateBar } from './overlay/update-bar';
import { ReplayViewer } from './replays';
import { buildScreen, type KeptScreens } from './screens';

/** The Community screen's code (src/ui/community), loaded the first time it opens. */
export type CommunityScreens = typeof import('./community');

/** The editor's screen code (src/ui/editor), loaded on first use. */
export type EditorScreens = typeof import('./editor');

/** Where the shell goes and how its buttons reach the game. */
export interface ShellViewOptions {
  /** Where the screens, HUD and overlay go (over the canvas). */
  readonly root: HTMLElement;
  readonly act: (action: ScreenAction) => void;
  /** Loads the editor's screen code (src/ui/editor: a download of its own, on first use). */
  readonly loadEditorScreens: () => Promise<EditorScreens>;
  /** Wall time in ms for the HUD's live region (performance.now when absent). */
  readonly now?: () => number;
  /** Where the update bar goes: the page's column of messages (`root` when absent). */
  readonly messages?: HTMLElement;
}

/**
 * The game's screens on the page: the HUD, the screen on show (with the replay side's part),
 * focus as a keyboard player expects it, and a polite announcement of how a run ended.
 */
export class ShellView implements GameView {
  readonly #act: (action: ScreenAction) => void;
  readonly #loadEditorScreens: () => Promise<EditorScreens>;
  readonly #host: HTMLElement;
  readonly #announce: HTMLElement;
  readonly #hud: Hud;
  /** The HUD's time, keys and gems for assistive technology, at most once a second. */
  readonly #hudLive: HudAnnouncer;
  /** "A new version is ready", and its button. */
  readonly #updateBar = new UpdateBar();
  /** The keys as bound in the settings last shown. */
  #bindings: Bindings = DEFAULT_BINDINGS;
  /** The game's keys as bound, for the replay viewer's slider. */
  readonly #keys = boundKeys(() => this.#bindings);
  /** The replay viewer's controls while a replay is on screen. */
  #viewer: ReplayViewer | null = null;
  /** Builds the editor's screen: set once the editor's code has loaded. */
  #editorScreens: EditorScreens | null = null;
  #editor: {
    readonly session: EditorSession;
    readonly element: HTMLElement;
    refresh(): void;
    focus(): void;
  } | null = null;
  /** The Community screen: its code loads the first time it opens, then it is kept. */
  #community: InstanceType<CommunityScreens['CommunityScreen']> | null = null;
  #communityLoading = false;
  /** The model last shown, shown again once the Community screen's code has loaded. */
  #shown: ScreenModel | null = null;
  /** The run last drawn and the split line last shown, written again when the language changes. */
  #lastRun: Simulation | null = null;
  #lastSplitLine: SplitLineModel | null = null;
  /** The screens kept from one showing to the next, for the screens' builders. */
  readonly #kept: KeptScreens = {
    viewer: (player) => this.#viewerOf(player).element,
    editor: (session) => this.#editorOf(session),
    community: (view) => this.#communityOf(view),
  };

  constructor(options: ShellViewOptions) {
    this.#act = options.act;
    this.#loadEditorScreens = options.loadEditorScreens;
    this.#host = h('div', { className: 'screens' });
    this.#announce = h('p', { className: 'sr-only', attrs: { 'aria-live': 'polite' } });
    this.#hud = new Hud(() => {
      options.act('pause');
    });
    this.#hudLive = new HudAnnouncer({ now: options.now ?? (() => performance.now()) });
    options.root.append(this.#hud.element, this.#host, this.#announce, this.#hudLive.element);
    (options.messages ?? options.root).prepend(this.#updateBar.element);
    onTextLanguage(() => {
      this.#retext();
    });
  }

  /**
   * The language changed: the HUD and the screen on show are written again in it, from the
   * model last shown (the run goes on untouched), with focus back on the setting it was on.
   */
  #retext(): void {
    this.#hud.retext();
    this.#updateBar.retext();
    // A paused run draws no frame: its HUD, live sentence and split line are written now.
    if (this.#lastRun !== null) {
      this.#hud.update(this.#lastRun);
      this.#hudLive.retext(this.#lastRun);
    }
    this.#hud.setSplitLine(this.#lastSplitLine);
    const focused = document.activeElement?.getAttribute('data-setting') ?? null;
    if (this.#shown !== null) this.show(this.#shown);
    if (focused !== null) this.focusSetting(focused as SettingsControl);
  }

  show(model: ScreenModel): void {
    // The Live screen is shown again as its list is refreshed: focus stays on the run it was on.
    const liveFocus =
      model.screen === 'live' && this.#shown?.screen === 'live' ? this.#liveFocus() : null;
    this.#bindings = model.bindings;
    this.#shown = model;
    // The viewer's controls last while their replay is on screen.
    if (model.screen !== 'replay' || model.player === null) this.#viewer = null;
    const element = buildScreen(model, { act: this.#act, kept: this.#kept });
    this.#host.replaceChildren(...(element === null ? [] : [element]));
    this.#hud.setVisible(model.hud);
    this.#hud.setBindings(this.#bindings);
    const { screen } = model;
    if (screen === 'won' || screen === 'lost')
      this.#announce.textContent = element?.querySelector('h2')?.textContent ?? '';
    if (element === null) {
      if (isControl(document.activeElement)) (document.activeElement as HTMLElement).blur();
    } else {
      if (screen === 'editor' && this.#editor !== null) this.#editor.focus();
      else if (liveFocus !== null && this.#refocus(element, liveFocus)) {
        // Focus stayed on the control it was on.
      } else if (screen !== 'community' || this.#community?.restoreFocus() !== true)
        focusFirst(element);
    }
  }

  /** Which control of the Live screen has focus: a run's button (its id) or Back; null for none. */
  #liveFocus(): string | null {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !this.#host.contains(focused)) return null;
    const liveId = focused.getAttribute('data-live');
    if (liveId !== null) return `[data-live="${liveId}"]`;
    return focused.classList.contains('back') ? 'button.back' : null;
  }

  /** Focuses what `selector` finds in `element`; false when it finds nothing. */
  #refocus(element: HTMLElement, selector: string): boolean {
    const found = element.querySelector<HTMLElement>(selector);
    found?.focus();
    return found !== null;
  }

  showUpdate(notice: UpdateNotice): void {
    this.#updateBar.show(notice);
  }

  async prepareEditor(): Promise<void> {
    this.#editorScreens ??= await this.#loadEditorScreens();
  }

  splitLine(line: SplitLineModel | null): void {
    this.#lastSplitLine = line;
    this.#hud.setSplitLine(line);
  }

  frame(run: Simulation): void {
    this.#lastRun = run;
    this.#hud.update(run);
    this.#hudLive.update(run);
    this.#viewer?.refresh();
  }

  confirm(): void {
    // Enter on a focused button is the button's own business; otherwise it picks the first.
    if (isControl(document.activeElement)) return;
    this.#host.querySelector<HTMLButtonElement>('button:not([disabled])')?.click();
  }

  focusSetting(control: SettingsControl): void {
    this.#host.querySelector<HTMLElement>(`[data-setting="${control}"]`)?.focus();
  }

  /** The editor's screen for `session`: the same one, refreshed, each time it comes back. */
  #editorOf(session: EditorSession): HTMLElement | null {
    const screens = this.#editorScreens;
    if (screens === null) return null;
    if (this.#editor?.session !== session)
      this.#editor = new screens.EditorScreen(session, this.#act);
    this.#editor.refresh();
    return this.#editor.element;
  }

  /** The Community screen drawn for `view`; while its code loads, a line saying so. */
  #communityOf(view: CommunityView): HTMLElement {
    if (this.#community === null) {
      if (!this.#communityLoading) {
        this.#communityLoading = true;
        void import('./community').then(({ CommunityScreen }) => {
          this.#community = new CommunityScreen();
          if (this.#shown?.screen === 'community') this.show(this.#shown);
        });
      }
      return h(
        'section',
        { className: 'screen', attrs: { 'aria-busy': 'true' } },
        h('h2', { text: t('title.community') }),
      );
    }
    this.#community.update(view);
    return this.#community.element;
  }

  /** The viewer's controls for `player`: the same ones while the same replay stays open. */
  #viewerOf(player: ReplayPlayer): ReplayViewer {
    if (this.#viewer?.player !== player) this.#viewer = new ReplayViewer(player, this.#keys);
    return this.#viewer;
  }
}
