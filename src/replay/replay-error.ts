import { cutText, escapeUnprintable, quoteText } from '../sim/core/describe-value';

/**
 * What kind of problem a replay has, a stable code for the programs that show it in words of
 * their own (the game, in the player's language); `problem` is the English detail for the CLI.
 * - `not-a-link`: not text, or not a link of this kind (its prefix)
 * - `damaged`: a link or file whose bytes do not read back (base64url, deflate, UTF-8)
 * - `too-large`: over a limit (characters, bytes, ticks, a link's length)
 * - `not-json`: text that is not JSON
 * - `not-a-replay`: JSON that is not a replay document at all
 * - `unknown-key`, `missing`, `invalid-field`: one field is extra, absent or of the wrong kind
 * - `inconsistent`: fields that each read well but disagree (tick totals, checkpoints, versions)
 * - `unsupported-version`: a format version this game does not read
 * - `other-rules`: recorded with another simulation version, so it cannot be reproduced
 * - `unknown-level`: a built-in level this game does not have
 * - `editor-level-missing`: an editor level's run without that level (its link holds it)
 * - `edited-level`: an editor level's run on a level edited since
 */
export type ReplayProblem =
  | 'not-a-link'
  | 'damaged'
  | 'too-large'
  | 'not-json'
  | 'not-a-replay'
  | 'unknown-key'
  | 'missing'
  | 'invalid-field'
  | 'inconsistent'
  | 'unsupported-version'
  | 'other-rules'
  | 'unknown-level'
  | 'editor-level-missing'
  | 'edited-level';

/**
 * A replay that cannot be used: malformed, over a limit, for another version of the rules, or
 * for a level this game does not have. `field` is a path into the document (`inputs[3][0]`,
 * `level.id`, `(document)` for the whole thing), `problem` says in English what is wrong with
 * it, and `code` is the kind of problem, stable for those who word it themselves.
 */
export class ReplayError extends Error {
  override readonly name = 'ReplayError';

  constructor(
    readonly field: string,
    readonly problem: string,
    readonly code: ReplayProblem,
  ) {
    super(`${field}: ${problem}`);
  }
}

/** Longest key shown in a field path; a longer one is cut, so a hostile key cannot flood a message. */
const MAX_KEY_SHOWN = 40;

/** A key that reads as itself after a dot: a name of ASCII letters, digits, `_` and `$`. */
const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/**
 * `field` one key deeper: `meta.name` (the key alone when `field` is empty), or, for a key that
 * is not a plain name, `meta["two words"]`, quoted and escaped so no key can break or reorder
 * the line it is shown in. Either way a long key is cut.
 */
export function keyStep(field: string, key: string): string {
  if (!PLAIN_KEY.test(key)) return `${field}[${quoteText(key, MAX_KEY_SHOWN)}]`;
  const shown = cutText(key, MAX_KEY_SHOWN);
  return field === '' ? shown : `${field}.${shown}`;
}

/**
 * The field a valibot issue path names, as the errors of this game spell it: `inputs[3][0]`,
 * `meta.name`, under `prefix` when one is given (`level.meta.name`). `whole` names the value
 * itself when the path is empty: `(document)` for a replay or a link, `(body)` for a request.
 */
export function fieldPath(
  path: readonly { readonly key: unknown }[] | undefined,
  options: { readonly prefix?: string; readonly whole: string },
): string {
  let field = options.prefix ?? '';
  for (const item of path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') field += `[${key}]`;
    else field = keyStep(field, String(key));
  }
  return field === '' ? options.whole : field;
}

/**
 * Why JSON.parse refused a text, as one printable line: the engine's own reason, which quotes a
 * piece of the text, with anything that could break the line escaped. A RangeError (the engine's
 * stack, from nesting) is named as such.
 */
export function notJsonProblem(error: unknown): string {
  const reason =
    error instanceof SyntaxError ? escapeUnprintable(error.message) : 'nesting too deep';
  return `is not valid JSON (${reason})`;
}
