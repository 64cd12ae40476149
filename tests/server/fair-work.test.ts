import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../src/server/verify/fair-queue';
import { LevelCache } from '../../src/server/verify/level-cache';

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
