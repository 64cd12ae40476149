import { describe, expect, it } from 'vitest';
import { describeMismatch, type RunRecord } from '../../e2e/support/compare-run';

const label = { profile: '144 Hz jitter', replay: 'won-catacombs.json' };
const node: RunRecord = {
  checkpoints: [
    [20, '6c511a5e'],
    [40, '244ead1a'],
    [60, '53dbf0e6'],
  ],
  final: { tick: 68, outcome: 'won', hash: '0f5cf38e' },
};

describe('describeMismatch', () => {
  it('finds nothing when every checkpoint and the end match', () => {
    expect(describeMismatch(label, node, { ...node })).toBeNull();
  });

  it('names the profile, the replay, the first mismatching checkpoint and both hashes', () => {
    const browser = {
      ...node,
      checkpoints: [
        [20, '6c511a5e'],
        [40, 'deadbeef'],
        [60, 'feedf00d'],
      ] as const,
    };
    expect(describeMismatch(label, node, browser)).toBe(
      '144 Hz jitter, won-catacombs.json: first mismatching checkpoint at tick 40: browser tick 40 deadbeef, Node 244ead1a',
    );
  });

  it('reports a checkpoint the browser never reached, and a playback that never ended', () => {
    expect(
      describeMismatch(label, node, { checkpoints: node.checkpoints.slice(0, 1), final: null }),
    ).toBe(
      '144 Hz jitter, won-catacombs.json: the browser never reached checkpoint tick 40 (Node 244ead1a); its last was 20',
    );
    expect(describeMismatch(label, node, { checkpoints: node.checkpoints, final: null })).toBe(
      '144 Hz jitter, won-catacombs.json: the browser playback never reached its end (Node: tick 68 won 0f5cf38e)',
    );
  });

  it('reports an extra checkpoint and a different end', () => {
    expect(
      describeMismatch(label, node, {
        ...node,
        checkpoints: [...node.checkpoints, [80, '00000000']],
      }),
    ).toMatch(/passed checkpoint tick 80 \(00000000\), after Node's last/);
    expect(
      describeMismatch(label, node, {
        ...node,
        final: { tick: 68, outcome: 'caught', hash: '12345678' },
      }),
    ).toBe(
      '144 Hz jitter, won-catacombs.json: final state differs: browser tick 68 caught 12345678, Node tick 68 won 0f5cf38e',
    );
  });
});
