import { KEY_COLOURS } from '../../sim';
import { formatRunTime } from '../../app/text/formats';
import { t } from '../../app/text/text';
import { keyColourNames } from './hud';
import { h } from '../dom';
import type { HudView } from './hud';

/** Shortest time between two announcements, in ms: a screen reader must not be flooded. */
export const ANNOUNCE_INTERVAL_MS = 1000;

/** What the announcer reads the time from. */
export interface HudAnnouncerOptions {
  /** Wall time in ms (performance.now in the page). */
  readonly now: () => number;
}

/** The sentence a screen reader is given for a run: time left, keys and gems. */
export function hudSentence(run: HudView): string {
  const held = KEY_COLOURS.filter((_, i) => (run.keysHeld & (1 << i)) !== 0);
  const keys =
    held.length === 0
      ? t('hud.sentenceNoKeys')
      : t('hud.sentenceKeys', { keys: keyColourNames(held) });
  return t('hud.sentence', {
    time: formatRunTime(run.ticksLeft),
    keys,
    taken: run.gemsTaken,
    total: run.gemsTotal,
  });
}

/**
 * The HUD's time, keys and gems in a polite live region, written at most once a second and
 * only when the sentence changed, so assistive technology hears the run without being flooded.
 */
export class HudAnnouncer {
  /** The live region (visually hidden). */
  readonly element: HTMLElement;
  readonly #now: () => number;
  #lastAt = Number.NEGATIVE_INFINITY;

  constructor(options: HudAnnouncerOptions) {
    this.#now = options.now;
    this.element = h('p', {
      className: 'sr-only hud-live',
      attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
    });
  }

  /** The language changed: the sentence is written again in it at once. */
  retext(run: HudView): void {
    if (this.element.textContent === '') return;
    this.element.textContent = hudSentence(run);
    this.#lastAt = this.#now();
  }

  /** Called every drawn frame of a run; writes when a second has passed and something changed. */
  update(run: HudView): void {
    const at = this.#now();
    if (at - this.#lastAt < ANNOUNCE_INTERVAL_MS) return;
    const sentence = hudSentence(run);
    if (sentence === this.element.textContent) return;
    this.element.textContent = sentence;
    this.#lastAt = at;
  }
}
