import type { ComparedRun } from '../../app/replays/compared-run';
import type { ReplayPlayer } from '../../app/replays/replay-player';
import type { SplitTableRow } from '../../app/splits/live-splits';
import { compareSplits } from '../../app/splits/split-compare';
import { DOWN, LEFT, RIGHT, UP } from '../../sim';
import { h } from '../dom';
import { splitTable } from '../splits/split-table';
import { t } from '../../app/text/text';
import { formatList } from '../../app/text/formats';

/** The four directions as the input display lays them out, each with its bit and words. */
const DIRECTIONS = [
  { bit: UP, arrow: '↑', word: 'up', said: 'theatre.up' },
  { bit: LEFT, arrow: '←', word: 'left', said: 'theatre.left' },
  { bit: DOWN, arrow: '↓', word: 'down', said: 'theatre.down' },
  { bit: RIGHT, arrow: '→', word: 'right', said: 'theatre.right' },
] as const;

/** The directions held in `input`, in words: "up and right", or "nothing held". */
export function heldWords(input: number): string {
  const held = DIRECTIONS.filter(({ bit }) => (input & bit) !== 0).map(({ said }) => t(said));
  return held.length === 0 ? t('theatre.nothingHeld') : formatList(held);
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
 * current event highlighted; when comparing, the table has the deltas against the compared
 * replay, whose own table stands beside it. `refresh(tick)` rewrites only what changed.
 */
export class TheatrePanel {
  readonly element: HTMLElement;
  readonly #player: ReplayPlayer;
  readonly #arrows: readonly HTMLElement[];
  readonly #held: HTMLElement;
  readonly #table: HTMLElement;
  #rows: readonly SplitTableRow[];
  #theirs: readonly SplitTableRow[] = [];
  #compared: ComparedRun | null = null;
  #shownInput = -1;
  #shownSplit = -2;
  #shownTheirs = -2;

  constructor(player: ReplayPlayer) {
    this.#player = player;
    this.#arrows = DIRECTIONS.map(({ arrow, word }) =>
      h('span', { className: 'input-arrow', text: arrow, attrs: { 'data-dir': word } }),
    );
    this.#held = h('span', { className: 'input-words' });
    this.#rows = player.playback.splits.map((split) => ({ ...split, delta: null, gold: false }));
    // It scrolls when the run has many splits, so the keyboard can reach it too.
    this.#table = h('div', {
      className: 'theatre-splits',
      attrs: { role: 'region', tabindex: '0', 'aria-label': t('theatre.splits') },
    });
    this.element = h(
      'div',
      { className: 'theatre' },
      h(
        'div',
        { className: 'input-display', attrs: { role: 'group', 'aria-label': t('theatre.inputs') } },
        ...this.#arrows,
        this.#held,
      ),
      this.#table,
    );
  }

  /** Shows the inputs and the current split at `tick`, and the compared replay's splits. */
  refresh(tick: number): void {
    const input = this.#player.playback.inputAt(tick);
    if (input !== this.#shownInput) {
      this.#shownInput = input;
      for (const [i, arrow] of this.#arrows.entries()) {
        const bit = DIRECTIONS[i]?.bit ?? 0;
        arrow.dataset.held = String((input & bit) !== 0);
      }
      this.#held.textContent = `Held: ${heldWords(input)}`;
    }
    const compared = this.#player.compared;
    if (compared !== this.#compared) this.#compare(compared);
    // Either table's current event may move alone: the compared run passes its own events.
    const current = currentSplit(this.#rows, tick);
    const theirs = currentSplit(this.#theirs, tick);
    if (current === this.#shownSplit && theirs === this.#shownTheirs) return;
    this.#shownSplit = current;
    this.#shownTheirs = theirs;
    this.#draw(current, theirs);
  }

  #compare(compared: ComparedRun | null): void {
    this.#compared = compared;
    this.#shownSplit = -2;
    const ours = this.#player.playback.splits;
    const theirs = compared?.playback.splits ?? [];
    const { deltas } = compareSplits(ours, compared === null ? null : theirs);
    this.#rows = ours.map((split, i) => ({ ...split, delta: deltas[i] ?? null, gold: false }));
    this.#theirs = theirs.map((split) => ({ ...split, delta: null, gold: false }));
  }

  #draw(current: number, theirCurrent: number): void {
    const compared = this.#compared;
    if (compared === null) {
      this.#table.replaceChildren(
        splitTable({ caption: t('end.splits'), rows: this.#rows, label: null, note: '', current }),
      );
      return;
    }
    const { partedAt } = compareSplits(this.#player.playback.splits, compared.playback.splits);
    const note = partedAt === null ? '' : t('theatre.parted', { split: partedAt + 1 });
    const them = compared.playback.replay.player;
    this.#table.replaceChildren(
      splitTable({ caption: t('end.splits'), rows: this.#rows, label: them, note, current }),
      splitTable({
        caption: `Compared: ${them}`,
        rows: this.#theirs,
        label: null,
        note: '',
        current: theirCurrent,
      }),
    );
  }
}
