/**
 * The abort signal of one verifier job, as piscina reads one (`aborted`, `reason`, and one
 * `abort` listener). An AbortController per job cost the HTTP thread about 3 % of its time in the
 * bench's posting profile (Node makes every AbortSignal transferable as it is created); the pool
 * only ever aborts a running job over its CPU limit, so this much is all it needs.
 */
export class JobAbort {
  aborted = false;
  reason: unknown = undefined;
  #listener: (() => void) | undefined;

  addEventListener(_name: 'abort', listener: () => void): void {
    this.#listener = listener;
  }

  removeEventListener(_name: 'abort', listener: () => void): void {
    if (this.#listener === listener) this.#listener = undefined;
  }

  /** Aborts the job (once): its listener is called with `reason` set. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listener = this.#listener;
    this.#listener = undefined;
    listener?.();
  }
}
