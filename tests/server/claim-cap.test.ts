/**
 * Name claims get a day's cap per address beside the minute's limit (issue 40): keys are free,
 * and each is a reporter or a rater, so one address claiming without end would buy as many as it
 * likes. Pinned at the documented default of 20 a day, just under and just over, through the
 * routes (in memory on SQLite, PostgreSQL's rate_limits table on PostgreSQL); another address
 * has its own count; the day's window ends a day after its first claim.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../src/server/service-config';
import { RateLimits } from '../../src/server/store/rate-limits';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    env: { LEADERBOARD_CLAIMS_PER_DAY: '20', LEADERBOARD_TRUST_PROXY: '1' },
  });
});
afterAll(async () => {
  await service.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Claims `name` as sent from `address` (the trusted proxy's X-Forwarded-For). */
const claimFrom = (address: string, name: string) =>
  fetch(`${service.url}/api/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ name }),
  });

describe('the daily claim cap', () => {
  it('is 20 a day by default', () => {
    const config = readConfig(['--port', '0', '--data', '/tmp/unused'], {}, process.cwd());
    expect(config.rateLimits.claimsPerDay).toBe(20);
  });

  it('takes 20 claims from one address in a day and refuses the 21st with 429 until the day is over', async () => {
    for (let index = 0; index < 20; index++) {
      expect((await claimFrom('203.0.113.5', `Daily ${index}`)).status, `claim ${index}`).toBe(201);
    }
    const refused = await claimFrom('203.0.113.5', 'Daily 20');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    // The window is a day from the first claim: nearly all of it is left.
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(((await refused.json()) as { type: string }).type).toBe('/api/problems#rate-limited');
    // The name was not claimed: another address may have it.
    expect((await claimFrom('198.51.100.9', 'Daily 20')).status).toBe(201);
  });

  it('counts only claims the minute limit let through, and opens again a day after the first', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T04:00:00.000Z') });
    const limits = new RateLimits({
      startsPerMinute: 1,
      postsPerMinute: 1,
      claimsPerMinute: 2,
      claimsPerDay: 3,
      reportsPerMinute: 1,
      roomsPerHour: 1,
    });
    const claim = async () => (await limits.consume('claim', 'a')).ok;
    expect([await claim(), await claim(), await claim()]).toEqual([true, true, false]);
    vi.advanceTimersByTime(60_000);
    // One more passes the day's cap of 3 (the minute's refusal was not counted), then no more.
    expect([await claim(), await claim()]).toEqual([true, false]);
    vi.advanceTimersByTime(60_000);
    expect(await limits.consume('claim', 'a')).toEqual({
      ok: false,
      retryAfterS: 24 * 3600 - 120,
    });
    vi.advanceTimersByTime(24 * 3600 * 1000 - 120_000);
    expect(await claim()).toBe(true);
  });
});
