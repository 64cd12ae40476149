/**
 * Jobs waiting for a verifier thread, taken in turns by sender: one of the first sender's, one of
 * the next's, and round again, so a sender with a hundred jobs waiting delays another's one job
 * by at most one of theirs per sender ahead of it. At most `capacity` jobs wait in all; when full,
 * the heaviest sender (the most jobs waiting) is shed first: its newest job makes room, or, when
 * the newcomer's sender is the heaviest, the newcomer is refused.
 */
export class FairQueue<T> {
  /** Each sender's waiting jobs, oldest first; Map order is the order of turns. */
  readonly #bySender = new Map<string, T[]>();
  #size = 0;

  constructor(private readonly capacity: number) {}

  /**
   * Queues a job of `sender`. Returns the job shed to make room, which is `job` itself when it
   * is refused, or undefined when nothing was shed.
   */
  push(sender: string, job: T): T | undefined {
    let shed: T | undefined;
    if (this.#size >= this.capacity) {
      const own = this.waiting(sender);
      const [heaviest, most] = this.#heaviest();
      if (heaviest === undefined || most <= own + 1) return job;
      shed = this.#takeNewest(heaviest);
    }
    const waiting = this.#bySender.get(sender);
    if (waiting === undefined) this.#bySender.set(sender, [job]);
    else waiting.push(job);
    this.#size++;
    return shed;
  }

  /** The next job in turn, or undefined when none waits. */
  shift(): T | undefined {
    const next = this.#bySender.entries().next();
    if (next.done === true) return undefined;
    const [sender, waiting] = next.value;
    const job = waiting.shift();
    // The sender's turn is taken: it goes to the back of the round, or leaves it when done.
    this.#bySender.delete(sender);
    if (waiting.length > 0) this.#bySender.set(sender, waiting);
    this.#size--;
    return job;
  }

  /** Takes a job out of the queue (it was given up on); false when it was not waiting. */
  remove(sender: string, job: T): boolean {
    const waiting = this.#bySender.get(sender);
    const index = waiting?.indexOf(job) ?? -1;
    if (waiting === undefined || index < 0) return false;
    waiting.splice(index, 1);
    if (waiting.length === 0) this.#bySender.delete(sender);
    this.#size--;
    return true;
  }

  /** Jobs waiting, of every sender. */
  get size(): number {
    return this.#size;
  }

  /** Jobs waiting of one sender. */
  waiting(sender: string): number {
    return this.#bySender.get(sender)?.length ?? 0;
  }

  #heaviest(): [string | undefined, number] {
    let heaviest: string | undefined;
    let most = 0;
    for (const [sender, waiting] of this.#bySender) {
      if (waiting.length > most) [heaviest, most] = [sender, waiting.length];
    }
    return [heaviest, most];
  }

  #takeNewest(sender: string): T | undefined {
    const waiting = this.#bySender.get(sender);
    const job = waiting?.pop();
    if (waiting?.length === 0) this.#bySender.delete(sender);
    if (job !== undefined) this.#size--;
    return job;
  }
}
