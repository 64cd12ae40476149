import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimits } from '../../src/server/store/rate-limits';

// The per-address limits in memory (the embedded database's; PostgreSQL's table is checked by
// npm run test:server:pg through the routes): each kind counted against its own limit, a
// refusal saying to wait until the minute's window ends, and a store that fails not taken for
// a refusal (nor for a pass).

const LIMITS = {
  startsPerMinute: 3,
  postsPerMinute: 1,
  claimsPerMinute: 2,
  claimsPerDay: 100,
  reportsPerMinute: 1,
  roomsPerHour: 1,
};

describe('rate limits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts each kind against its own limit, per address', async () => {
    const limits = new RateLimits(LIMITS);
    const verdicts = async (kind: Parameters<RateLimits['consume']>[0], times: number) => {
      const out: boolean[] = [];
      for (let i = 0; i < times; i++) out.push((await limits.consume(kind, '203.0.113.7')).ok);
      return out;
    };
    expect(await verdicts('start', 4)).toEqual([true, true, true, false]);
    expect(await verdicts('post', 2)).toEqual([true, false]);
    expect(await verdicts('claim', 3)).toEqual([true, true, false]);
    expect(await verdicts('report', 2)).toEqual([true, false]);
    expect(await verdicts('report-key', 2)).toEqual([true, false]);
    // Another address has its own count.
    expect((await limits.consume('post', '198.51.100.1')).ok).toBe(true);
  });

  it('tells a refused request to retry when the minute is over, in whole seconds rounded up', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T04:00:00.000Z') });
    const limits = new RateLimits(LIMITS);
    await limits.consume('post', 'a');
    expect(await limits.consume('post', 'a')).toEqual({ ok: false, retryAfterS: 60 });
    // 59.5 s left: 60, not 59 (a client retrying at 59 s would be refused again).
    vi.advanceTimersByTime(500);
    expect(await limits.consume('post', 'a')).toEqual({ ok: false, retryAfterS: 60 });
    // 0.5 s left: 1, never 0.
    vi.advanceTimersByTime(59_000);
    expect(await limits.consume('post', 'a')).toEqual({ ok: false, retryAfterS: 1 });
    vi.advanceTimersByTime(500);
    expect(await limits.consume('post', 'a')).toEqual({ ok: true });
  });

  it('throws a failure of its store to the caller, as neither a pass nor a refusal', async () => {
    // A real pool, on a port where nothing listens: every query is refused at once.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 5000 });
    try {
      const limits = new RateLimits(LIMITS, pool);
      await expect(limits.consume('post', 'a')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await pool.end();
    }
  });
});
