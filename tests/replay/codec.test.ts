import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeReplay, encodeReplay, ReplayError, verifyReplay } from '../../src/replay';
import { replayArb } from './support/arbitraries';
import { recordRun, winningReplay } from './support/replays';

describe('replay codec', () => {
  it('round-trips any valid replay: decode(encode(r)) equals r, and encoding again is identical', () => {
    fc.assert(
      fc.property(replayArb, (replay) => {
        const text = encodeReplay(replay);
        const decoded = decodeReplay(text);
        expect(decoded).toEqual(replay);
        expect(encodeReplay(decoded)).toBe(text);
        // The parsed value decodes the same as the text.
        expect(decodeReplay(JSON.parse(text))).toEqual(replay);
      }),
      { numRuns: 300 },
    );
  });

  it('writes canonical JSON: documented field order, no whitespace, whatever order it was given in', () => {
    const replay = winningReplay('first-steps');
    const text = encodeReplay(replay);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'format',
      'version',
      'simVersion',
      'level',
      'ticksPerSecond',
      'inputs',
      'checkpoints',
      'final',
      'player',
      'recordedAt',
    ]);
    expect(text).not.toMatch(/\s/);
    const shuffled = Object.fromEntries(Object.entries(JSON.parse(text) as object).reverse());
    expect(encodeReplay(decodeReplay(JSON.stringify(shuffled, null, 2)))).toBe(text);
    expect(text.startsWith('{"format":"mythic-maze-replay","version":1,"simVersion":1,')).toBe(
      true,
    );
  });

  it('writes generator options in the generator order and keeps only those given', () => {
    const text = encodeReplay({
      ...winningReplay('first-steps'),
      level: { loops: 3, seed: 9, width: 21 },
    });
    expect(text).toContain('"level":{"seed":9,"width":21,"loops":3}');
  });

  it('a decoded replay still verifies: decoding loses nothing the simulation needs', () => {
    const replay = winningReplay('three-doors');
    const decoded = verifyReplay(decodeReplay(encodeReplay(replay)));
    expect(decoded).toMatchObject({ ok: true, outcome: 'won', firstMismatchTick: null });
    expect(decoded).toEqual(verifyReplay(replay));
  });

  it('names the field and the problem in the message', () => {
    const error = (() => {
      try {
        decodeReplay('{"format":"mythic-maze-replay","version":7}');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ReplayError);
    expect(error).toMatchObject({
      name: 'ReplayError',
      field: 'version',
      problem: 'unsupported version 7; this game reads versions 1, 2 and 3',
      message: 'version: unsupported version 7; this game reads versions 1, 2 and 3',
    });
  });

  it('reads -0 as 0 in every number, so a decoded replay is exactly what its text gives back', () => {
    const won = recordRun({
      ref: { seed: 0, width: 11, height: 9, minotaurs: 0 },
      inputs: [0, 2, 2, 4, 4, 4, 8, 1],
    }).replay;
    // JSON.stringify writes -0 as 0, so the minus signs go into the text by hand.
    const text = encodeReplay(won)
      .replace('"seed":0', '"seed":-0')
      .replace('"minotaurs":0', '"minotaurs":-0')
      .replace(/\[1,0\]/, '[1,-0]');
    expect(text).toContain('"seed":-0');
    expect(text).toContain('"minotaurs":-0');
    expect(text).toContain('[1,-0]');
    const decoded = decodeReplay(text);
    expect(decoded).toEqual(won);
    expect(decodeReplay(encodeReplay(decoded))).toEqual(decoded);
    const values = JSON.stringify(decoded, (_key, value: unknown) =>
      Object.is(value, -0) ? 'minus zero' : value,
    );
    expect(values).not.toContain('minus zero');
  });
});
