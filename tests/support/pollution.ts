import { expect } from 'vitest';

/** The built-in prototypes a hostile document could try to reach through `__proto__` or `constructor`. */
const PROTOTYPES: readonly [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
];

/** Every own property of the watched prototypes, with the exact value or accessors it holds. */
export type PrototypeSnapshot = ReadonlyMap<string, readonly unknown[]>;

/** Takes a snapshot to compare against after running untrusted input. */
export function prototypeSnapshot(): PrototypeSnapshot {
  const snapshot = new Map<string, readonly unknown[]>();
  for (const [name, prototype] of PROTOTYPES) {
    for (const key of Reflect.ownKeys(prototype)) {
      // Compared by identity only: the accessors are never called.
      const d: Record<string, unknown> = { ...Object.getOwnPropertyDescriptor(prototype, key) };
      snapshot.set(`${name}.${String(key)}`, [d.value, d.get, d.set, d.writable]);
    }
  }
  return snapshot;
}

/**
 * Fails when any watched prototype gained, lost or changed a property since `before`, or when a
 * fresh object or array shows an inherited enumerable key (the usual sign of pollution).
 */
export function expectNoPollution(before: PrototypeSnapshot): void {
  const after = prototypeSnapshot();
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((key) => {
    const a = before.get(key);
    const b = after.get(key);
    return a === undefined || b === undefined || a.some((value, i) => value !== b[i]);
  });
  expect(changed, 'built-in prototypes changed').toEqual([]);
  const inherited: string[] = [];
  for (const key in {}) inherited.push(key);
  // Typed as a plain object: iterating an array's keys is the point here.
  const array: object = [];
  for (const key in array) inherited.push(key);
  expect(inherited, 'enumerable keys inherited by fresh objects').toEqual([]);
}
