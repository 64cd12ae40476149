import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLevelLink, LevelLinkError, openLevelLink, type Replay } from '../../src/replay';
import { toBase64Url } from '../../src/replay/base64url';
import { fuzzParams, fuzzTimeout } from '../support/fuzz';
import { expectOneLineMessage } from '../support/one-line-message';
import { expectNoPollution, prototypeSnapshot } from '../support/pollution';
import { canonicalLevelJson } from '../../src/replay';
import {
  anyLevelFragment,
  linkFragments,
  linkSeeds,
  mutatedLink,
} from './support/level-link-mutations';

/**
 * What a proof shows of its run: every checkpoint and the final state. Not who recorded it and
 * when, which nothing proves, nor an input that never changed the state (holding a direction
 * into a wall), which no re-simulation can see.
 */
function runOf(proof: Replay): string {
  return JSON.stringify([proof.checkpoints, proof.final]);
}

const seedLevels = new Set(linkSeeds.map((s) => canonicalLevelJson(s.doc)));
const seedRuns = new Set(linkSeeds.map((s) => runOf(s.proof)));

/** decodeLevelLink gives a link or throws a LevelLinkError, and nothing else. */
function decodesOrRefuses(fragment: string): void {
  try {
    decodeLevelLink(fragment);
  } catch (error) {
    expect(error).toBeInstanceOf(LevelLinkError);
    expect((error as LevelLinkError).kind).toBe('malformed');
  }
}

describe('fuzzing the level link decoder', () => {
  const before = prototypeSnapshot();

  it(
    'ends in a link or a LevelLinkError for any fragment; a mutated link opens only as the same level and run',
    () => {
      fc.assert(
        fc.property(anyLevelFragment, (fragment) => {
          decodesOrRefuses(fragment);
          const result = openLevelLink(fragment);
          if (result.ok) {
            // Only the level it was made for, and only the run its maker recorded.
            expect(seedLevels.has(canonicalLevelJson(result.doc))).toBe(true);
            expect(seedRuns.has(runOf(result.proof))).toBe(true);
          } else {
            expect(['malformed', 'invalid-level', 'proof-mismatch']).toContain(result.kind);
            expectOneLineMessage(result.message);
          }
          expectNoPollution(before);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(10),
  );

  it('mutations reach every kind of refusal, and some still open', () => {
    const kinds = new Set(
      fc.sample(mutatedLink, { numRuns: 600, seed: 11 }).map((fragment) => {
        const result = openLevelLink(fragment);
        return result.ok ? 'ok' : result.kind;
      }),
    );
    expect([...kinds].sort()).toEqual(['invalid-level', 'malformed', 'ok', 'proof-mismatch']);
  });

  it('stops inflating a deflate bomb just past the limit', () => {
    const bomb = `l=${toBase64Url(deflateSync(new Uint8Array(50_000_000)))}`;
    expect(bomb.length).toBeLessThan(65_536);
    const result = openLevelLink(bomb);
    expect(result).toMatchObject({ ok: false, kind: 'malformed' });
    expect(!result.ok && result.message).toBe(
      '(link): inflates to over 1065536 bytes, past the limit',
    );
  });

  it('the fixtures themselves open', () => {
    for (const fragment of linkFragments) expect(openLevelLink(fragment).ok).toBe(true);
  });
});
