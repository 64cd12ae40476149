import type { EditorSession } from '../../app/editor/editor-session';
import { charAt } from '../../app/editor/tile-grid';
import { h } from '../dom';
import { TileImages } from './tile-images';
import { t } from '../../app/text/text';

/** The largest square the grid may take on the page, in CSS pixels. */
const MAX_GRID_PIXELS = 576;
const MAX_TILE = 40;
const MIN_TILE = 4;

/** What the grid tells its screen: a paint stroke began, painted, or ended. */
export interface EditorCanvasOptions {
  readonly session: EditorSession;
  /** Something changed under the pointer: the screen saves and redraws. */
  readonly onEdit: () => void;
}

/**
 * The level's grid on a canvas: tiles drawn with the game's own painters, the cursor, a marker
 * at the row and column of the first problem, and the solver's route on request. The mouse
 * paints (a press and drag is one stroke); the keyboard is the screen's business.
 */
export class EditorCanvas {
  readonly element: HTMLCanvasElement;
  readonly #session: EditorSession;
  readonly #images = new TileImages();
  #tile = MAX_TILE;

  constructor(options: EditorCanvasOptions) {
    this.#session = options.session;
    this.element = h('canvas', {
      className: 'editor-grid',
      attrs: {
        tabindex: '0',
        role: 'application',
        'aria-label': t('editor.gridLabel'),
        'aria-describedby': 'editor-cursor',
      },
    });
    const session = this.#session;
    const cellAt = (event: PointerEvent) => {
      const box = this.element.getBoundingClientRect();
      return {
        x: Math.floor((event.clientX - box.left) / this.#tile),
        y: Math.floor((event.clientY - box.top) / this.#tile),
      };
    };
    this.element.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      this.element.setPointerCapture(event.pointerId);
      const { x, y } = cellAt(event);
      session.edit((editor) => {
        editor.beginStroke();
        editor.paintAt(x, y);
      });
      options.onEdit();
    });
    this.element.addEventListener('pointermove', (event) => {
      if ((event.buttons & 1) === 0) return;
      const { x, y } = cellAt(event);
      const { cursor } = session.editor;
      if (x === cursor.x && y === cursor.y) return;
      session.edit((editor) => {
        editor.paintAt(x, y);
      });
      options.onEdit();
    });
    const end = () => {
      session.edit((editor) => {
        editor.endStroke();
      });
      options.onEdit();
    };
    this.element.addEventListener('pointerup', end);
    this.element.addEventListener('pointercancel', end);
  }

  /** Draws the grid as it is now. */
  draw(): void {
    const { editor, showRoute } = this.#session;
    const { grid, cursor } = editor;
    const tile = Math.max(
      MIN_TILE,
      Math.min(MAX_TILE, Math.floor(MAX_GRID_PIXELS / Math.max(grid.width, grid.height))),
    );
    this.#tile = tile;
    const canvas = this.element;
    if (canvas.width !== grid.width * tile) canvas.width = grid.width * tile;
    if (canvas.height !== grid.height * tile) canvas.height = grid.height * tile;
    const ctx = canvas.getContext('2d');
    if (ctx === null) return;
    for (let y = 0; y < grid.height; y++) {
      for (let x = 0; x < grid.width; x++) {
        ctx.drawImage(this.#images.image(charAt(grid, x, y) ?? '#', tile), x * tile, y * tile);
      }
    }
    const check = editor.check();
    if (check.ok && showRoute) {
      ctx.strokeStyle = 'rgba(120, 220, 255, 0.9)';
      ctx.lineWidth = Math.max(2, tile / 6);
      ctx.beginPath();
      check.route.forEach((cell, i) => {
        const px = (cell.x + 0.5) * tile;
        const py = (cell.y + 0.5) * tile;
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      });
      ctx.stroke();
    }
    if (!check.ok && check.problem.row > 0) {
      const { row, column } = check.problem;
      ctx.strokeStyle = '#ff4040';
      ctx.lineWidth = Math.max(2, tile / 8);
      ctx.beginPath();
      ctx.arc((column - 0.5) * tile, (row - 0.5) * tile, tile * 0.45, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.strokeStyle = '#ffe14d';
    ctx.lineWidth = Math.max(2, tile / 10);
    ctx.strokeRect(cursor.x * tile + 1, cursor.y * tile + 1, tile - 2, tile - 2);
  }
}
