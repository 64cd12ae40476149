import type { SplitLineModel } from '../../app/splits/live-splits';
import { h } from '../dom';
import { eventPlace } from '../../app/splits/split-names';
import { deltaSide, deltaText, deltaWords } from '../splits/split-text';
import { t } from '../../app/text/text';

/** What the line says, and how it reads aloud. */
function texts(line: SplitLineModel): { shown: string; spoken: string; side: string } {
  const { label } = line;
  const at = line.event === null ? null : eventPlace(line.event);
  switch (line.state) {
    case 'loading':
      return { shown: '…', spoken: t('splits.lineOnItsWay', { label }), side: 'none' };
    case 'missing':
      return {
        shown: '—',
        spoken: t('splits.lineMissing', { label, reason: line.reason }),
        side: 'none',
      };
    case 'waiting':
      return { shown: '—', spoken: t('splits.lineNoSplit', { label }), side: 'none' };
    case 'parted': {
      const spoken =
        at === null ? t('splits.lineParted', { label }) : t('splits.linePartedAt', { label, at });
      return { shown: t('splits.otherRoute'), spoken, side: 'none' };
    }
    case 'delta': {
      const delta = line.delta ?? 0;
      const words = deltaWords(delta);
      const spoken =
        at === null
          ? t('splits.lineDelta', { label, delta: words })
          : t('splits.lineDeltaAt', { label, delta: words, at });
      return { shown: deltaText(delta), spoken, side: deltaSide(delta) };
    }
  }
}

/**
 * The HUD's split line: the comparison's name and the delta at the run's last split, green
 * with a minus and a point down when ahead, red with a plus and a point up when behind. It is
 * written on the tick of the split; each new split flashes it once (no flash when motion is
 * reduced: the page's reduce-motion rule stops every animation).
 */
export class SplitLineView {
  readonly element: HTMLElement;
  readonly #label: HTMLElement;
  readonly #delta: HTMLElement;
  #flash = false;
  #shownTick: number | null = null;

  constructor() {
    this.#label = h('span', { className: 'hud-label split-label' });
    this.#delta = h('span', { className: 'split-delta' });
    this.element = h(
      'span',
      { className: 'hud-item hud-split', attrs: { role: 'img' } },
      this.#label,
      this.#delta,
    );
    this.element.hidden = true;
  }

  /** Shows `line`, or hides the line (no comparison chosen). */
  update(line: SplitLineModel | null): void {
    this.element.hidden = line === null;
    if (line === null) return;
    const { shown, spoken, side } = texts(line);
    this.#label.textContent = line.label;
    this.#delta.textContent = shown;
    this.element.dataset.side = side;
    this.element.dataset.state = line.state;
    this.element.dataset.tick = line.tick === null ? '' : String(line.tick);
    this.element.setAttribute('aria-label', spoken);
    if (line.tick !== null && line.tick !== this.#shownTick) {
      // Two animations taken in turn restart the flash without a forced layout.
      this.#flash = !this.#flash;
      this.element.classList.toggle('flash-a', this.#flash);
      this.element.classList.toggle('flash-b', !this.#flash);
    }
    this.#shownTick = line.tick;
  }
}
