// Files, not indexes: the game's first download takes this rule for the settings screen.
import { MAX_PLAYER_NAME } from '../replay/format';
import { MAX_LEVEL_NAME_LENGTH } from '../sim/level/level';

/**
 * Characters no name may hold: controls (NUL, escape codes, newlines), format characters (bidi
 * overrides and isolates, zero-width joiners), line and paragraph separators (U+2028, U+2029)
 * and lone surrogates. (Unassigned code points are not refused: the browser and the service may
 * know different Unicode versions, and the rule must read alike in both.)
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/**
 * Characters that show nothing by themselves: spaces, default-ignorable code points (the Hangul
 * fillers among them), combining marks with no base, and the blank Braille pattern. A name made
 * only of these looks empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu;

/** Which name: a player's (1 to MAX_PLAYER_NAME characters) or a level's (1 to 60). */
export type NameKind = 'player' | 'level';

/** The most characters (UTF-16 code units, as the replay and level formats count) of each kind. */
export const MAX_NAME_LENGTH: Readonly<Record<NameKind, number>> = {
  player: MAX_PLAYER_NAME,
  level: MAX_LEVEL_NAME_LENGTH,
};

/** A name as the rule reads it: trimmed and NFC, or what is wrong with it. */
export type NameCheck =
  { readonly ok: true; readonly name: string } | { readonly ok: false; readonly problem: string };

/**
 * The one rule for player and level names: after trimming, 1 to MAX_NAME_LENGTH characters, in
 * Unicode NFC, with no control, format, bidi-override or separator character, and not made only
 * of invisible characters. Returns the trimmed name, or the problem worded for a person.
 */
export function checkName(text: string, kind: NameKind): NameCheck {
  const name = text.trim();
  const max = MAX_NAME_LENGTH[kind];
  if (name.length === 0) return { ok: false, problem: 'must not be empty' };
  if (name.length > max) {
    return { ok: false, problem: `must be at most ${String(max)} characters` };
  }
  // The untrimmed text: trim() drops a trailing newline or U+2028, which a level document keeps.
  const forbidden = FORBIDDEN.exec(text);
  if (forbidden !== null) {
    const code = forbidden[0].codePointAt(0) ?? 0;
    const hex = code.toString(16).toUpperCase().padStart(4, '0');
    return {
      ok: false,
      problem: `must not hold control, format or bidi characters (U+${hex})`,
    };
  }
  if (name !== name.normalize('NFC')) {
    return { ok: false, problem: 'must be in Unicode normal form C (NFC)' };
  }
  if (name.replace(INVISIBLE, '') === '') {
    return { ok: false, problem: 'must hold a visible character' };
  }
  return { ok: true, name };
}
