import { describe, expect, it } from 'vitest';
import { ownThreadId, threadCpuNs } from '../../src/server/verify/thread-cpu';

function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy on purpose: CPU time to read
  }
}

describe('threadCpuNs (the verifier pool reads a job thread CPU time from /proc)', () => {
  it.runIf(ownThreadId() > 0)('reads the thread CPU time afresh at every call', () => {
    const id = ownThreadId();
    const first = threadCpuNs(id);
    spin(30);
    const second = threadCpuNs(id);
    spin(30);
    const third = threadCpuNs(id);
    expect(first).toBeGreaterThan(0);
    // More after each spin (how much more depends on the machine's load: a spin of 30 ms of
    // wall time got 9 ms of CPU at a load of 14 on 2 cores).
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThan(0);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThan(0);
  });

  it('is undefined for no thread, and for a thread this process does not have', () => {
    expect(threadCpuNs(0)).toBeUndefined();
    expect(threadCpuNs(2 ** 31 - 2)).toBeUndefined();
    expect(threadCpuNs(2 ** 31 - 2)).toBeUndefined();
  });
});
