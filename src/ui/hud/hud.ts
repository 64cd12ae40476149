import type { Bindings } from '../../input/bindings';
import { KEY_COLOURS, type KeyColour, type Simulation } from '../../sim';
import { formatNumber, formatRunTime } from '../../app/text/formats';
import { t, type MessageKey } from '../../app/text/text';
import { button, h } from '../dom';
import { keyShortcut, pauseCodes } from '../screens/key-names';
import { SplitLineView } from './split-line';
import type { SplitLineModel } from '../../app/splits/live-splits';

/** What the HUD reads of a run. */
export type HudView = Pick<
  Simulation,
  'level' | 'tick' | 'ticksLeft' | 'keysHeld' | 'gemsTaken' | 'gemsTotal' | 'outcome'
>;

/** Ticks the level's story stays on screen at the start of a run (three seconds). */
export const STORY_TICKS = 60;
const KEY_NAMES: Readonly<Record<KeyColour, MessageKey>> = {
  red: 'key.red',
  green: 'key.green',
  blue: 'key.blue',
};

/** Keys' colours as the language on screen names and lists them: "red, blue". */
export function keyColourNames(colours: readonly KeyColour[]): string {
  return colours.map((colour) => t(KEY_NAMES[colour])).join(t('common.listSeparator'));
}

/** Below this many ticks left, the countdown turns urgent (ten seconds). */
const URGENT_TICKS = 200;

/**
 * The strip over the maze: level name, countdown, keys, gems, elapsed time and the split line.
 * It writes to the DOM only when a shown value changed, so most frames cost it a few
 * comparisons.
 */
export class Hud {
  readonly element: HTMLElement;
  readonly #name: HTMLElement;
  readonly #countdown: HTMLElement;
  readonly #elapsed: HTMLElement;
  readonly #gems: HTMLElement;
  readonly #keys: readonly HTMLElement[];
  readonly #keysLabel: HTMLElement;
  readonly #story: HTMLElement;
  readonly #pause: HTMLButtonElement;
  readonly #timeLeftLabel = h('span', { className: 'hud-label' });
  readonly #elapsedLabel = h('span', { className: 'hud-label' });
  readonly #split = new SplitLineView();
  #level: HudView['level'] | null = null;
  #tick = -1;
  #keysHeld = -1;
  #gemsTaken = -1;
  #storyShown = false;

  constructor(onPause: () => void) {
    this.#name = h('span', { className: 'hud-level' });
    this.#countdown = h('span', { className: 'hud-countdown' });
    this.#elapsed = h('span', { className: 'hud-elapsed' });
    this.#gems = h('span', { className: 'hud-gems' });
    this.#keys = KEY_COLOURS.map((colour) => h('span', { className: `hud-key ${colour}` }));
    this.#keysLabel = h('span', { className: 'sr-only' });
    this.#story = h('p', { className: 'story' });
    this.#pause = button('', onPause, { className: 'hud-pause' });
    this.element = h(
      'div',
      { className: 'hud' },
      h(
        'div',
        { className: 'hud-bar' },
        this.#name,
        h('span', { className: 'hud-item' }, this.#timeLeftLabel, this.#countdown),
        h('span', { className: 'hud-item hud-keys' }, ...this.#keys, this.#keysLabel),
        h('span', { className: 'hud-item' }, this.#gems),
        h('span', { className: 'hud-item' }, this.#elapsedLabel, this.#elapsed),
        this.#split.element,
        this.#pause,
      ),
      this.#story,
    );
    this.retext();
  }

  /** Writes the HUD's words in the language on screen; the next update rewrites the values. */
  retext(): void {
    this.element.setAttribute('aria-label', t('hud.status'));
    this.#timeLeftLabel.textContent = t('hud.timeLeft');
    this.#elapsedLabel.textContent = t('hud.elapsed');
    this.#pause.textContent = t('hud.pause');
    this.#tick = -1;
    this.#keysHeld = -1;
    this.#gemsTaken = -1;
  }

  /**
   * Announces the keys that pause as the player bound them (Escape always does): the pause
   * button's `aria-keyshortcuts`, written only when they changed.
   */
  setBindings(bindings: Bindings): void {
    const shortcuts = [...new Set(pauseCodes(bindings).map(keyShortcut))].join(' ');
    if (this.#pause.getAttribute('aria-keyshortcuts') !== shortcuts)
      this.#pause.setAttribute('aria-keyshortcuts', shortcuts);
  }

  /** Shows the split line (on the tick of a split), or hides it. */
  setSplitLine(line: SplitLineModel | null): void {
    this.#split.update(line);
  }

  /** Shows the HUD or hides it (menus). */
  setVisible(visible: boolean): void {
    this.element.hidden = !visible;
  }

  /** Brings the HUD up to date with `run`; cheap when nothing changed. */
  update(run: HudView): void {
    if (run.level !== this.#level) {
      this.#level = run.level;
      this.#name.textContent = run.level.name;
      this.#story.textContent = run.level.story;
      this.#tick = -1;
      this.#keysHeld = -1;
      this.#gemsTaken = -1;
    }
    if (run.tick !== this.#tick) {
      this.#tick = run.tick;
      this.#countdown.textContent = formatRunTime(run.ticksLeft);
      this.#countdown.classList.toggle('urgent', run.ticksLeft <= URGENT_TICKS);
      this.#elapsed.textContent = formatRunTime(run.tick);
      const story = run.tick < STORY_TICKS && run.outcome === 'playing';
      if (story !== this.#storyShown) {
        this.#storyShown = story;
        this.#story.hidden = !story;
      }
    }
    if (run.keysHeld !== this.#keysHeld) {
      this.#keysHeld = run.keysHeld;
      const held = KEY_COLOURS.filter((_, i) => (run.keysHeld & (1 << i)) !== 0);
      this.#keys.forEach((key, i) => key.classList.toggle('held', (run.keysHeld & (1 << i)) !== 0));
      this.#keysLabel.textContent =
        held.length === 0 ? t('hud.noKeys') : t('hud.keys', { keys: keyColourNames(held) });
    }
    if (run.gemsTaken !== this.#gemsTaken) {
      this.#gemsTaken = run.gemsTaken;
      this.#gems.textContent = `◆ ${formatNumber(run.gemsTaken)}/${formatNumber(run.gemsTotal)}`;
      this.#gems.setAttribute(
        'aria-label',
        t('hud.gems', { taken: run.gemsTaken, total: run.gemsTotal }),
      );
    }
  }
}
