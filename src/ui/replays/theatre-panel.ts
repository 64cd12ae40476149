import type { Playback } from '../../app/replays/playback';
import type { SplitTableRow } from '../../app/splits/live-splits';
import { DOWN, LEFT, RIGHT, UP } from '../../sim';
import { h } from '../dom';
import { splitTable } from '../splits/split-table';

/** The four directions as the input display lays them out, each with its bit and words. */
const DIRECTIONS = [
  { bit: UP, arrow: '↑', word: 'up' },
  { bit: LEFT, arrow: '←', word: 'left' },
  { bit: DOWN, arrow: '↓', word: 'down' },
  { bit: RIGHT, arrow: '→', word: 'right' },
] as const;

/** The directions held in `input`, in words: "up and right", or "nothing held". */
export function heldWords(input: number): string {
  const held = DIRECTIONS.filter(({ bit }) => (input & bit) !== 0).map(({ word }) => word);
  if (held.length === 0) return 'nothing held';
  return held.length === 1
    ? (held[0] ?? '')
    : `${held.slice(0, -1).join(', ')} and ${held.at(-1) ?? ''}`;
}

/** The index of the last split at or before `tick`, or -1 before the first. */
export function currentSplit(splits: readonly { readonly tick: number }[], tick: number): number {
  let current = -1;
  for (const [i, split] of splits.entries()) {
    if (split.tick > tick) break;
    current = i;
  }
  return current;
}

/**
 * The replay theatre's panel under the controls: the input display (the directions held on the
 * tick on screen, as arrows that light up and in words) and the replay's split table with the
 * current event highlighted. `refresh(tick)` rewrites only what changed.
 */
export class TheatrePanel {
  readonly element: HTMLElement;
  readonly #playback: Playback;
  readonly #arrows: readonly HTMLElement[];
  readonly #held: HTMLElement;
  readonly #rows: readonly SplitTableRow[];
  readonly #table: HTMLElement;
  #shownInput = -1;
  #shownSplit = -2;

  constructor(playback: Playback) {
    this.#playback = playback;
    this.#arrows = DIRECTIONS.map(({ arrow, word }) =>
      h('span', { className: 'input-arrow', text: arrow, attrs: { 'data-dir': word } }),
    );
    this.#held = h('span', { className: 'input-words' });
    this.#rows = playback.splits.map((split) => ({ ...split, delta: null, gold: false }));
    // It scrolls when the run has many splits, so the keyboard can reach it too.
    this.#table = h('div', {
      className: 'theatre-splits',
      attrs: { tabindex: '0', 'aria-label': 'Splits of the replay' },
    });
    this.element = h(
      'div',
      { className: 'theatre' },
      h(
        'div',
        { className: 'input-display', attrs: { role: 'group', 'aria-label': 'Inputs held' } },
        ...this.#arrows,
        this.#held,
      ),
      this.#table,
    );
  }

  /** Shows the inputs and the current split at `tick`. */
  refresh(tick: number): void {
    const input = this.#playback.inputAt(tick);
    if (input !== this.#shownInput) {
      this.#shownInput = input;
      for (const [i, arrow] of this.#arrows.entries()) {
        const bit = DIRECTIONS[i]?.bit ?? 0;
        arrow.dataset.held = String((input & bit) !== 0);
      }
      this.#held.textContent = `Held: ${heldWords(input)}`;
    }
    const current = currentSplit(this.#rows, tick);
    if (current === this.#shownSplit) return;
    this.#shownSplit = current;
    this.#table.replaceChildren(
      splitTable({ caption: 'Splits', rows: this.#rows, label: null, note: '', current }),
    );
  }
}
