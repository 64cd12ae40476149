import type { StorageLike } from '../../src/storage/local-store';

/** In-memory Web Storage with switchable faults: a full quota, or every call failing. */
export class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  /** Total characters (keys and values) allowed, like a browser's quota. */
  quota = Number.POSITIVE_INFINITY;
  failEverything = false;
  writes = 0;

  getItem(key: string): string | null {
    if (this.failEverything) throw new Error('storage broken');
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failEverything) throw new Error('storage broken');
    const used = [...this.items].reduce(
      (sum, [k, val]) => (k === key ? sum : sum + k.length + val.length),
      0,
    );
    if (used + key.length + value.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, value);
    this.writes += 1;
  }

  removeItem(key: string): void {
    if (this.failEverything) throw new Error('storage broken');
    this.items.delete(key);
  }
}
