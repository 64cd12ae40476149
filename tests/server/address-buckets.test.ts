/**
 * Every per-address limit keys IPv6 by its /64 (LEADERBOARD_IPV6_PREFIX) and IPv4 by address
 * (docs/deployment.md#address-buckets). Keyed on the whole address, 130 starts from 130
 * addresses of one /64 all passed the limit of 120 a minute.
 */
import { describe, expect, it } from 'vitest';
import { addressBucket } from '../../src/server/http/address-bucket';
import { distinctWins } from './support/distinct-runs';
import { forwardedStarts } from './support/forwarded-starts';
import { startTestService } from './support/service-harness';

/** Starts of first-steps under one key, one per X-Forwarded-For address: their statuses. */
const starts = (addresses: readonly string[], env: Record<string, string> = {}) =>
  forwardedStarts({ LEADERBOARD_TRUST_PROXY: '1', ...env }, addresses);

const count = (statuses: readonly number[], status: number) =>
  statuses.filter((s) => s === status).length;

describe('address buckets', () => {
  it('130 starts from 130 addresses of one /64 get 429 past the limit of 120', async () => {
    const addresses = Array.from({ length: 130 }, (_, i) => `2001:db8:7:9:${i.toString(16)}::1`);
    const statuses = await starts(addresses, { LEADERBOARD_STARTS_PER_MINUTE: '120' });
    expect(count(statuses, 200)).toBe(120);
    expect(count(statuses, 429)).toBe(10);
    expect(statuses.slice(120)).toEqual(Array(10).fill(429));
  });

  it('addresses of different /64s count apart', async () => {
    const addresses = ['2001:db8:7:9::1', '2001:db8:7:9::2', '2001:db8:7:a::1', '2001:db8:7:b::1'];
    expect(await starts(addresses, { LEADERBOARD_STARTS_PER_MINUTE: '2' })).toEqual([
      200, 200, 200, 200,
    ]);
    const same = ['2001:db8:7:9::1', '2001:db8:7:9:ffff::2', '2001:db8:7:9::3', '2001:db8:7:a::1'];
    expect(await starts(same, { LEADERBOARD_STARTS_PER_MINUTE: '2' })).toEqual([
      200, 200, 429, 200,
    ]);
  });

  it('a wider prefix (LEADERBOARD_IPV6_PREFIX=48) puts a /48 in one bucket', async () => {
    const addresses = ['2001:db8:7:1::1', '2001:db8:7:2::1', '2001:db8:7:3::1', '2001:db8:8::1'];
    const env = { LEADERBOARD_STARTS_PER_MINUTE: '2', LEADERBOARD_IPV6_PREFIX: '48' };
    expect(await starts(addresses, env)).toEqual([200, 200, 429, 200]);
  });

  it('IPv4 keys on the whole address, written either way', async () => {
    const addresses = ['192.0.2.1', '::ffff:192.0.2.1', '192.0.2.1', '192.0.2.2'];
    expect(await starts(addresses, { LEADERBOARD_STARTS_PER_MINUTE: '2' })).toEqual([
      200, 200, 429, 200,
    ]);
  });
});

describe('addressBucket', () => {
  it('masks IPv6 to the prefix and leaves IPv4 whole', () => {
    expect(addressBucket('2001:db8:aaaa:bbbb:1:2:3:4', 64)).toBe('2001:db8:aaaa:bbbb::/64');
    expect(addressBucket('2001:db8:aaaa:bbbb:1:2:3:4', 56)).toBe('2001:db8:aaaa:bb00::/56');
    expect(addressBucket('2001:db8:aaaa:bbbb:1:2:3:4', 128)).toBe('2001:db8:aaaa:bbbb:1:2:3:4/128');
    expect(addressBucket('::ffff:198.51.100.7', 64)).toBe('198.51.100.7');
    expect(addressBucket('198.51.100.7', 64)).toBe('198.51.100.7');
    expect(addressBucket('unknown', 64)).toBe('unknown');
  });
});

describe('stored bytes per address bucket', () => {
  it('refuses a fresh key of a bucket whose day is used up: 429 with Retry-After', async () => {
    // Every request of this test comes from the loopback address: one bucket. A run's replay is
    // a few hundred bytes; the bucket may store 1 000 a day, each key 1 MB.
    const service = await startTestService({
      env: {
        LEADERBOARD_VERIFIER_THREADS: '1',
        LEADERBOARD_BUCKET_BYTES_PER_DAY: '1000',
        LEADERBOARD_KEY_BYTES_PER_DAY: '1000000',
      },
    });
    try {
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (const [index, replay] of distinctWins('first-steps', 8).entries()) {
        const answer = await service.postWon({ ...replay, player: `Sock${String(index)}` });
        statuses.push(answer.status);
        if (answer.status === 429) refused ??= answer;
      }
      // Each post by a fresh key, each far under its key's 1 MB: the first ones fit the bucket's
      // 1 000 bytes, then a post that would pass them is refused (a smaller one may still fit).
      expect(statuses.slice(0, 2)).toEqual([201, 201]);
      expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
      expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
      const problem = (await refused?.json()) as { type: string; problem: string };
      expect(problem.type).toBe('/api/problems#quota-exceeded');
      expect(problem.problem).toContain('all its keys together');
    } finally {
      await service.close();
    }
  });
});
