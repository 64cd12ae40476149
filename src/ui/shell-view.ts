import type {
  GameView,
  ReplayPlayer,
  ScreenAction,
  ScreenModel,
  ScreenPanel,
  Toggle,
} from '../app';
import type { Simulation } from '../sim';
import { focusFirst, h, isControl } from './dom';
import { Hud } from './hud';
import { HudAnnouncer } from './hud/hud-announcer';
import { globalPostLine, leaderboardScreen, ReplayActions, ReplayViewer } from './replays';
import { buildScreen } from './screens';

/** Where the shell goes and how its buttons reach the game. */
export interface ShellViewOptions {
  /** Where the screens, HUD and overlay go (over the canvas). */
  readonly root: HTMLElement;
  readonly act: (action: ScreenAction) => void;
  /** Wall time in ms for the HUD's live region (performance.now when absent). */
  readonly now?: () => number;
}

/**
 * The game's screens on the page: the HUD, the screen on show (with the replay side's part),
 * focus as a keyboard player expects it, and a polite announcement of how a run ended.
 */
export class ShellView implements GameView {
  readonly #act: (action: ScreenAction) => void;
  readonly #host: HTMLElement;
  readonly #announce: HTMLElement;
  readonly #hud: Hud;
  /** The HUD's time, keys and gems for assistive technology, at most once a second. */
  readonly #hudLive: HudAnnouncer;
  /** The replay viewer's controls while a replay is on screen. */
  #viewer: ReplayViewer | null = null;

  constructor(options: ShellViewOptions) {
    this.#act = options.act;
    this.#host = h('div', { className: 'screens' });
    this.#announce = h('p', { className: 'sr-only', attrs: { 'aria-live': 'polite' } });
    this.#hud = new Hud(() => {
      options.act('pause');
    });
    this.#hudLive = new HudAnnouncer({ now: options.now ?? (() => performance.now()) });
    options.root.append(this.#hud.element, this.#host, this.#announce, this.#hudLive.element);
  }

  show(model: ScreenModel): void {
    const element = buildScreen({ ...model, panel: this.#panel(model.panel), act: this.#act });
    this.#host.replaceChildren(...(element === null ? [] : [element]));
    this.#hud.setVisible(model.hud);
    const { screen } = model;
    if (screen === 'won' || screen === 'lost')
      this.#announce.textContent = element?.querySelector('h2')?.textContent ?? '';
    if (element === null) {
      if (isControl(document.activeElement)) (document.activeElement as HTMLElement).blur();
    } else {
      focusFirst(element);
    }
  }

  frame(run: Simulation): void {
    this.#hud.update(run);
    this.#hudLive.update(run);
    this.#viewer?.refresh();
  }

  confirm(): void {
    // Enter on a focused button is the button's own business; otherwise it picks the first.
    if (isControl(document.activeElement)) return;
    this.#host.querySelector<HTMLButtonElement>('button:not([disabled])')?.click();
  }

  focusSetting(toggle: Toggle): void {
    this.#host.querySelector<HTMLElement>(`[data-setting="${toggle}"]`)?.focus();
  }

  #panel(panel: ScreenPanel | null): HTMLElement | null {
    if (panel?.kind !== 'viewer') this.#viewer = null;
    if (panel === null) return null;
    switch (panel.kind) {
      case 'viewer':
        return this.#viewerOf(panel.player).element;
      case 'board':
        return leaderboardScreen(panel.board);
      case 'run-replay': {
        const { actions } = panel;
        const buttons = new ReplayActions({
          onWatch: actions.watch,
          onDownload: actions.download,
          onCopyLink: actions.copyLink,
          ...(actions.scores === undefined ? {} : { onScores: actions.scores }),
        });
        actions.attach(buttons);
        if (actions.global !== undefined) buttons.element.append(globalPostLine(actions.global));
        return buttons.element;
      }
    }
  }

  /** The viewer's controls for `player`: the same ones while the same replay stays open. */
  #viewerOf(player: ReplayPlayer): ReplayViewer {
    if (this.#viewer?.player !== player) this.#viewer = new ReplayViewer(player);
    return this.#viewer;
  }
}
