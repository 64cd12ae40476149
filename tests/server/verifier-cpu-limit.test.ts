/**
 * A verification job is limited by the CPU time its thread spends on it, not by wall time
 * (src/server/README.md, Verification): on a busy machine a job waits for a core, and that wait
 * must never get its post a 503. The hang test of verifier-faults.test.ts spins, so wall time
 * and CPU time both pass its limit and it cannot tell them apart; here a job that only waits
 * three times the limit finishes, and jobs that compute just under and just over it finish and
 * end. The worker (support/cpu-worker.mjs) computes until its own thread has used the CPU time
 * asked, so no result depends on how fast or busy the machine is.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/service-config';
import { VerifierPool, VerifierUnavailable } from '../../src/server/verify/verifier-pool';

/** The limit the pool runs with here, in ms of CPU time. */
const LIMIT_MS = 500;

let pool: VerifierPool;
beforeAll(async () => {
  pool = new VerifierPool({
    threads: 2,
    cpuLimitMs: LIMIT_MS,
    workerFile: fileURLToPath(new URL('support/cpu-worker.mjs', import.meta.url)),
  });
  await pool.warmUp();
}, 60_000);
afterAll(async () => {
  await pool.close();
});

/** Runs a job of the test worker ("wait:<ms>" or "compute:<ms>"): its answer. */
function job(canonical: string): Promise<unknown> {
  return pool.run({ kind: 'verify', canonical }, 'test');
}

describe('the default limit', () => {
  it('is 10 000 ms of CPU time, as documented, and LEADERBOARD_VERIFY_CPU_LIMIT_MS sets it', () => {
    expect(readConfig([], {}, process.cwd()).verifyCpuLimitMs).toBe(10_000);
    const set = { LEADERBOARD_VERIFY_CPU_LIMIT_MS: '2500' };
    expect(readConfig([], set, process.cwd()).verifyCpuLimitMs).toBe(2500);
  });
});

describe.runIf(existsSync('/proc/thread-self/schedstat'))('the CPU-time limit', () => {
  it('never refuses a job that only waits, three times the limit', async () => {
    await expect(job(`wait:${3 * LIMIT_MS}`)).resolves.toEqual({ done: 'wait:1500' });
  });

  it('lets a job that computes just under the limit finish', async () => {
    await expect(job(`compute:${LIMIT_MS - 100}`)).resolves.toEqual({
      done: 'compute:400',
      spins: true,
    });
  });

  it('ends a job that computes just over the limit, in VerifierUnavailable', async () => {
    const ended = job(`compute:${LIMIT_MS + 100}`);
    await expect(ended).rejects.toBeInstanceOf(VerifierUnavailable);
    await expect(ended).rejects.toThrow('it used CPU over the limit of 500 ms');
  });

  it('takes jobs again after it ended one: a waiting job beside a computing one', async () => {
    const [waited, computed] = await Promise.allSettled([
      job(`wait:${3 * LIMIT_MS}`),
      job(`compute:${4 * LIMIT_MS}`),
    ]);
    expect(waited).toEqual({ status: 'fulfilled', value: { done: 'wait:1500' } });
    expect(computed.status).toBe('rejected');
    await expect(job('compute:50')).resolves.toEqual({ done: 'compute:50', spins: true });
  });
});
