/**
 * The due queue that times the release of held live frames: each item comes out once it is due,
 * earliest first, those of one time in the order they came, whatever order the times came in.
 */
import { describe, expect, it } from 'vitest';
import { DueQueue } from '../../src/server/live/registry/due-queue';

describe('the due queue of held frames', () => {
  it('says when a push is the earliest; gives what is due in time order, nothing before', () => {
    const queue = new DueQueue<string>();
    expect(queue.next).toBeUndefined();
    expect(queue.push(3_000, 'c')).toBe(true);
    expect(queue.push(1_000, 'a')).toBe(true);
    expect(queue.push(2_000, 'b')).toBe(false);
    expect(queue.push(1_000, 'a again')).toBe(false);
    expect(queue.next).toBe(1_000);
    expect(queue.takeDue(999)).toEqual([]);
    expect(queue.takeDue(2_000)).toEqual(['a', 'a again', 'b']);
    expect(queue.next).toBe(3_000);
    expect(queue.takeDue(10_000)).toEqual(['c']);
    expect(queue.next).toBeUndefined();
    expect(queue.size).toBe(0);
  });

  it('keeps the order things came in among items due at one time', () => {
    const queue = new DueQueue<string>();
    for (const item of ['first', 'second', 'third', 'fourth', 'fifth']) queue.push(500, item);
    queue.push(400, 'earlier');
    expect(queue.takeDue(500)).toEqual(['earlier', 'first', 'second', 'third', 'fourth', 'fifth']);
  });

  it('agrees with a plain sort over many pushes and takes interleaved', () => {
    const queue = new DueQueue<number>();
    const model: { due: number; item: number }[] = [];
    const taken: number[] = [];
    const expected: number[] = [];
    // Times out of order: a linear congruential walk over 0..96, so ties come too.
    let due = 7;
    for (let item = 0; item < 400; item++) {
      due = (due * 31 + 11) % 97;
      queue.push(due + item, item);
      model.push({ due: due + item, item });
      if (item % 25 === 24) {
        const now = item - 20;
        taken.push(...queue.takeDue(now));
        const ready = model.filter((entry) => entry.due <= now);
        ready.sort((a, b) => a.due - b.due || a.item - b.item);
        expected.push(...ready.map((entry) => entry.item));
        model.splice(0, model.length, ...model.filter((entry) => entry.due > now));
      }
    }
    expect(taken).toEqual(expected);
    expect(taken.length).toBeGreaterThan(100);
    expect(queue.size).toBe(400 - taken.length);
  });
});
