/**
 * A replay that cannot be used: malformed, over a limit, for another version of the rules, or
 * for a level this game does not have. `field` is a path into the document (`inputs[3][0]`,
 * `level.id`, `(document)` for the whole thing) and `problem` says what is wrong with it.
 */
export class ReplayError extends Error {
  override readonly name = 'ReplayError';

  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}
