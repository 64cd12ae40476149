import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { FairQueue } from './fair-queue';
import { JobAbort } from './job-abort';
import { JobSlots } from './job-slots';
import type { JobEnvelope, VerifyAnswer, WorkerAnswers, WorkerJob } from './jobs';
import { threadCpuNs } from './thread-cpu';

/** The worker entry that runs verify-task.ts. */
export const VERIFY_WORKER = fileURLToPath(new URL('verify-worker.mjs', import.meta.url));

/**
 * Default CPU time one job may use, in ms: the worst legal job (generating the costliest
 * seeded level, then re-simulating the longest run on it) took about 3 s of CPU on the bench
 * machine; three times that leaves room for a slower machine. See src/server/README.md.
 */
export const DEFAULT_CPU_LIMIT_MS = 10_000;
/** Longest a job may wait for a worker to take it (a backlog, or workers being replaced). */
export const QUEUE_LIMIT_MS = 30_000;
/**
 * Jobs that may wait in all: more than a second of a busy service's posts, and a bound on the
 * memory waiting bodies take. When full, the heaviest sender's newest job is shed first.
 */
export const DEFAULT_QUEUE_CAPACITY = 256;
/** Levels whose fewest winning ticks the pool remembers (see minWinTicks). */
const KNOWN_LEVELS = 10_000;
/** How often running jobs' CPU time and waiting jobs' age are checked, in ms. */
const WATCH_MS = 50;

/** Options of the verifier pool. */
export interface VerifierPoolOptions {
  /** Worker threads (default: one per core). */
  readonly threads?: number;
  /** CPU time a job may use before its worker is ended and replaced, in ms. */
  readonly cpuLimitMs?: number;
  /** Jobs that may wait in all (default DEFAULT_QUEUE_CAPACITY). */
  readonly queueCapacity?: number;
  /** Worker entry file (tests swap in workers that crash or hang). */
  readonly workerFile?: string;
}

/** Why a job got no answer: the pool is away, the worker crashed, or it ran out of time. */
export class VerifierUnavailable extends Error {
  override readonly name = 'VerifierUnavailable';
}

/** The sender of jobs that come from no client (reverify, warm-up). */
const LOCAL = '(local)';

interface Waiting {
  readonly job: WorkerJob;
  readonly sender: string;
  readonly queuedAt: number;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

interface Running {
  readonly slot: number;
  readonly abort: JobAbort;
  readonly dispatchedAt: number;
}

/**
 * Re-simulates replays, and reads requests too heavy for the HTTP thread, in worker threads at
 * a lower CPU priority. Jobs wait in a fair queue (in turns by sender) and at most one per
 * thread runs, so one address's jobs never starve another's. A job is limited by the CPU time
 * its thread spends on it, not by wall time, so a busy machine slows jobs but does not fail
 * them; a job over the limit, or a crashed worker, has its worker replaced and ends in
 * VerifierUnavailable (503), as does a job that waits QUEUE_LIMIT_MS for a worker.
 */
export class VerifierPool {
  private readonly pool: Piscina<JobEnvelope, unknown>;
  private readonly threadCount: number;
  private readonly cpuLimitMs: number;
  readonly #queue: FairQueue<Waiting>;
  readonly #waiting = new Set<Waiting>();
  readonly #running = new Set<Running>();
  readonly #slots: JobSlots;
  readonly #minWinTicks = new Map<string, number>();
  #watch: NodeJS.Timeout | undefined;

  constructor(options: VerifierPoolOptions = {}) {
    const threads = options.threads ?? availableParallelism();
    this.threadCount = threads;
    this.cpuLimitMs = options.cpuLimitMs ?? DEFAULT_CPU_LIMIT_MS;
    this.#queue = new FairQueue(options.queueCapacity ?? DEFAULT_QUEUE_CAPACITY);
    this.#slots = new JobSlots(threads * 2);
    this.pool = new Piscina({
      filename: options.workerFile ?? VERIFY_WORKER,
      minThreads: threads,
      maxThreads: threads,
      maxQueue: 'auto',
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: { slots: this.#slots.buffer },
    });
    // A worker that dies is replaced by piscina; the pool itself must not bring the process down.
    this.pool.on('error', () => undefined);
  }

  /**
   * Waits until every worker has loaded the simulation, so that loading (seconds on a busy
   * machine) never counts against a request. Each worker holds one job briefly.
   */
  async warmUp(): Promise<void> {
    const holds = Array.from({ length: this.threadCount }, (_, i) =>
      this.run({ kind: 'hold', holdMs: 100 }, `${LOCAL}${i}`),
    );
    await Promise.all(holds);
  }

  /**
   * The verdict for a canonical replay (on the canonical JSON of its editor level's document,
   * when it has one; `checked` when this service encoded it from a replay it checked, see
   * WorkerJob), or VerifierUnavailable.
   */
  async verify(
    replay: {
      readonly canonical: string;
      readonly levelDocument?: string;
      readonly checked?: true;
    },
    sender = LOCAL,
  ): Promise<VerifyAnswer> {
    const answer = await this.run({ kind: 'verify', ...replay }, sender);
    if (!this.#minWinTicks.has(answer.levelKey)) {
      this.#minWinTicks.set(answer.levelKey, answer.minWinTicks);
      const oldest = this.#minWinTicks.keys().next();
      if (this.#minWinTicks.size > KNOWN_LEVELS && oldest.done !== true) {
        this.#minWinTicks.delete(oldest.value);
      }
    }
    return answer;
  }

  /**
   * The fewest ticks any win of a level takes, once a replay of it has been verified here;
   * undefined for a level not seen yet.
   */
  minWinTicks(levelKey: string): number | undefined {
    return this.#minWinTicks.get(levelKey);
  }

  /** Runs a job in its sender's turn: its answer, or VerifierUnavailable. */
  run<K extends WorkerJob['kind']>(
    job: Extract<WorkerJob, { kind: K }>,
    sender: string,
  ): Promise<WorkerAnswers[K]> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        job,
        sender,
        queuedAt: performance.now(),
        resolve,
        reject,
      };
      const shed = this.#queue.push(sender, waiting);
      if (shed !== waiting) this.#waiting.add(waiting);
      if (shed !== undefined) {
        this.#waiting.delete(shed);
        const text = `the verifier is full, and this address has the most replays waiting (${this.#queue.waiting(shed.sender) + 1})`;
        shed.reject(new VerifierUnavailable(`the verifier could not take this replay (${text})`));
      }
      this.#pump();
    });
  }

  /** Threads alive now. */
  get threads(): number {
    return this.pool.threads.length;
  }

  /** Jobs waiting for a thread now. */
  get queued(): number {
    return this.#queue.size;
  }

  /** Ends every worker; jobs not finished end in VerifierUnavailable. */
  async close(): Promise<void> {
    clearInterval(this.#watch);
    this.#watch = undefined;
    for (const waiting of this.#waiting) waiting.reject(new VerifierUnavailable('closed'));
    await this.pool.close({ force: true });
  }

  #pump(): void {
    while (this.#running.size < this.threadCount) {
      const next = this.#queue.shift();
      if (next === undefined) break;
      this.#waiting.delete(next);
      this.#dispatch(next);
    }
    if (this.#watch === undefined && (this.#running.size > 0 || this.#queue.size > 0)) {
      this.#watch = setInterval(() => {
        this.#check();
      }, WATCH_MS);
      this.#watch.unref();
    }
  }

  #dispatch(waiting: Waiting): void {
    const slot = this.#slots.take();
    if (slot === undefined) throw new Error('no free job slot: more jobs in flight than threads');
    const running: Running = {
      slot,
      abort: new JobAbort(),
      dispatchedAt: performance.now(),
    };
    this.#running.add(running);
    this.pool
      .run({ job: waiting.job, slot }, { signal: running.abort })
      .then(
        (answer) => {
          waiting.resolve(answer);
        },
        (error: unknown) => {
          const cause = running.abort.reason;
          const reason = cause instanceof Error ? cause : error;
          const text = reason instanceof Error ? reason.message : String(reason);
          waiting.reject(
            new VerifierUnavailable(`the verifier could not finish this replay (${text})`),
          );
        },
      )
      .finally(() => {
        this.#running.delete(running);
        this.#slots.release(slot);
        this.#pump();
      });
  }

  /** Ends jobs over their CPU time and jobs that waited too long for a thread. */
  #check(): void {
    const now = performance.now();
    for (const waiting of this.#waiting) {
      if (now - waiting.queuedAt <= QUEUE_LIMIT_MS) continue;
      this.#queue.remove(waiting.sender, waiting);
      this.#waiting.delete(waiting);
      waiting.reject(
        new VerifierUnavailable(
          'the verifier could not finish this replay (it waited too long for a worker)',
        ),
      );
    }
    for (const running of this.#running) {
      const over = this.#overLimit(running, now);
      if (over !== undefined) running.abort.abort(new Error(over));
    }
    if (this.#running.size === 0 && this.#queue.size === 0) {
      clearInterval(this.#watch);
      this.#watch = undefined;
    }
  }

  /** Why a running job must end now, or undefined. */
  #overLimit(running: Running, now: number): string | undefined {
    const start = this.#slots.started(running.slot);
    if (start === undefined) {
      return now - running.dispatchedAt > QUEUE_LIMIT_MS
        ? 'it waited too long for a worker'
        : undefined;
    }
    const cpuNow = start.cpuNs === undefined ? undefined : threadCpuNs(start.threadId);
    const used =
      cpuNow === undefined || start.cpuNs === undefined
        ? Date.now() - start.wallMs
        : (cpuNow - start.cpuNs) / 1e6;
    if (used <= this.cpuLimitMs) return undefined;
    const what = cpuNow === undefined ? 'ran' : 'used CPU';
    return `it ${what} over the limit of ${this.cpuLimitMs} ms`;
  }
}
