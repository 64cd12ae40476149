import unhomoglyph from 'unhomoglyph';

/** Case folding as far as JavaScript has it: upper then lower maps ß to ss and ς to σ too. */
function fold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/**
 * The canonical form a name is claimed by: NFKC (full-width and compatibility letters become
 * plain ones), case-folded, then the skeleton of Unicode TS #39 (NFD, every confusable character
 * mapped to its prototype by the confusables table, NFD again), folded once more because some
 * prototypes are capitals (`0` → `O`). `Theseus`, `THESEUS`, `Ｔｈｅｓｅｕｓ` and `Thеseus` (a
 * Cyrillic е) share one skeleton, so only the first of them can be claimed.
 *
 * Folding comes before the table, as TS #39 does for case-insensitive identifiers: so `Ian` and
 * `lan` stay two names (capital I and small l are confusable only before folding).
 */
export function nameSkeleton(name: string): string {
  const folded = fold(name.normalize('NFKC'));
  const skeleton = unhomoglyph(folded.normalize('NFD')).normalize('NFD');
  return fold(skeleton);
}
