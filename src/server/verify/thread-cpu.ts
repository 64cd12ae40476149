import { closeSync, openSync, readlinkSync, readSync } from 'node:fs';
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

/** Open `schedstat` files by thread id: every job's start reads one, so it is opened once. */
const schedstats = new Map<number, number>();
/** Threads whose file stays open (workers come and go; past this, every file is closed). */
const OPEN_FILES = 64;
const readBuffer = Buffer.alloc(64);

function schedstatFile(threadId: number): number {
  let fd = schedstats.get(threadId);
  if (fd === undefined) {
    if (schedstats.size >= OPEN_FILES) forget();
    fd = openSync(`/proc/self/task/${String(threadId)}/schedstat`, 'r');
    schedstats.set(threadId, fd);
  }
  return fd;
}

/** Closes the open file of `threadId`, or of every thread. */
function forget(threadId?: number): void {
  for (const [id, fd] of schedstats) {
    if (threadId !== undefined && id !== threadId) continue;
    schedstats.delete(id);
    try {
      closeSync(fd);
    } catch {
      // Closed already: nothing to give back.
    }
  }
}

/**
 * CPU time a thread of this process has used, in ns (Linux `schedstat`: time on a core, so
 * waiting for one does not count), or undefined where it cannot be read. The file is kept open
 * and read again from its start (about 3 µs, where opening it each time took 45 µs here).
 */
export function threadCpuNs(threadId: number): number | undefined {
  if (threadId <= 0) return undefined;
  try {
    const size = readSync(schedstatFile(threadId), readBuffer, 0, readBuffer.length, 0);
    const text = readBuffer.toString('latin1', 0, size);
    const ns = Number(text.slice(0, text.indexOf(' ')));
    return size > 0 && Number.isFinite(ns) ? ns : undefined;
  } catch {
    // The thread has ended (or there is no such file): opened afresh if asked again.
    forget(threadId);
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
