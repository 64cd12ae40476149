import type { Level, Simulation } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { LoopControl } from './game-options';
import type { GameView } from './game-view';
import { nextToPlay } from './core/level-progress';
import { BACK_TO, MENUS, OPENED_FROM_SETTINGS, type Screen, type ScreenHost } from './core/screen';
import type { RunSummary } from './score-run';
import type { CalendarDate } from './core/utc-date';
import type { ModelBuilders, ScreenModel } from './screen-models';
import type { MessageDescriptor } from './text/message-descriptor';
import { onTextLanguage } from './text/text';

/**
 * The title's Events entry: whether it is offered, the name of an event open now, and the name
 * of a cup in which the player's race room waits.
 */
export interface TitleEvents {
  readonly offered: boolean;
  readonly open: string | null;
  readonly cupRoom?: string | null;
}

/** What the flow's own screens show that lives elsewhere, built before them. */
export interface ScreenFlowOptions {
  readonly view: GameView;
  readonly loop: Pick<LoopControl, 'running' | 'start' | 'pause'>;
  readonly levels: readonly Level[];
  readonly today: () => CalendarDate;
  /** The live run (or the last one): the HUD shows over it, an error may restart it. */
  readonly session: { readonly run: Simulation | null };
  readonly progress: { readonly progress: Progress };
  readonly settings: { readonly settings: Settings };
  /** Told of each screen put up: the stage that goes with it goes up. */
  readonly stages: { screenShown(screen: Screen): void };
  /** Told of each screen put up: a waiting build may take over between runs. */
  readonly updates: { screenShown(screen: Screen): void };
}

/**
 * Which screen is up and what its own screens say (a notice on the title, an error, what is
 * loading), and the ticket that drops a slow request once the player moved on. Every other
 * screen's model is made by its feature, registered once; putting a screen up hands the view
 * that screen's model, and puts the stage that goes with it up.
 */
export class ScreenFlow implements ScreenHost {
  readonly #options: ScreenFlowOptions;
  /** How each screen's model is made, as its feature registered it. */
  readonly #models: Partial<ModelBuilders> = {};
  /** Told before each screen goes up, with the screen. */
  readonly #leaving: ((next: Screen) => void)[] = [];
  #screen: Screen = 'title';
  /** Whether a screen was put up yet: a language set before that has nothing to write again. */
  #shown = false;
  #notice: MessageDescriptor | null = null;
  /** Whether the title offers the Events screen, and the event open now for its notice. */
  #titleEvents: () => TitleEvents = () => ({ offered: false, open: null });
  #error = '';
  #loadingText = '';
  /** Counts requests, so a slow generation or replay cannot open after the player chose otherwise. */
  #ticket = 0;

  constructor(options: ScreenFlowOptions) {
    this.#options = options;
    onTextLanguage(() => {
      this.#retext();
    });
    const { levels, progress, session, today } = options;
    this.register({
      title: () => {
        const events = this.#titleEvents();
        return {
          screen: 'title',
          nextLevel: nextToPlay(levels, progress.progress)?.name ?? '',
          today: today(),
          notice: this.#notice,
          ...(events.offered ? { events: true } : {}),
          ...(events.open === null ? {} : { openEvent: events.open }),
          ...(events.cupRoom == null ? {} : { cupRoom: events.cupRoom }),
        };
      },
      loading: () => ({ screen: 'loading', loading: this.#loadingText }),
      error: () => ({ screen: 'error', error: this.#error, canRestart: session.run !== null }),
    });
  }

  /** Adds how a feature's screens make their models; throws when a screen has one already. */
  register(models: Partial<ModelBuilders>): void {
    for (const screen of Object.keys(models) as Screen[]) {
      if (this.#models[screen] !== undefined)
        throw new Error(`the ${screen} screen has a model already`);
    }
    Object.assign(this.#models, models);
  }

  /** Where the title reads its Events entry and the event open now (the Events browser). */
  titleEvents(source: () => TitleEvents): void {
    this.#titleEvents = source;
  }

  /** Adds what is told before each screen goes up (the replay viewer closes off its screen). */
  beforeShow(listener: (next: Screen) => void): void {
    this.#leaving.push(listener);
  }

  screen(): Screen {
    return this.#screen;
  }

  claim(): number {
    this.#ticket += 1;
    return this.#ticket;
  }

  isCurrent(ticket: number): boolean {
    return ticket === this.#ticket;
  }

  /** Shows how a run ended: the win or lose screen. */
  showEnd(summary: RunSummary): void {
    this.show(summary.outcome === 'won' ? 'won' : 'lost');
  }

  /** Shows the error screen with the message of what stopped the game. */
  showError(message: string): void {
    this.#error = message;
    this.show('error');
  }

  /** Back (Escape, a pad's B) from a menu: one level up where there is one, else the title. */
  back(): void {
    const above = BACK_TO[this.#screen];
    if (above !== undefined) this.show(above);
    else if (this.#screen !== 'title' && this.#screen !== 'error') this.toTitle(null);
  }

  /** Back to the title (with a notice, or none); whatever was on its way is dropped. */
  toTitle(notice: MessageDescriptor | null): void {
    this.claim();
    const loop = this.#options.loop;
    // After an error the loop has stopped; the title needs frames for its backdrop.
    if (!loop.running) loop.start();
    loop.pause('menu');
    this.#notice = notice;
    this.show('title');
  }

  show(screen: Screen, loading?: string): void {
    this.#shown = true;
    if (loading !== undefined) this.#loadingText = loading;
    for (const listener of this.#leaving) listener(screen);
    const from = this.#screen;
    this.#screen = screen;
    this.#options.stages.screenShown(screen);
    const { view } = this.#options;
    view.show(this.#model(screen));
    const opener = screen === 'settings' ? OPENED_FROM_SETTINGS[from] : undefined;
    if (opener !== undefined) view.focusSetting(opener);
    this.#options.updates.screenShown(screen);
  }

  /**
   * The language changed: the screen on show is made again by its feature, so what it holds as
   * a message (a failure line, a card's status, the account's news) is written in the new
   * language. The switch is made on Settings, so focus goes back to its language picker.
   */
  #retext(): void {
    if (!this.#shown) return;
    const { view } = this.#options;
    view.show(this.#model(this.#screen));
    if (this.#screen === 'settings') view.focusSetting('language');
  }

  /** The model of `screen`: what every screen has, and what its feature makes of it. */
  #model(screen: Screen): ScreenModel {
    const build = this.#models[screen];
    if (build === undefined) throw new Error(`no feature makes the ${screen} screen's model`);
    const run = this.#options.session.run;
    return {
      ...build(),
      // The replay viewer and the watch view draw a run of their own, with its HUD.
      hud:
        screen === 'replay' ||
        screen === 'live-watch' ||
        (!MENUS.has(screen) && screen !== 'error' && run !== null),
      bindings: this.#options.settings.settings.bindings,
    };
  }
}
