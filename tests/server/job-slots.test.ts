import { describe, expect, it } from 'vitest';
import { JobSlots, reportStart } from '../../src/server/verify/job-slots';
import { ownThreadId } from '../../src/server/verify/thread-cpu';

// The shared memory in which a verifier worker says when and on which thread a job started, so
// the pool can limit the job by that thread's CPU time. Read wrongly, a job is timed against
// another job's thread or start, or a slot in use is handed out twice.

describe('job slots', () => {
  it('hands out every slot once, lowest first, and none when all are taken', () => {
    const slots = new JobSlots(3);
    expect([slots.take(), slots.take(), slots.take(), slots.take()]).toEqual([0, 1, 2, undefined]);
    slots.release(1);
    expect([slots.take(), slots.take()]).toEqual([1, undefined]);
  });

  it('leaves the slots in use as they are when asked for one more than there are', () => {
    const slots = new JobSlots(2);
    const first = slots.take() ?? -1;
    slots.take();
    reportStart(slots.buffer, first, ownThreadId());
    expect(slots.take()).toBeUndefined();
    expect(slots.started(first)?.threadId).toBe(ownThreadId());
  });

  it('reads nothing for a job that has not started, then where and when it started', () => {
    const slots = new JobSlots(2);
    const [first, second] = [slots.take() ?? -1, slots.take() ?? -1];
    expect(slots.started(first)).toBeUndefined();
    const thread = ownThreadId();
    expect(thread).toBeGreaterThan(0);
    const before = Date.now();
    reportStart(slots.buffer, second, thread);
    const after = Date.now();
    // The other slot is untouched.
    expect(slots.started(first)).toBeUndefined();
    const start = slots.started(second);
    expect(start?.threadId).toBe(thread);
    expect(start?.cpuNs).toBeGreaterThan(0);
    expect(start?.wallMs).toBeGreaterThanOrEqual(before);
    expect(start?.wallMs).toBeLessThanOrEqual(after);
  });

  it('reads a start on a thread whose id and CPU time are unknown as started, without CPU time', () => {
    const slots = new JobSlots(1);
    const slot = slots.take() ?? -1;
    reportStart(slots.buffer, slot, 0);
    const start = slots.started(slot);
    expect(start?.threadId).toBe(-1);
    expect(start?.cpuNs).toBeUndefined();
  });

  it('clears a slot given back, so its next job reads as not started', () => {
    const slots = new JobSlots(1);
    const slot = slots.take() ?? -1;
    reportStart(slots.buffer, slot, ownThreadId());
    slots.release(slot);
    expect(slots.take()).toBe(slot);
    expect(slots.started(slot)).toBeUndefined();
  });
});
