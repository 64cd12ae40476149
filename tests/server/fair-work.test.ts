import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../src/server/verify/fair-queue';
import { LevelCache } from '../../src/server/decode/level-cache';

describe('the verifier queue', () => {
  it('takes jobs in turns by sender: one flooding address delays another by one job', () => {
    const queue = new FairQueue<string>(100);
    for (let i = 0; i < 10; i++) queue.push('attacker', `a${i}`);
    queue.push('player', 'p0');
    queue.push('other', 'o0');
    const order = Array.from({ length: 5 }, () => queue.shift());
    expect(order).toEqual(['a0', 'p0', 'o0', 'a1', 'a2']);
    expect(queue.size).toBe(7);
  });

  it('when full, sheds the heaviest sender’s newest job, or refuses the heaviest sender', () => {
    const queue = new FairQueue<string>(4);
    for (let i = 0; i < 3; i++) expect(queue.push('attacker', `a${i}`)).toBeUndefined();
    expect(queue.push('player', 'p0')).toBeUndefined();
    // Full: a newcomer from another address makes room by shedding the attacker's newest job.
    expect(queue.push('other', 'o0')).toBe('a2');
    // The attacker itself, now the heaviest, is refused.
    expect(queue.push('attacker', 'a3')).toBe('a3');
    expect(queue.waiting('attacker')).toBe(2);
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
      'a0',
      'p0',
      'o0',
      'a1',
    ]);
  });
});

describe('the level cache of a verifier worker', () => {
  const daily = 'seed:20261201:daily';
  const counting = () => {
    const built: string[] = [];
    const cache = new LevelCache<string>((key) => key === daily, { fresh: 4, hot: 2 });
    const get = (key: string) =>
      cache.get(key, () => {
        built.push(key);
        return `level ${key}`;
      });
    return { cache, built, get };
  };

  it('keeps the daily level however many fresh attacker seeds arrive', () => {
    const { cache, built, get } = counting();
    expect(get(daily)).toBe(`level ${daily}`);
    for (let seed = 0; seed < 500; seed++) get(`seed:${seed}:128x128`);
    expect(cache.has(daily)).toBe(true);
    expect(get(daily)).toBe(`level ${daily}`);
    expect(built.filter((key) => key === daily)).toHaveLength(1);
  });

  it('keeps a level in use (asked for twice) while fresh seeds only evict fresh seeds', () => {
    const { cache, built, get } = counting();
    get('level:hot');
    get('level:hot');
    for (let seed = 0; seed < 50; seed++) get(`seed:${seed}:128x128`);
    expect(cache.has('level:hot')).toBe(true);
    // Fresh seeds keep only the last few of their own.
    expect(cache.has('seed:0:128x128')).toBe(false);
    expect(cache.has('seed:49:128x128')).toBe(true);
    get('level:hot');
    expect(built.filter((key) => key === 'level:hot')).toHaveLength(1);
  });
});

describe('the verifier queue at its borders', () => {
  it('refuses a newcomer when shedding would leave its sender as heavy as the heaviest', () => {
    const queue = new FairQueue<string>(3);
    queue.push('a', 'a0');
    queue.push('a', 'a1');
    queue.push('b', 'b0');
    // b would hold 2 after the push, as many as a: no one is shed for it.
    expect(queue.push('b', 'b1')).toBe('b1');
    // c would hold 1, a holds 2: a's newest goes.
    expect(queue.push('c', 'c0')).toBe('a1');
    expect([queue.size, queue.waiting('a'), queue.waiting('b'), queue.waiting('c')]).toEqual([
      3, 1, 1, 1,
    ]);
  });

  it('sheds from the first of two equally heavy senders in turn order', () => {
    const queue = new FairQueue<string>(4);
    for (const job of ['a0', 'b0', 'a1', 'b1']) queue.push(job.slice(0, 1), job);
    expect(queue.push('c', 'c0')).toBe('a1');
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
      'a0',
      'b0',
      'c0',
      'b1',
    ]);
  });

  it('gives nothing once empty, and refuses every job when it holds none', () => {
    const queue = new FairQueue<string>(2);
    queue.push('a', 'a0');
    expect(queue.shift()).toBe('a0');
    expect(queue.shift()).toBeUndefined();
    expect(queue.size).toBe(0);
    const closed = new FairQueue<string>(0);
    expect(closed.push('a', 'a0')).toBe('a0');
    expect([closed.size, closed.waiting('a'), closed.shift()]).toEqual([0, 0, undefined]);
  });

  it('takes out a job given up on, and only one that waits', () => {
    const queue = new FairQueue<string>(10);
    for (const job of ['a0', 'a1', 'b0', 'c0']) queue.push(job.slice(0, 1), job);
    expect(queue.remove('a', 'a0')).toBe(true);
    expect(queue.remove('a', 'a0')).toBe(false);
    expect(queue.remove('b', 'a1')).toBe(false);
    expect(queue.remove('z', 'z0')).toBe(false);
    expect([queue.size, queue.waiting('a')]).toEqual([3, 1]);
    // b's only job taken out: b leaves the round, its turn is not an empty one.
    expect(queue.remove('b', 'b0')).toBe(true);
    expect(queue.waiting('b')).toBe(0);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['a1', 'c0', undefined]);
    expect(queue.size).toBe(0);
  });

  it('takes out a job from the middle or the end of its sender’s line', () => {
    const queue = new FairQueue<string>(10);
    for (const job of ['a0', 'a1', 'a2', 'a3']) queue.push('a', job);
    expect(queue.remove('a', 'a2')).toBe(true);
    expect(queue.remove('a', 'a3')).toBe(true);
    expect([queue.size, queue.shift(), queue.shift(), queue.shift()]).toEqual([
      2,
      'a0',
      'a1',
      undefined,
    ]);
  });
});

describe('the level cache at its borders', () => {
  /** A cache of `sizes` pinning `pinned`'s keys, counting how often each level is built. */
  const counting = (
    sizes: { fresh: number; hot: number },
    pinned: (key: string) => boolean = () => false,
  ) => {
    const built = new Map<string, number>();
    const cache = new LevelCache<string>(pinned, sizes);
    const get = (key: string) =>
      cache.get(key, () => {
        built.set(key, (built.get(key) ?? 0) + 1);
        return `level ${key}`;
      });
    return { cache, built, get };
  };

  it('keeps exactly as many fresh levels as its size, dropping the oldest', () => {
    const { cache, get } = counting({ fresh: 2, hot: 2 });
    get('f1');
    get('f2');
    expect([cache.has('f1'), cache.has('f2')]).toEqual([true, true]);
    get('f3');
    expect([cache.has('f1'), cache.has('f2'), cache.has('f3')]).toEqual([false, true, true]);
  });

  it('keeps exactly as many hot levels as its size, the least recently used falling back to fresh', () => {
    const { cache, built, get } = counting({ fresh: 1, hot: 2 });
    for (const key of ['h1', 'h1', 'h2', 'h2']) get(key);
    // h1 used again: h2 is now the least recently used hot level.
    get('h1');
    get('h3');
    get('h3');
    // h2 fell back to fresh (size 1), and h1 and h3 are hot.
    expect([cache.has('h1'), cache.has('h2'), cache.has('h3')]).toEqual([true, true, true]);
    get('x');
    expect([cache.has('h1'), cache.has('h2'), cache.has('h3'), cache.has('x')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    for (const key of ['h1', 'h3']) get(key);
    expect([...built.values()].every((times) => times === 1)).toBe(true);
  });

  it('drops a pinned level once it is no longer pinned (yesterday’s daily) when another is pinned', () => {
    let today = 'daily:1';
    const { cache, built, get } = counting({ fresh: 1, hot: 1 }, (key) => key === today);
    get('daily:1');
    for (let seed = 0; seed < 5; seed++) get(`seed:${seed}`);
    expect(cache.has('daily:1')).toBe(true);
    today = 'daily:2';
    get('daily:2');
    expect([cache.has('daily:1'), cache.has('daily:2')]).toEqual([false, true]);
    get('daily:2');
    expect(built.get('daily:2')).toBe(1);
    // Neither pinned, hot nor fresh: a level kept nowhere is not there.
    expect(cache.has('seed:0')).toBe(false);
  });

  it('keeps every level pinned at once (the daily labyrinth of each size)', () => {
    const { cache, built, get } = counting({ fresh: 1, hot: 1 }, (key) => key.startsWith('daily'));
    for (const key of ['daily:small', 'daily:large', 'seed:0', 'seed:1', 'daily:small']) get(key);
    expect([cache.has('daily:small'), cache.has('daily:large')]).toEqual([true, true]);
    expect(built.get('daily:small')).toBe(1);
  });
});
