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

/** In unicode mode a pair is one code point, so this finds only a surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * The name of the first code point of `text` no text field may hold, for the problem's
 * sentence: U+0000, which PostgreSQL's text cannot store (a report's text holding one answered
 * 500 there while SQLite kept it), and a UTF-16 surrogate without its pair, which no UTF-8
 * database can store as sent.
 */
function unstorableName(text: string): string | undefined {
  if (text.includes('\u0000')) return 'U+0000 (NUL)';
  const found = LONE_SURROGATE.exec(text)?.[0];
  if (found === undefined) return undefined;
  return `a lone surrogate U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase()}`;
}

/** The path and name of the first unstorable code point in any string or key of `value`. */
function unstorableText(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; name: string } | undefined {
  if (typeof value === 'string') {
    const name = unstorableName(value);
    return name === undefined ? undefined : { path, name };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const place = Array.isArray(value) ? Number(key) : key;
    const keyName = unstorableName(key);
    if (keyName !== undefined) return { path: [...path, place], name: keyName };
    const found = unstorableText(item, [...path, place]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * `value` read with a schema of the contract: its output, or `invalid-request` naming the first
 * field at fault (`(body)` for the whole body). Used for bodies, paths and queries alike. Text
 * holding a code point no database can store (NUL, a lone surrogate) is refused first, in any
 * field, on every engine alike.
 */
export function readShape<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): Read<v.InferOutput<S>> {
  const unstorable = unstorableText(value);
  if (unstorable !== undefined) {
    const field = fieldPath(
      unstorable.path.map((key) => ({ key })),
      { whole: '(body)' },
    );
    const problem = `holds ${unstorable.name}, which no text field may hold`;
    return { ok: false, kind: 'invalid-request', field, problem };
  }
  const parsed = v.safeParse(schema, value, { abortEarly: true });
  if (parsed.success) return { ok: true, value: parsed.output };
  const [issue] = parsed.issues;
  const field = fieldPath(issue.path, { whole: '(body)' });
  return { ok: false, kind: 'invalid-request', field, problem: issue.message };
}
