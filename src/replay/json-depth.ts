/** How deep a replay document nests (arrays and objects): the document, its inputs, a pair. */
export const MAX_REPLAY_DEPTH = 3;
/**
 * How deep a level link's document nests: the document, the proof (or the level), the proof's
 * inputs, an input pair.
 */
export const MAX_LEVEL_LINK_DEPTH = 4;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * The index of the first bracket that takes JSON text deeper than `max`, or -1 when it never
 * does. One pass, no allocation, brackets inside strings skipped: what JSON.parse would build is
 * measured before it is built, in well under a millisecond for the largest request. The text
 * need not be valid JSON (JSON.parse judges that after).
 */
export function deeperThan(text: string, max: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth++;
      if (depth > max) return i;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return -1;
}
