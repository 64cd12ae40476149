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
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      if (value === null) return 'null';
      return Array.isArray(value) ? 'an array' : 'an object';
  }
}
