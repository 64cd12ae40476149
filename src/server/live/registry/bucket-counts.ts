/** Counts what each address bucket holds open (live sockets, live runs) against its limit. */
export class BucketCounts {
  readonly #counts = new Map<string, number>();

  /** True when `bucket` may open one more; it is then counted. */
  add(bucket: string, limit: number): boolean {
    const count = this.#counts.get(bucket) ?? 0;
    if (count >= limit) return false;
    this.#counts.set(bucket, count + 1);
    return true;
  }

  remove(bucket: string): void {
    const left = (this.#counts.get(bucket) ?? 1) - 1;
    if (left > 0) this.#counts.set(bucket, left);
    else this.#counts.delete(bucket);
  }
}
