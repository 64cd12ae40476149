/**
 * Names a value for an error message without calling anything on it. `String(value)` runs the
 * value's own `toString`, which bad input (`{"toString": []}` from JSON, say) can make throw
 * or lie; this reads only the value's type and, for primitives, its text.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return String(value);
    case 'string':
      return quoteText(value);
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      if (value === null) return 'null';
      return Array.isArray(value) ? 'an array' : 'an object';
  }
}

/**
 * Characters that would break, hide or turn a line of text: controls (C0 and C1), format
 * characters (bidirectional overrides, zero widths) and the line and paragraph separators.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Longest text shown by default; a longer one is cut, so hostile text cannot flood a message. */
const MAX_TEXT_SHOWN = 40;

/**
 * Text as one quoted line of bounded length for an error message: cut after `max` UTF-16 units
 * (never between the halves of a surrogate pair) with "…", JSON-escaped, and every character
 * that could break, hide or reorder the line written as a `\uXXXX` escape.
 */
export function quoteText(text: string, max = MAX_TEXT_SHOWN): string {
  return escapeUnprintable(JSON.stringify(cutText(text, max)));
}

/** `text` cut after `max` UTF-16 units with "…", never between the halves of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const splitsPair =
    /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) && /[\uDC00-\uDFFF]/.test(text.charAt(max));
  return `${text.slice(0, splitsPair ? max + 1 : max)}…`;
}

/** `text` with every character that could break, hide or reorder its line as a `\uXXXX` escape. */
export function escapeUnprintable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    let escaped = '';
    // An astral character is two UTF-16 units, each written as JSON writes it.
    for (let i = 0; i < c.length; i += 1) {
      escaped += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
    }
    return escaped;
  });
}
