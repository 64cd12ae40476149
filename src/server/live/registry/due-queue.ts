/** One entry of a due queue: when it falls due, its place among entries of that time, what. */
interface DueEntry<T> {
  readonly due: number;
  readonly order: number;
  readonly item: T;
}

/**
 * Items by the time they fall due, earliest first, those of one time in the order they came: a
 * binary min-heap, so one timer armed for the head releases each held frame when it falls due
 * (instead of a poll of every run that lets a frame wait up to a poll's period). Times may come
 * out of order (a frame another instance held, an abandonment dated back to its resume time).
 */
export class DueQueue<T> {
  readonly #heap: DueEntry<T>[] = [];
  #pushed = 0;

  /** When the earliest item falls due; undefined when the queue is empty. */
  get next(): number | undefined {
    return this.#heap[0]?.due;
  }

  get size(): number {
    return this.#heap.length;
  }

  /** Queues `item` for `due`; true when it is now the earliest (a timer then wakes sooner). */
  push(due: number, item: T): boolean {
    const entry = { due, order: this.#pushed++, item };
    this.#heap.push(entry);
    this.#up(this.#heap.length - 1);
    return this.#heap[0] === entry;
  }

  /** Empties the queue: nothing falls due any more. */
  clear(): void {
    this.#heap.length = 0;
  }

  /** Takes every item due at `now` or before, in due order (ties in the order they came). */
  takeDue(now: number): T[] {
    const taken: T[] = [];
    for (let head = this.#heap[0]; head !== undefined && head.due <= now; head = this.#heap[0]) {
      taken.push(head.item);
      const last = this.#heap.pop();
      if (last !== undefined && this.#heap.length > 0) {
        this.#heap[0] = last;
        this.#down(0);
      }
    }
    return taken;
  }

  #before(a: number, b: number): boolean {
    const x = this.#heap[a];
    const y = this.#heap[b];
    if (x === undefined || y === undefined) return false;
    return x.due < y.due || (x.due === y.due && x.order < y.order);
  }

  #swap(a: number, b: number): void {
    const x = this.#heap[a];
    const y = this.#heap[b];
    if (x === undefined || y === undefined) return;
    this.#heap[a] = y;
    this.#heap[b] = x;
  }

  #up(start: number): void {
    let index = start;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.#before(index, parent)) return;
      this.#swap(index, parent);
      index = parent;
    }
  }

  #down(start: number): void {
    let index = start;
    for (;;) {
      let first = index;
      for (const child of [2 * index + 1, 2 * index + 2]) {
        if (this.#before(child, first)) first = child;
      }
      if (first === index) return;
      this.#swap(index, first);
      index = first;
    }
  }
}
