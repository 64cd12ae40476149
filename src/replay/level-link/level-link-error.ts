import type { ReplayVerdict } from '../verify-replay';

/**
 * Why a level link was refused: `malformed` (not a level link at all, damaged, over a limit, or a
 * field of the wrong type), `invalid-level` (its level does not parse), `proof-mismatch` (its
 * proof was recorded on another level, or does not re-simulate to a win of this one).
 */
export type LevelLinkProblem = 'malformed' | 'invalid-level' | 'proof-mismatch';

/** Where in the level text a level problem is, 1-based; both 0 for the whole level or its settings. */
export interface LevelLinkPosition {
  readonly row: number;
  readonly column: number;
}

/**
 * A level link that cannot be opened or made. `field` is a path into the link's document
 * (`(link)` for the fragment itself, `level.meta.name`, `proof.inputs[3][0]`), `problem` says what
 * is wrong; `position` is set for an invalid level, and `verdict` once the proof was
 * re-simulated on the level (a proof that stops matching its recording, or does not win).
 */
export class LevelLinkError extends Error {
  override readonly name = 'LevelLinkError';

  constructor(
    readonly kind: LevelLinkProblem,
    readonly field: string,
    readonly problem: string,
    readonly details: {
      readonly position?: LevelLinkPosition;
      readonly verdict?: ReplayVerdict;
    } = {},
  ) {
    super(`${field}: ${problem}`);
  }
}
