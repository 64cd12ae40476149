import { threadCpuNs } from './thread-cpu';

/** Fields of a slot: the running thread's id (0: not started), its CPU ns and the wall ms then. */
const FIELDS = 3;

/** Where a job's start was reported: the thread, and its CPU time and wall time then. */
export interface JobStart {
  readonly threadId: number;
  /** The thread's CPU time when the job started, in ns; undefined where it cannot be read. */
  readonly cpuNs: number | undefined;
  readonly wallMs: number;
}

/**
 * Shared memory in which a verifier worker reports when a job starts and on which thread, so
 * the pool can limit the job by the CPU time that thread spends on it. One slot per job in
 * flight; the worker writes the thread id last, so a non-zero id means the rest is there.
 */
export class JobSlots {
  readonly buffer: SharedArrayBuffer;
  readonly #fields: BigInt64Array;
  readonly #free: number[];

  constructor(readonly size: number) {
    this.buffer = new SharedArrayBuffer(size * FIELDS * BigInt64Array.BYTES_PER_ELEMENT);
    this.#fields = new BigInt64Array(this.buffer);
    this.#free = Array.from({ length: size }, (_, slot) => size - 1 - slot);
  }

  /** A free slot, cleared; undefined when every slot is taken. */
  take(): number | undefined {
    const slot = this.#free.pop();
    if (slot !== undefined) Atomics.store(this.#fields, slot * FIELDS, 0n);
    return slot;
  }

  /** Gives a slot back once its job has ended. */
  release(slot: number): void {
    this.#free.push(slot);
  }

  /** When and where the job of `slot` started; undefined while it waits for a worker. */
  started(slot: number): JobStart | undefined {
    const threadId = Number(Atomics.load(this.#fields, slot * FIELDS));
    if (threadId === 0) return undefined;
    const cpu = Atomics.load(this.#fields, slot * FIELDS + 1);
    return {
      threadId,
      cpuNs: cpu < 0n ? undefined : Number(cpu),
      wallMs: Number(Atomics.load(this.#fields, slot * FIELDS + 2)),
    };
  }
}

/** In a worker: reports that the job of `slot` starts now on thread `threadId`. */
export function reportStart(buffer: SharedArrayBuffer, slot: number, threadId: number): void {
  const fields = new BigInt64Array(buffer);
  const cpu = threadCpuNs(threadId);
  Atomics.store(fields, slot * FIELDS + 1, cpu === undefined ? -1n : BigInt(cpu));
  Atomics.store(fields, slot * FIELDS + 2, BigInt(Date.now()));
  // Last: a non-zero id tells the pool the fields above are written.
  Atomics.store(fields, slot * FIELDS, BigInt(threadId === 0 ? -1 : threadId));
}
