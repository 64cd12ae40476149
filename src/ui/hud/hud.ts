import type { Bindings } from '../../input/bindings';
import { formatTicks, KEY_COLOURS, type Simulation } from '../../sim';
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
    this.#pause = button('Pause', onPause, { className: 'hud-pause' });
    this.element = h(
      'div',
      { className: 'hud', attrs: { 'aria-label': 'Game status' } },
      h(
        'div',
        { className: 'hud-bar' },
        this.#name,
        h(
          'span',
          { className: 'hud-item' },
          h('span', { className: 'hud-label', text: 'Time left' }),
          this.#countdown,
        ),
        h('span', { className: 'hud-item hud-keys' }, ...this.#keys, this.#keysLabel),
        h('span', { className: 'hud-item' }, this.#gems),
        h(
          'span',
          { className: 'hud-item' },
          h('span', { className: 'hud-label', text: 'Elapsed' }),
          this.#elapsed,
        ),
        this.#split.element,
        this.#pause,
      ),
      this.#story,
    );
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
      this.#countdown.textContent = formatTicks(run.ticksLeft);
      this.#countdown.classList.toggle('urgent', run.ticksLeft <= URGENT_TICKS);
      this.#elapsed.textContent = formatTicks(run.tick);
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
      this.#keysLabel.textContent = held.length === 0 ? 'No keys' : `Keys: ${held.join(', ')}`;
    }
    if (run.gemsTaken !== this.#gemsTaken) {
      this.#gemsTaken = run.gemsTaken;
      this.#gems.textContent = `◆ ${String(run.gemsTaken)}/${String(run.gemsTotal)}`;
      this.#gems.setAttribute(
        'aria-label',
        `Gems ${String(run.gemsTaken)} of ${String(run.gemsTotal)}`,
      );
    }
  }
}
