import type { FetchLike, ResponseLike, Timer } from '../../../src/app/global';

/** A request the fake service was sent. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The Authorization header sent, if any. */
  readonly authorization?: string;
}

/** The key the fake service gives each name claimed: 43 base64url characters made of the name. */
export function fakeKey(name: string): string {
  return Buffer.from(name).toString('base64url').padEnd(43, 'k').slice(0, 43);
}

/** How the fake answers a request: a status and a JSON body, or no answer at all (throws). */
export type FakeAnswer = { readonly status: number; readonly body: unknown } | 'no-answer';

/**
 * A stand-in for the leaderboard service behind `fetch`: every request is recorded, and each is
 * answered by `answer`, which tests replace to make the service go away, refuse or come back.
 */
export class FakeService {
  readonly sent: SentRequest[] = [];
  /** Name claims (POST /api/players), kept apart from `sent`. */
  readonly claims: SentRequest[] = [];
  answer: (request: SentRequest) => FakeAnswer = () => 'no-answer';
  /**
   * How a claim is answered: by default 201 with `fakeKey(name)`; tests replace it to make a
   * name taken or the service away.
   */
  claim: (name: string) => FakeAnswer = (name) => ({
    status: 201,
    body: { playerId: `id-${name}`, name, key: fakeKey(name) },
  });

  /**
   * Which requests are answered late: their answer is made when sent (the service as it stood
   * then) and arrives at `release()`, so a test sets the order answers come back in.
   */
  hold: (request: SentRequest) => boolean = () => false;
  readonly #held: (() => void)[] = [];

  /** Lets the oldest held answer arrive. */
  release(): void {
    const arrive = this.#held.shift();
    if (arrive === undefined) throw new Error('no answer is held');
    arrive();
  }

  readonly fetch: FetchLike = (url, init) => {
    const body = init?.body === undefined ? undefined : (JSON.parse(init.body) as unknown);
    const authorization = init?.headers?.authorization;
    const request = {
      method: init?.method ?? 'GET',
      path: url,
      body,
      ...(authorization === undefined ? {} : { authorization }),
    };
    const claiming = url.endsWith('/api/players');
    (claiming ? this.claims : this.sent).push(request);
    const answer = claiming ? this.claim((body as { name: string }).name) : this.answer(request);
    if (answer === 'no-answer') return Promise.reject(new TypeError('Failed to fetch'));
    const response: ResponseLike = {
      status: answer.status,
      text: () => Promise.resolve(JSON.stringify(answer.body)),
    };
    if (claiming || !this.hold(request)) return Promise.resolve(response);
    // Written now: the service's state when the request reached it, not when its answer arrives.
    const text = JSON.stringify(answer.body);
    return new Promise((resolve) => {
      this.#held.push(() => {
        resolve({ status: answer.status, text: () => Promise.resolve(text) });
      });
    });
  };

  /** The posts of runs sent so far. */
  posts(): SentRequest[] {
    return this.sent.filter((r) => r.path.endsWith('/api/runs'));
  }
}

/** Timers a test fires by hand: `due()` lists the waits asked for, `fire()` runs them. */
export class ManualTimers {
  readonly #pending = new Map<number, { ms: number; run: () => void }>();
  #next = 0;

  readonly timer: Timer = (ms, run) => {
    const id = this.#next++;
    this.#pending.set(id, { ms, run });
    return () => {
      this.#pending.delete(id);
    };
  };

  /** The waits pending, in ms. */
  due(): number[] {
    return [...this.#pending.values()].map((t) => t.ms);
  }

  /** Runs every pending timer of `ms` (all when omitted). */
  fire(ms?: number): void {
    for (const [id, t] of [...this.#pending]) {
      if (ms !== undefined && t.ms !== ms) continue;
      this.#pending.delete(id);
      t.run();
    }
  }
}

/** Lets every settled promise's callbacks run (a macrotask comes after all microtasks). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await new Promise<void>((resolve) => {
      setImmediate(resolve);
    });
  }
}
