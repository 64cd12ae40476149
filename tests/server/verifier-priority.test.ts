/**
 * The verifier threads run at a lower scheduling priority than the HTTP thread (Linux keeps a
 * nice value per thread), so that verification filling every core does not slow reads and
 * health checks. Read from /proc: each thread's nice value is field 19 of its stat line. A
 * process already at WORKER_NICE or below it (a niced test run) can only check that no verifier
 * thread runs ahead of it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { WORKER_NICE } from '../../src/server/verify/thread-cpu';
import { VerifierPool } from '../../src/server/verify/verifier-pool';

/** The nice value of each thread of this process, by thread id. */
function niceByThread(): Map<string, number> {
  const nice = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The command name (field 2) may hold spaces; the fields after its ")" are plain.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      nice.set(tid, Number(fields[16]));
    } catch {
      // The thread ended while it was listed.
    }
  }
  return nice;
}

let pool: VerifierPool | undefined;
afterAll(async () => {
  await pool?.close();
});

describe.runIf(existsSync('/proc/self/task'))('the verifier threads', () => {
  it('run at nice WORKER_NICE, below the HTTP thread', async () => {
    const before = niceByThread();
    const own = before.get(String(process.pid)) ?? Number.NaN;
    expect(Number.isInteger(own)).toBe(true);
    pool = new VerifierPool({ threads: 2 });
    await pool.warmUp();
    const added = [...niceByThread()].filter(([tid]) => !before.has(tid));
    // Below WORKER_NICE, each verifier thread moves down to it; at or past it, none moves up.
    const lowered = added.filter(([, nice]) => nice === Math.max(own, WORKER_NICE));
    expect(lowered.length, JSON.stringify(added)).toBeGreaterThanOrEqual(2);
    expect(added.filter(([, nice]) => nice < own)).toEqual([]);
    // The HTTP thread keeps its own priority.
    expect(niceByThread().get(String(process.pid))).toBe(own);
  });
});
