import { levelFromDocument } from '../../replay/level-link/level-document';
import { LevelError, solveLevel, type Cell, type Level, type LevelErrorCode } from '../../sim';
import type { DraftFields } from './draft-fields';
import { gridText, type TileGrid } from './tile-grid';

/** Where a draft goes wrong: parseLevel's reason, at a 1-based row and column (0, 0: the whole level). */
export interface DraftProblem {
  readonly code: LevelErrorCode;
  readonly row: number;
  readonly column: number;
  readonly reason: string;
}

/** A draft's verdict: playable with its static route, or the first problem parseLevel found. */
export type DraftCheck =
  | {
      readonly ok: true;
      readonly level: Level;
      /** A shortest walk from the start to the exit taking the keys it needs (start and exit included). */
      readonly route: readonly Cell[];
      /** (tile, keys held) states the solver visited: its whole cost. */
      readonly statesVisited: number;
    }
  | { readonly ok: false; readonly problem: DraftProblem };

/** The level text and fields of a draft as a level document: `text` and `meta`. */
export interface DraftDocument {
  readonly text: string;
  readonly meta: DraftFields;
}

/** A draft's document, as a link and a playtest carry it. */
export function draftDocument(grid: TileGrid, fields: DraftFields): DraftDocument {
  return { text: gridText(grid), meta: fields };
}

/**
 * Parses a draft as a level link's level is parsed (`levelFromDocument`: its id, story and seed
 * follow from its content hash) and, when it parses, runs the static solver (breadth-first
 * over tiles and keys held, ignoring time, traps and Minotaurs) for the route. A level that does
 * not parse has no route and cannot be played.
 */
export function checkDraft(document: DraftDocument): DraftCheck {
  let level: Level;
  try {
    level = levelFromDocument(document);
  } catch (error) {
    if (!(error instanceof LevelError)) throw error;
    const { code, row, column, reason } = error;
    return { ok: false, problem: { code, row, column, reason } };
  }
  const solution = solveLevel(level);
  const route = solution.path.map((cell) => ({
    x: cell % level.width,
    y: Math.floor(cell / level.width),
  }));
  return { ok: true, level, route, statesVisited: solution.statesVisited };
}
