/** Most words of a search that are matched (the rest are ignored). */
export const MAX_SEARCH_WORDS = 6;
/** Longest word kept (a longer word is cut to its first this many characters). */
export const MAX_WORD_CHARS = 32;

/**
 * Text as the catalogue searches it: compatibility-decomposed (NFKD), combining marks removed,
 * lower-cased, so "Éowyn", "EOWYN" and "ｅｏｗｙｎ" are one word.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The distinct normalised words of a text: runs of letters and digits. */
export function searchWords(text: string): string[] {
  const words = normaliseSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => Array.from(word).slice(0, MAX_WORD_CHARS).join(''));
  return [...new Set(words)];
}
