import { MAX_LEVEL_NAME_LENGTH, type Cell } from '../../sim';
import { checkDraft, draftDocument, type DraftCheck, type DraftDocument } from './check-draft';
import { newLevelFields, NUMBER_FIELDS, type DraftFields, type NumberField } from './draft-fields';
import { EditHistory } from './edit-history';
import type { TileChar } from './editor-tiles';
import { blankGrid, charAt, paintTile, resizeGrid, type TileGrid } from './tile-grid';
import { t } from '../text/text';

/** What undo and redo restore: the tiles and every field. */
export interface EditorState {
  readonly grid: TileGrid;
  readonly fields: DraftFields;
}

/**
 * The editor as the screens read it. Every change to the draft goes through
 * `EditorSession.edit`, which autosaves it: no screen has to remember to.
 */
export type EditorReading = Pick<
  LevelEditor,
  | 'grid'
  | 'fields'
  | 'state'
  | 'cursor'
  | 'brush'
  | 'revision'
  | 'canUndo'
  | 'canRedo'
  | 'tileAtCursor'
  | 'document'
  | 'check'
>;

/** Where an editor starts: a stored draft, or a blank 9x9 level. */
export interface LevelEditorOptions {
  readonly state?: EditorState;
  /** Undo steps kept (default DEFAULT_HISTORY_LIMIT). */
  readonly historyLimit?: number;
}

/** The size of a new level. */
export const NEW_LEVEL_SIDE = 9;

/**
 * The level editor without the page: the grid, the fields, a cursor and a brush, painting in
 * strokes, resizing, undo and redo over all of it (bounded), and the live verdict. Pure: no
 * DOM and no clock; the screen calls it and draws what it reads.
 */
export class LevelEditor {
  readonly #history: EditHistory<EditorState>;
  #state: EditorState;
  #cursor: Cell = { x: 1, y: 1 };
  #brush: TileChar = '#';
  /** The state when the open stroke began, or null outside a stroke. */
  #strokeStart: EditorState | null = null;
  #revision = 0;
  #checked: { revision: number; check: DraftCheck } | null = null;

  constructor(options: LevelEditorOptions = {}) {
    this.#state = options.state ?? {
      grid: blankGrid(NEW_LEVEL_SIDE, NEW_LEVEL_SIDE),
      fields: newLevelFields(),
    };
    this.#history = new EditHistory(options.historyLimit);
  }

  get grid(): TileGrid {
    return this.#state.grid;
  }

  get fields(): DraftFields {
    return this.#state.fields;
  }

  /** The tiles and fields as they are now (immutable). */
  get state(): EditorState {
    return this.#state;
  }

  get cursor(): Cell {
    return this.#cursor;
  }

  /** The tile the brush paints. */
  get brush(): TileChar {
    return this.#brush;
  }

  /** Counts changes to the tiles and fields (undo and redo included): the verdict is kept per revision. */
  get revision(): number {
    return this.#revision;
  }

  get canUndo(): boolean {
    return this.#history.canUndo;
  }

  get canRedo(): boolean {
    return this.#history.canRedo;
  }

  /** The tile under the cursor. */
  tileAtCursor(): TileChar {
    return charAt(this.grid, this.#cursor.x, this.#cursor.y) ?? '#';
  }

  /** The level text and fields, as a playtest and a link carry them. */
  document(): DraftDocument {
    return draftDocument(this.grid, this.fields);
  }

  /** The verdict on the draft as it is now (computed once per revision). */
  check(): DraftCheck {
    if (this.#checked?.revision !== this.#revision) {
      this.#checked = { revision: this.#revision, check: checkDraft(this.document()) };
    }
    return this.#checked.check;
  }

  setBrush(char: TileChar): void {
    this.#brush = char;
  }

  /** Moves the cursor by (dx, dy), stopping at the edges. */
  moveCursor(dx: number, dy: number): void {
    this.setCursor(this.#cursor.x + dx, this.#cursor.y + dy);
  }

  /** Puts the cursor on (x, y), clamped into the grid. */
  setCursor(x: number, y: number): void {
    const clamp = (value: number, size: number) =>
      Math.max(0, Math.min(size - 1, Math.trunc(value)));
    this.#cursor = { x: clamp(x, this.grid.width), y: clamp(y, this.grid.height) };
  }

  /** Opens a stroke: every paint until `endStroke` is one undo step. */
  beginStroke(): void {
    this.endStroke();
    this.#strokeStart = this.#state;
  }

  /** Closes the open stroke; a stroke that changed nothing leaves no undo step. */
  endStroke(): void {
    const start = this.#strokeStart;
    this.#strokeStart = null;
    if (start !== null && start !== this.#state) this.#history.push(start);
  }

  /** Paints the brush at (x, y) and moves the cursor there; outside a stroke it is a stroke of its own. */
  paintAt(x: number, y: number): void {
    this.setCursor(x, y);
    const grid = paintTile(this.grid, this.#cursor.x, this.#cursor.y, this.#brush);
    if (grid === this.grid) return;
    if (this.#strokeStart === null) this.#history.push(this.#state);
    this.#set({ ...this.#state, grid });
  }

  /** Paints the brush under the cursor (Space or Enter). */
  paintCursor(): void {
    this.paintAt(this.#cursor.x, this.#cursor.y);
  }

  /** Resizes to width x height (3 to 128 each; a RangeError otherwise), keeping the shared part. */
  resize(width: number, height: number): void {
    if (width === this.grid.width && height === this.grid.height) return;
    const grid = resizeGrid(this.grid, width, height);
    this.#change({ ...this.#state, grid });
    this.setCursor(this.#cursor.x, this.#cursor.y);
  }

  /** Renames the level (the text is checked by the verdict: 1 to 60 characters, not blank). */
  setName(name: string): void {
    if (name === this.fields.name) return;
    this.#change({
      ...this.#state,
      fields: { ...this.fields, name: name.slice(0, MAX_LEVEL_NAME_LENGTH) },
    });
  }

  /** Sets a number field; a value that is not a whole number in the field's range is a RangeError. */
  setNumber(field: NumberField, value: number): void {
    const spec = NUMBER_FIELDS.find((f) => f.field === field);
    if (spec === undefined) throw new RangeError(`no field '${field}'`);
    if (!Number.isInteger(value) || value < spec.min || value > spec.max) {
      throw new RangeError(
        t('editor.fieldRange', {
          field: t(spec.labelKey),
          min: String(spec.min),
          max: String(spec.max),
        }),
      );
    }
    if (value === this.fields[field]) return;
    this.#change({ ...this.#state, fields: { ...this.fields, [field]: value } });
  }

  /** Starts over on a new 9x9 level with the default fields, as one step undo can take back. */
  startOver(): void {
    this.#change({ grid: blankGrid(NEW_LEVEL_SIDE, NEW_LEVEL_SIDE), fields: newLevelFields() });
    this.setCursor(this.#cursor.x, this.#cursor.y);
  }

  /** Puts another level's tiles and fields in place of the draft, as one step undo can take back. */
  load(state: EditorState): void {
    if (state.grid === this.#state.grid && state.fields === this.#state.fields) return;
    this.#change(state);
    this.setCursor(this.#cursor.x, this.#cursor.y);
  }

  /** Goes back one step (a stroke, a resize or a field); false when there is none. */
  undo(): boolean {
    this.endStroke();
    const state = this.#history.undo(this.#state);
    if (state === null) return false;
    this.#restore(state);
    return true;
  }

  /** Goes forward one undone step; false when there is none. */
  redo(): boolean {
    this.endStroke();
    const state = this.#history.redo(this.#state);
    if (state === null) return false;
    this.#restore(state);
    return true;
  }

  #change(state: EditorState): void {
    this.endStroke();
    this.#history.push(this.#state);
    this.#set(state);
  }

  #restore(state: EditorState): void {
    this.#set(state);
    this.setCursor(this.#cursor.x, this.#cursor.y);
  }

  #set(state: EditorState): void {
    this.#state = state;
    this.#revision += 1;
  }
}
