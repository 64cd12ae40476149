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

/** Longest key shown in a field path; a longer one is cut, so a hostile key cannot flood a message. */
const MAX_KEY_SHOWN = 40;

/** A key as it appears in a field path. */
export function shownKey(key: string): string {
  return key.length > MAX_KEY_SHOWN ? `${key.slice(0, MAX_KEY_SHOWN)}…` : key;
}
