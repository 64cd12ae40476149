import { LEVEL_HASH_PATTERN } from '../replay';
import { RUN_ID_PATTERN, type Target, type TargetKind } from '../api';

/** What the search box looks for: a kind, or `any` to tell it from the text. */
export type SearchKind = TargetKind | 'any';

/**
 * What a search box text names; null for blank text. With `any`, 64 hex digits are a level's
 * content hash, a run id's shape (16 of A-Z a-z 0-9 _ -) is a run, anything else a player's name;
 * a name that looks like a run id is found by choosing `player`.
 */
export function searchTarget(text: string, kind: SearchKind = 'any'): Target | null {
  const query = text.trim();
  if (query === '') return null;
  const hash = query.toLowerCase();
  if (kind === 'level' || (kind === 'any' && LEVEL_HASH_PATTERN.test(hash))) {
    return { kind: 'level', id: hash };
  }
  if (kind === 'run' || (kind === 'any' && RUN_ID_PATTERN.test(query))) {
    return { kind: 'run', id: query };
  }
  return { kind: 'player', id: query };
}
