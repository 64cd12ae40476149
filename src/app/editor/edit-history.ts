/** How many steps back undo reaches by default. */
export const DEFAULT_HISTORY_LIMIT = 200;

/**
 * Undo and redo over immutable snapshots. `push` records the state before a change; at most
 * `limit` steps are kept (the oldest go first), and a change after an undo drops the redo steps.
 */
export class EditHistory<T> {
  readonly #limit: number;
  #undo: T[] = [];
  #redo: T[] = [];

  constructor(limit = DEFAULT_HISTORY_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(
        `the history limit must be a positive whole number, got ${String(limit)}`,
      );
    }
    this.#limit = limit;
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  /** Steps undo can take now. */
  get depth(): number {
    return this.#undo.length;
  }

  /** Records `before`, the state a change is about to replace. */
  push(before: T): void {
    this.#undo.push(before);
    if (this.#undo.length > this.#limit) this.#undo.shift();
    this.#redo = [];
  }

  /** The state to go back to from `current`, or null when there is none. */
  undo(current: T): T | null {
    const before = this.#undo.pop();
    if (before === undefined) return null;
    this.#redo.push(current);
    return before;
  }

  /** The state to go forward to from `current`, or null when there is none. */
  redo(current: T): T | null {
    const after = this.#redo.pop();
    if (after === undefined) return null;
    this.#undo.push(current);
    return after;
  }
}
