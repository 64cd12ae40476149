import { say, type MessageDescriptor } from '../text/message-descriptor';

/** Calls `run` after `ms`; the returned function cancels it. */
export type Timer = (ms: number, run: () => void) => () => void;

/** First wait before sending again after the service did not answer, in ms. */
export const FIRST_RETRY_MS = 5_000;
/** Longest wait between attempts, in ms. */
export const MAX_RETRY_MS = 300_000;
/** A send with no answer after this long counts as unanswered (the item keeps waiting). */
export const POST_TIMEOUT_MS = 30_000;

/** The service gave no answer: offline, a 5xx, a 429, or none in time. */
export interface Unanswered {
  readonly kind: 'unreachable';
  readonly reason: MessageDescriptor;
}

/** What an outbox sends, and what it does with the answers. */
export interface OutboxCourier<Item, Answer extends { readonly kind: string }> {
  /** What waits now, oldest first; each round sends what waited when it began. */
  waiting(): readonly Item[];
  /** Whether `item` may go now (always, when not given); false ends the round, all still waiting. */
  mayDeliver?(item: Item): boolean;
  /** Sends one item; the answer, or `unreachable` when the service gave none. */
  deliver(item: Item): Promise<Answer | Unanswered>;
  /** The service's final word on `item` (accepted or refused): it stops waiting. */
  delivered(item: Item, answer: Answer): void;
  /** The service did not answer: everything waits, and a retry is on the timer. */
  unanswered(reason: MessageDescriptor): void;
}

/** What an outbox works with. */
export interface RetryingOutboxOptions<Item, Answer extends { readonly kind: string }> {
  readonly courier: OutboxCourier<Item, Answer>;
  readonly timer: Timer;
}

/**
 * Sends what waits for the service one item at a time, never two at once, until the service
 * gives a final answer on each. A send unanswered after POST_TIMEOUT_MS counts as no answer; no
 * answer ends the round and tries again on a timer that backs off from FIRST_RETRY_MS to
 * MAX_RETRY_MS (an answer resets it). `flush()` while a round runs asks for one more round when
 * it ends, so an item added meanwhile is not left behind. The run poster and the level
 * publisher each keep their items and say what an answer means; the sending is this.
 */
export class RetryingOutbox<Item, Answer extends { readonly kind: string }> {
  readonly #courier: OutboxCourier<Item, Answer>;
  readonly #timer: Timer;
  #flushing: Promise<void> | null = null;
  #again = false;
  #retryMs = FIRST_RETRY_MS;
  #cancelRetry: (() => void) | null = null;

  constructor(options: RetryingOutboxOptions<Item, Answer>) {
    this.#courier = options.courier;
    this.#timer = options.timer;
  }

  /** Sends what waits; resolves when nothing waits, a round was stopped, or the service is away. */
  flush(): Promise<void> {
    if (this.#flushing !== null) {
      this.#again = true;
      return this.#flushing;
    }
    this.#cancelRetry?.();
    this.#cancelRetry = null;
    this.#flushing = this.#drain().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #drain(): Promise<void> {
    do {
      this.#again = false;
      for (const item of [...this.#courier.waiting()]) {
        if (this.#courier.mayDeliver?.(item) === false) return;
        const answer = await this.#deliver(item);
        if (isUnanswered(answer)) {
          this.#courier.unanswered(answer.reason);
          this.#scheduleRetry();
          return;
        }
        this.#retryMs = FIRST_RETRY_MS;
        this.#courier.delivered(item, answer);
      }
    } while (this.#addedMeanwhile());
  }

  /** Something was added while a round ran: go round again. */
  #addedMeanwhile(): boolean {
    return this.#again && this.#courier.waiting().length > 0;
  }

  #deliver(item: Item): Promise<Answer | Unanswered> {
    return new Promise((resolve) => {
      const cancel = this.#timer(POST_TIMEOUT_MS, () => {
        resolve({ kind: 'unreachable', reason: say('refusal.timeout') });
      });
      void this.#courier.deliver(item).then((answer) => {
        cancel();
        resolve(answer);
      });
    });
  }

  #scheduleRetry(): void {
    this.#cancelRetry?.();
    const wait = this.#retryMs;
    this.#retryMs = Math.min(MAX_RETRY_MS, this.#retryMs * 2);
    this.#cancelRetry = this.#timer(wait, () => {
      this.#cancelRetry = null;
      void this.flush();
    });
  }
}

function isUnanswered(answer: { readonly kind: string }): answer is Unanswered {
  return answer.kind === 'unreachable';
}
