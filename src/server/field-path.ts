import type * as v from 'valibot';
import { shownKey } from '../replay/replay-error';

/** A valibot issue path as a field path: `replay`, `level.seed`, `(body)` for the whole body. */
export function fieldOf(path: readonly v.IssuePathItem[] | undefined): string {
  let field = '';
  for (const item of path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') field += `[${key}]`;
    else field += field === '' ? shownKey(String(key)) : `.${shownKey(String(key))}`;
  }
  return field === '' ? '(body)' : field;
}
