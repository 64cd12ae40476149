import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
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

  /** The verdict for a canonical replay, or VerifierUnavailable. */
  async verify(canonical: string): Promise<VerifyJobResult> {
    try {
      const verdict = await this.pool.run(
        { canonical },
        { signal: AbortSignal.timeout(this.timeLimitMs) },
      );
      if (verdict === null) throw new Error('the worker gave no verdict');
      return verdict;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new VerifierUnavailable(`the verifier could not finish this replay (${reason})`);
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
