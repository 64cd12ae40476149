import * as v from 'valibot';
import { deeperThan, fieldPath } from '../replay';

/** A body the contract cannot read: not a JSON object (`malformed-body`), or not of its shape. */
export interface RequestProblem {
  readonly ok: false;
  readonly kind: 'malformed-body' | 'invalid-request';
  /** The field at fault: `(body)` for the whole body, else its path (`replay`, `link`). */
  readonly field: string;
  readonly problem: string;
}

/** What a read gave: the value, or the problem. */
export type Read<T> = { readonly ok: true; readonly value: T } | RequestProblem;

/**
 * A request body as a JSON object: refused before it is parsed when it nests deeper than
 * `maxDepth`, then when it is not JSON, then when it is not an object.
 */
export function readJsonObject(text: string, maxDepth: number): Read<object> {
  const at = deeperThan(text, maxDepth);
  if (at >= 0) {
    const problem = `nests deeper than any request (${maxDepth} levels) at character ${at}`;
    return { ok: false, kind: 'invalid-request', field: '(body)', problem };
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, kind: 'malformed-body', field: '(body)', problem: 'is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, kind: 'malformed-body', field: '(body)', problem: 'must be a JSON object' };
  }
  return { ok: true, value };
}

/**
 * `value` read with a schema of the contract: its output, or `invalid-request` naming the first
 * field at fault (`(body)` for the whole body). Used for bodies, paths and queries alike.
 */
export function readShape<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): Read<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, value, { abortEarly: true });
  if (parsed.success) return { ok: true, value: parsed.output };
  const [issue] = parsed.issues;
  const field = fieldPath(issue.path, { whole: '(body)' });
  return { ok: false, kind: 'invalid-request', field, problem: issue.message };
}
