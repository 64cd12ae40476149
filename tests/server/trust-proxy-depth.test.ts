/**
 * LEADERBOARD_TRUST_PROXY counts a request under the X-Forwarded-For entry n places from the
 * right (docs/deployment.md#proxies), and ignores the header when unset. With n = 1 the last
 * entry and the n-th from the right are the same, so only n of 2 and 3 tell the service that
 * reads the last entry (or the leftmost) from the one that reads the n-th from the right.
 */
import { describe, expect, it } from 'vitest';
import { forwardedStarts } from './support/forwarded-starts';

/** Four entries, leftmost first: what the client wrote, then what three proxies appended. */
const ENTRIES = 4;

/**
 * The header of request `request`: every entry differs from request to request except the one
 * at `fixed` places from the right, which is `10.<place>.<counted>.1`. With `fixed` 0, every
 * entry differs.
 */
function forwarded(request: number, fixed: number, counted: number): string {
  return Array.from({ length: ENTRIES }, (_, index) => {
    const place = ENTRIES - index; // 1 for the rightmost entry
    return place === fixed ? `10.${place}.${counted}.1` : `10.${place}.${100 + request}.1`;
  }).join(', ');
}

/** Starts of first-steps under each header, with one key, one after the other: their statuses. */
const starts = (trustProxy: string | undefined, headers: readonly string[]) =>
  forwardedStarts(
    {
      LEADERBOARD_STARTS_PER_MINUTE: '2',
      ...(trustProxy === undefined ? {} : { LEADERBOARD_TRUST_PROXY: trustProxy }),
    },
    headers,
  );

describe('LEADERBOARD_TRUST_PROXY', () => {
  it('unset: ignores the header, so every request counts under the socket address', async () => {
    const headers = [1, 2, 3, 4].map((request) => forwarded(request, 0, 0));
    expect(await starts(undefined, headers)).toEqual([200, 200, 429, 429]);
  });

  for (const n of [1, 2, 3]) {
    it(`${n}: counts the entry ${n} from the right, whatever the others say`, async () => {
      // Three requests share the counted entry (the limit is 2); a fourth has another one.
      const headers = [
        forwarded(1, n, 7),
        forwarded(2, n, 7),
        forwarded(3, n, 7),
        forwarded(4, n, 8),
      ];
      expect(await starts(String(n), headers)).toEqual([200, 200, 429, 200]);
    });
  }

  it('3: counts the socket address when the header has fewer than 3 entries', async () => {
    const headers = ['10.2.1.1, 10.1.1.1', '10.2.2.1, 10.1.2.1', '10.2.3.1, 10.1.3.1'];
    expect(await starts('3', headers)).toEqual([200, 200, 429]);
  });
});
