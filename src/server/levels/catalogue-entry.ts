import { LEVEL_SIZE_LIMITS, type LevelMaker, type LevelSize } from '../../api';
import type { CatalogueEntry } from '../store/catalogue/catalogue-store';
import { normaliseSearchText, searchWords } from './search-words';

/** The size class of a level of this width and height, by its larger side. */
export function sizeClass(width: number, height: number): LevelSize {
  const side = Math.max(width, height);
  if (side <= LEVEL_SIZE_LIMITS.small) return 'small';
  return side <= LEVEL_SIZE_LIMITS.medium ? 'medium' : 'large';
}

/**
 * What the catalogue lists of a published level: its name, maker and size from its canonical
 * level document (`{"text", "meta"}`, rows of the text separated by newlines), and its words.
 */
export function catalogueEntry(
  level: { readonly hash: string; readonly document: string },
  maker: Pick<LevelMaker, 'player' | 'timeTicks'>,
  publishedAt: string,
): CatalogueEntry {
  const document = JSON.parse(level.document) as { text: string; meta?: { name?: string } };
  const rows = document.text
    .split('\n')
    .filter((row, index, all) => row !== '' || index < all.length - 1);
  const width = Math.max(...rows.map((row) => row.length));
  const height = rows.length;
  const name = document.meta?.name ?? '';
  return {
    hash: level.hash,
    name,
    maker: maker.player,
    makerTimeTicks: maker.timeTicks,
    width,
    height,
    sizeClass: sizeClass(width, height),
    searchText: normaliseSearchText(`${name} ${maker.player}`),
    words: searchWords(`${name} ${maker.player}`),
    publishedAt,
  };
}
