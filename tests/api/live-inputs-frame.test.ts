import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLiveInputs, encodeLiveInputs } from '../../src/api';

/** Batches the service takes: 1 to 100 ticks in pairs of 1+ ticks, inputs 0..15. */
const batch = fc
  .record({
    from: fc.integer({ min: 0, max: 2 ** 28 - 1 }),
    runs: fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 15 })), {
      minLength: 1,
      maxLength: 100,
    }),
  })
  .filter(({ runs }) => runs.reduce((sum, [ticks]) => sum + ticks, 0) <= 100);

describe('the binary inputs frame', () => {
  it('writes the documented layout: type, varint from, then (input, varint ticks) pairs', () => {
    expect([...encodeLiveInputs({ from: 0, runs: [[3, 2]] })]).toEqual([1, 0, 2, 3]);
    // 300 = 0b10_0101100: 0x2c with the continuation bit, then 2.
    expect([...encodeLiveInputs({ from: 300, runs: [[4, 0]] })]).toEqual([1, 0xac, 0x02, 0, 4]);
    expect([
      ...encodeLiveInputs({
        from: 127,
        runs: [
          [1, 15],
          [100, 8],
        ],
      }),
    ]).toEqual([1, 127, 15, 1, 8, 100]);
    expect([...encodeLiveInputs({ from: 16_384, runs: [[1, 1]] })]).toEqual([
      1, 0x80, 0x80, 1, 1, 1,
    ]);
  });

  it('reads back every batch the service takes, as it was written', () => {
    fc.assert(
      fc.property(batch, (written) => {
        expect(decodeLiveInputs(encodeLiveInputs(written))).toEqual(written);
      }),
    );
  });

  it('says what is wrong with a frame that is not a batch', () => {
    const problem = (bytes: number[]) => decodeLiveInputs(Uint8Array.from(bytes));
    expect(problem([])).toEqual({ problem: 'a binary frame starts with type 1' });
    expect(problem([2, 0, 2, 1])).toEqual({ problem: 'a binary frame starts with type 1' });
    expect(problem([1])).toEqual({ problem: 'from: not a varint of at most 4 bytes' });
    expect(problem([1, 0x80, 0x80, 0x80, 0x80, 0])).toEqual({
      problem: 'from: not a varint of at most 4 bytes',
    });
    expect(problem([1, 0])).toEqual({ problem: 'runs: a batch holds at least one pair' });
    expect(problem([1, 0, 2, 3, 16, 1])).toEqual({ problem: 'runs.1: input 16 over 15' });
    expect(problem([1, 0, 2])).toEqual({ problem: 'runs.0: ticks cut short or too long' });
    expect(problem([1, 0, 2, 0x80, 0x80, 1])).toEqual({
      problem: 'runs.0: ticks cut short or too long',
    });
    expect(problem([1, 0, 2, 0])).toEqual({ problem: 'runs.0: a pair of 0 ticks' });
    expect(problem([1, 0, 2, 101])).toEqual({ problem: 'runs: must hold at most 100 ticks' });
    expect(problem([1, 0, 2, 60, 4, 41])).toEqual({
      problem: 'runs: must hold at most 100 ticks',
    });
    expect(problem([1, 0, 2, 60, 4, 40])).toEqual({
      from: 0,
      runs: [
        [60, 2],
        [40, 4],
      ],
    });
  });
});
