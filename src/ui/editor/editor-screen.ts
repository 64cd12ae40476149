import type { ScreenAction } from '../../app';
import { PALETTE, paletteTile } from '../../app/editor/editor-tiles';
import type { EditorSession } from '../../app/editor/editor-session';
import type { LevelEditor } from '../../app/editor/level-editor';
import { button, h } from '../dom';
import { EditorCanvas } from './editor-canvas';
import { EditorFields } from './editor-fields';
import { levelLinksPanel, levelPostText } from './level-links-panel';
import { t } from '../../app/text/text';
import { formatRunTime } from '../../app/text/formats';

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The editor's action buttons, by the name each carries in `data-editor`. */
type EditorButton = 'undo' | 'redo' | 'route' | 'playtest' | 'publish' | 'new' | 'back';

/**
 * The level editor's screen: the palette, the grid, the tile under the cursor, the verdict with
 * its row and column, the fields, undo and redo, playtest, publish and My levels. Every control
 * is a real button or field; on the grid the keyboard moves, picks and paints.
 */
export class EditorScreen {
  readonly element: HTMLElement;
  readonly session: EditorSession;
  readonly #canvas: EditorCanvas;
  readonly #fields: EditorFields;
  readonly #palette: HTMLButtonElement[];
  readonly #cursorText = h('p', { id: 'editor-cursor', className: 'editor-cursor' });
  readonly #verdict = h('p', { className: 'editor-verdict', attrs: { role: 'status' } });
  readonly #message = h('p', { className: 'editor-message', attrs: { role: 'status' } });
  readonly #buttons: Record<EditorButton, HTMLButtonElement>;
  readonly #links = h('div', {});
  #refused = '';

  constructor(session: EditorSession, act: (action: ScreenAction) => void) {
    this.session = session;
    const edited = (refused?: string) => {
      this.#refused = refused ?? '';
      this.refresh();
    };
    this.#canvas = new EditorCanvas({ session, onEdit: edited });
    this.#fields = new EditorFields({ session, onEdit: edited });
    this.#palette = PALETTE.map((tile) =>
      button(
        `${tile.name} (${tile.key})`,
        () => {
          session.edit((editor) => {
            editor.setBrush(tile.char);
          });
          this.refresh();
        },
        { className: 'palette-tile', attrs: { 'data-tile': tile.char, 'aria-pressed': 'false' } },
      ),
    );
    this.#buttons = this.#actionButtons(edited, act);
    this.#canvas.element.addEventListener('keydown', (event) => {
      if (session.edit((editor) => keyOnGrid(editor, event))) {
        event.preventDefault();
        event.stopPropagation();
        edited();
      }
    });
    this.element = this.#layout();
    // An answer from the global leaderboard about a published level comes in later.
    session.watchGlobal(() => {
      this.refresh();
    });
    this.refresh();
  }

  /** Puts the keyboard on the grid. */
  focus(): void {
    this.#canvas.element.focus();
  }

  /** Shows the session as it is now. */
  refresh(): void {
    const { editor, showRoute } = this.session;
    const check = editor.check();
    const { cursor } = editor;
    this.#cursorText.textContent = t('editor.cursor', {
      row: cursor.y + 1,
      column: cursor.x + 1,
      tile: paletteTile(editor.tileAtCursor()).name,
      brush: paletteTile(editor.brush).name,
    });
    this.#verdict.textContent = check.ok
      ? t('editor.playable', { count: check.route.length - 1 })
      : check.problem.row === 0
        ? t('editor.unplayableWhole', { reason: check.problem.reason })
        : t('editor.unplayableAt', {
            row: check.problem.row,
            column: check.problem.column,
            reason: check.problem.reason,
          });
    this.#verdict.dataset.ok = String(check.ok);
    const won = this.session.wonTicks;
    const global = this.session.published?.global ?? null;
    this.#message.textContent =
      this.#refused ||
      (this.session.message && global !== null
        ? `${this.session.message} ${levelPostText(global)}`
        : this.session.message) ||
      (won === null ? t('editor.winToPublish') : t('editor.wonIn', { time: formatRunTime(won) }));
    for (const element of this.#palette) {
      element.setAttribute('aria-pressed', String(element.dataset.tile === editor.brush));
    }
    this.#buttons.undo.disabled = !editor.canUndo;
    this.#buttons.redo.disabled = !editor.canRedo;
    this.#buttons.route.textContent = showRoute ? t('editor.hideRoute') : t('editor.showRoute');
    this.#buttons.route.disabled = !check.ok;
    this.#buttons.playtest.disabled = !check.ok;
    this.#buttons.publish.disabled = won === null;
    this.#fields.update();
    this.#links.replaceChildren(
      levelLinksPanel(this.session, {
        onCopied: () => {
          this.refresh();
        },
        onReopened: () => {
          this.refresh();
          // The list is drawn anew: the keyboard goes to the grid of the level just opened.
          this.focus();
        },
      }),
    );
    this.#canvas.draw();
  }

  /** Undo, redo, the route, playtest, publish, a new level and the way back. */
  #actionButtons(
    edited: () => void,
    act: (action: ScreenAction) => void,
  ): Record<EditorButton, HTMLButtonElement> {
    const { session } = this;
    const buttons: Record<EditorButton, HTMLButtonElement> = {
      undo: button(t('editor.undo'), () => {
        session.edit((editor) => editor.undo());
        edited();
      }),
      redo: button(t('editor.redo'), () => {
        session.edit((editor) => editor.redo());
        edited();
      }),
      route: button(t('editor.showRoute'), () => {
        session.showRoute = !session.showRoute;
        this.refresh();
      }),
      playtest: button(
        t('editor.playtest'),
        () => {
          session.playtest();
        },
        { className: 'primary' },
      ),
      publish: button(t('editor.publish'), () => {
        session.publish();
        this.refresh();
      }),
      new: button(t('editor.newLevel'), () => {
        session.edit((editor) => {
          editor.startOver();
        });
        edited();
      }),
      back: button(
        t('editor.backToTitle'),
        () => {
          act('title');
        },
        { className: 'back' },
      ),
    };
    for (const [name, element] of Object.entries(buttons)) element.dataset.editor = name;
    return buttons;
  }

  /** The screen: palette, grid beside what it says, actions, fields and My levels. */
  #layout(): HTMLElement {
    return h(
      'section',
      { className: 'screen editor-screen', attrs: { 'aria-labelledby': 'editor-heading' } },
      h('h2', { id: 'editor-heading', text: t('editor.heading') }),
      h(
        'div',
        { className: 'palette', attrs: { role: 'group', 'aria-label': t('editor.tiles') } },
        ...this.#palette,
      ),
      h(
        'div',
        { className: 'editor-main' },
        this.#canvas.element,
        h('div', { className: 'editor-side' }, this.#cursorText, this.#verdict, this.#message),
      ),
      h(
        'div',
        {
          className: 'menu editor-actions',
          attrs: { role: 'group', 'aria-label': t('editor.actions') },
        },
        ...Object.values(this.#buttons),
      ),
      this.#fields.element,
      this.#links,
    );
  }
}

/** A key on the grid; true when the editor used it. */
function keyOnGrid(editor: LevelEditor, event: KeyboardEvent): boolean {
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (ctrl && (key === 'y' || (key === 'z' && event.shiftKey))) return editor.redo() || true;
  if (ctrl && key === 'z') return editor.undo() || true;
  if (ctrl || event.altKey) return false;
  const move = MOVES[event.key];
  if (move !== undefined) {
    if (!event.shiftKey) {
      editor.moveCursor(move[0], move[1]);
      return true;
    }
    // One stroke: the tile left and the tile reached, undone together.
    editor.beginStroke();
    editor.paintCursor();
    editor.moveCursor(move[0], move[1]);
    editor.paintCursor();
    editor.endStroke();
    return true;
  }
  if (event.key === ' ' || event.key === 'Enter') {
    editor.paintCursor();
    return true;
  }
  const tile = PALETTE.find((p) => p.key === key);
  if (tile === undefined) return false;
  editor.setBrush(tile.char);
  return true;
}
