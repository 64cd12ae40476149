import { describe, expect, it } from 'vitest';
import {
  decodeShareFragment,
  encodeShareFragment,
  MAX_SHARE_FRAGMENT_CHARS,
  ReplayError,
  type Replay,
} from '../../src/replay';
import { winningReplay } from './support/replays';

// The share link's own code, quickly (share-link.test.ts, which mutation runs leave out, checks
// hundreds of tampered links): a replay goes there and back, one too long for a link is refused
// with what to do instead, and whatever is not a link is refused on the link.

describe('share links, quickly', () => {
  it('a replay goes into a fragment and comes back the same', () => {
    const replay = winningReplay('first-steps');
    const fragment = encodeShareFragment(replay);
    expect(fragment.startsWith('r=')).toBe(true);
    expect(decodeShareFragment(`#${fragment}`)).toEqual(replay);
  });

  it('a replay too long for a link is refused, saying to share the file instead', () => {
    const replay = winningReplay('first-steps');
    // Inputs changing every tick in a pattern deflate cannot shrink much.
    const inputs: [number, number][] = [];
    let x = 12345;
    for (let i = 0; i < 72_000; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      inputs.push([1, (x >>> 16) & 15]);
    }
    const huge: Replay = {
      ...replay,
      inputs,
      checkpoints: Array.from({ length: 3600 }, (_, i) => [(i + 1) * 20, '0123abcd'] as const),
      final: { tick: 72_000, outcome: 'playing', hash: '0123abcd' },
    };
    let refusal: unknown;
    try {
      encodeShareFragment(huge);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ReplayError);
    const { field, problem, code } = refusal as ReplayError;
    expect(field).toBe('(link)');
    expect(code).toBe('too-large');
    expect(problem).toMatch(
      new RegExp(
        `^would be \\d+ characters, over the limit of ${String(MAX_SHARE_FRAGMENT_CHARS)}: share the replay file instead$`,
      ),
    );
  });

  it('refuses what is not a share link on the link, with the reason', () => {
    expect(() => decodeShareFragment('l=abc')).toThrow(
      new ReplayError('(link)', 'must start with "#r="', 'not-a-link'),
    );
    expect(() => decodeShareFragment(42 as unknown as string)).toThrow(
      new ReplayError('(link)', 'must be text', 'not-a-link'),
    );
  });
});
