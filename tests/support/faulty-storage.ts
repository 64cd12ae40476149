import type { StorageLike } from '../../src/storage/local-store';
import { FakeStorage } from './fake-storage';

/**
 * What one storage call does: work, or throw as a browser can. `quota` is the full-storage
 * DOMException, `security` the one a blocked or sandboxed page gets, `broken` anything else.
 */
export type StorageFault = 'none' | 'quota' | 'security' | 'broken';

/**
 * Web Storage over an in-memory FakeStorage whose calls fail to a script: the n-th call
 * (getItem, setItem or removeItem) meets the n-th fault, and every call after the script works.
 */
export class FaultyStorage implements StorageLike {
  readonly inner = new FakeStorage();
  /** Each write that reached storage, in order. */
  readonly written: (readonly [key: string, value: string])[] = [];
  /** Each write that threw, by key. */
  readonly refused: string[] = [];
  readonly #faults: readonly StorageFault[];
  #calls = 0;

  constructor(faults: readonly StorageFault[]) {
    this.#faults = faults;
  }

  getItem(key: string): string | null {
    this.#fail();
    return this.inner.getItem(key);
  }

  setItem(key: string, value: string): void {
    try {
      this.#fail();
      this.inner.setItem(key, value);
    } catch (error) {
      this.refused.push(key);
      throw error;
    }
    this.written.push([key, value]);
  }

  removeItem(key: string): void {
    this.#fail();
    this.inner.removeItem(key);
  }

  #fail(): void {
    const fault = this.#faults[this.#calls] ?? 'none';
    this.#calls += 1;
    if (fault === 'quota')
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    if (fault === 'security') throw new DOMException('Access is denied.', 'SecurityError');
    if (fault === 'broken') throw new Error('storage broken');
  }
}
