import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * How much lower than the HTTP thread's a verifier thread's CPU priority is (Linux nice): when
 * both want a core, the thread that answers everyone goes first, so verification load slows
 * verification, not board reads.
 */
export const WORKER_NICE = 10;

/**
 * The calling thread's id in the kernel (Linux: from /proc/thread-self), or 0 where there is no
 * such file. A verifier worker reports it, so the pool can read that thread's CPU time.
 */
export function ownThreadId(): number {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU time a thread of this process has used, in ns (Linux `schedstat`: time on a core, so
 * waiting for one does not count), or undefined where it cannot be read.
 */
export function threadCpuNs(threadId: number): number | undefined {
  if (threadId <= 0) return undefined;
  try {
    const text = readFileSync(`/proc/self/task/${threadId}/schedstat`, 'latin1');
    const ns = Number(text.slice(0, text.indexOf(' ')));
    return Number.isFinite(ns) ? ns : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers a thread's CPU priority to WORKER_NICE (Linux sets it per thread), never raising it: a
 * service started niced past WORKER_NICE keeps its verifier threads where they are, at or below
 * its HTTP thread. Best effort.
 */
export function lowerPriority(threadId: number): void {
  if (threadId <= 0) return;
  try {
    if (getPriority(threadId) < WORKER_NICE) setPriority(threadId, WORKER_NICE);
  } catch {
    // Not allowed, or not a Linux thread id: the thread keeps its priority.
  }
}
