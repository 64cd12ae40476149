/** The season's point bands (issue 44), pinned to their documented values at each edge. */
import { describe, expect, it } from 'vitest';
import { pointsOf } from '../../src/server/events/season-points';

describe('the points of a rank', () => {
  it('follow the stated bands: 100, 80, 65, then 50 to 5th, 35 to 10th, 20 to 25th, 10 to 50th, 5 to 100th, 1 after', () => {
    const ranks = [1, 2, 3, 4, 5, 6, 10, 11, 25, 26, 50, 51, 100, 101, 10_000];
    expect(ranks.map((rank) => pointsOf(rank))).toEqual([
      100, 80, 65, 50, 50, 35, 35, 20, 20, 10, 10, 5, 5, 1, 1,
    ]);
  });
});
