import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { VerifyJob, VerifyJobResult } from './verify-task';

/** The worker entry that runs verify-task.ts. */
export const VERIFY_WORKER = fileURLToPath(new URL('verify-worker.mjs', import.meta.url));

/** Options of the verifier pool. */
export interface VerifierPoolOptions {
  /** Worker threads (default: one per core). */
  readonly threads?: number;
  /** Longest a job may run before its worker is ended and replaced, in ms (default 2 000). */
  readonly timeLimitMs?: number;
  /** Worker entry file (tests swap in workers that crash or hang). */
  readonly workerFile?: string;
}

/** Longest a job may wait for a worker to take it (a backlog, or workers being replaced). */
export const QUEUE_LIMIT_MS = 30_000;

/** Why a job got no verdict: the pool is away, the worker crashed, or it ran out of time. */
export class VerifierUnavailable extends Error {
  override readonly name = 'VerifierUnavailable';
}

/**
 * Re-simulates replays in worker threads so that a long or hostile replay never stalls the HTTP
 * thread. A job over its time limit has its worker terminated (piscina starts a new one); a
 * crashed worker is replaced likewise; either way the job ends in VerifierUnavailable (503).
 */
export class VerifierPool {
  private readonly pool: Piscina<VerifyJob, VerifyJobResult | null>;
  private readonly threadCount: number;
  private readonly timeLimitMs: number;

  constructor(options: VerifierPoolOptions = {}) {
    const threads = options.threads ?? availableParallelism();
    this.threadCount = threads;
    this.timeLimitMs = options.timeLimitMs ?? 2_000;
    this.pool = new Piscina({
      filename: options.workerFile ?? VERIFY_WORKER,
      minThreads: threads,
      maxThreads: threads,
      // Queue work rather than refuse it; the HTTP rate limits bound how much can arrive.
      maxQueue: 'auto',
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    // A worker that dies is replaced by piscina; the pool itself must not bring the process down.
    this.pool.on('error', () => undefined);
  }

  /**
   * Waits until every worker has loaded the simulation, so that loading (seconds on a busy
   * machine) never counts against a request's time limit. Each worker holds one job briefly.
   */
  async warmUp(): Promise<void> {
    const jobs = Array.from({ length: this.threadCount }, () => this.pool.run({ holdMs: 100 }));
    await Promise.all(jobs);
  }

  /**
   * The verdict for a canonical replay, or VerifierUnavailable; a replay of an editor level comes
   * with the canonical JSON of its level document. The time limit counts from when a worker
   * starts the job, so a worker still loading (after a replacement) does not eat it; waiting in
   * the queue is bounded separately by QUEUE_LIMIT_MS.
   */
  async verify(canonical: string, levelDocument?: string): Promise<VerifyJobResult> {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer = setTimeout(() => {
      controller.abort(new Error('it waited too long for a worker'));
    }, QUEUE_LIMIT_MS);
    port1.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller.abort(new Error(`it ran over the limit of ${this.timeLimitMs} ms`));
      }, this.timeLimitMs);
    });
    try {
      const verdict = await this.pool.run(
        { canonical, levelDocument, started: port2 },
        { signal: controller.signal, transferList: [port2] },
      );
      if (verdict === null) throw new Error('the worker gave no verdict');
      return verdict;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new VerifierUnavailable(`the verifier could not finish this replay (${reason})`);
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  /** Threads alive now. */
  get threads(): number {
    return this.pool.threads.length;
  }

  /** Ends every worker. */
  async close(): Promise<void> {
    await this.pool.close({ force: true });
  }
}
