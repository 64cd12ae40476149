/** Why a level was refused. */
export type LevelErrorCode =
  | 'bad-text'
  | 'bad-meta'
  | 'text-too-long'
  | 'empty'
  | 'too-large'
  | 'too-small'
  | 'ragged-row'
  | 'unknown-character'
  | 'open-border'
  | 'no-start'
  | 'two-starts'
  | 'no-exit'
  | 'two-exits'
  | 'too-many-minotaurs'
  | 'minotaur-too-close'
  | 'missing-key'
  | 'unreachable-key'
  | 'unreachable-exit';

/**
 * A level that cannot be played. `row` and `column` are 1-based and point at the offending
 * character; both are 0 when the problem belongs to the whole level or to its metadata.
 */
export class LevelError extends Error {
  override readonly name = 'LevelError';

  constructor(
    readonly code: LevelErrorCode,
    readonly row: number,
    readonly column: number,
    readonly reason: string,
  ) {
    const where = row === 0 && column === 0 ? ' (the whole level)' : '';
    super(`Level error at row ${row}, column ${column}${where}: ${reason}`);
  }
}
