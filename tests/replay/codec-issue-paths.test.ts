import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeReplay, ReplayError } from '../../src/replay';
import { mutableCopy, winningReplay } from './support/replays';

/** The field and problem decoding `input` is refused with. */
function refusal(input: unknown): { field: string; problem: string } {
  try {
    decodeReplay(input);
  } catch (error) {
    if (error instanceof ReplayError) return { field: error.field, problem: error.problem };
    throw error;
  }
  throw new Error('expected the replay to be refused');
}

function firstSteps(): Record<string, unknown> {
  return mutableCopy(winningReplay('first-steps'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decodeReplay names the exact field of a misshapen part', () => {
  it('an input run that is not a pair at all is that run, not the list', () => {
    const doc = firstSteps();
    (doc.inputs as unknown[])[1] = 'x';
    expect(refusal(doc)).toEqual({
      field: 'inputs[1]',
      problem: 'must be a pair [runLength, input]',
    });
  });

  it('a pair with an item too many is that pair', () => {
    const doc = firstSteps();
    (doc.checkpoints as unknown[][])[0]?.push(7);
    expect(refusal(doc).field).toBe('checkpoints[0]');
  });

  it('a final record that is there but not an object is said so, not called missing', () => {
    const doc = firstSteps();
    doc.final = 5;
    expect(refusal(doc)).toEqual({
      field: 'final',
      problem: 'must be an object {tick, outcome, hash}',
    });
    delete doc.final;
    expect(refusal(doc)).toEqual({ field: 'final', problem: 'is missing' });
  });

  it('a JSON null document is not a replay object', () => {
    const expected = {
      field: '(document)',
      problem: 'must be a replay object: {"format": "mythic-maze-replay", …}',
    };
    expect(refusal('null')).toEqual(expected);
    expect(refusal(null)).toEqual(expected);
  });

  it('a parser that runs out of stack (engines with a recursive JSON.parse) means nesting', () => {
    vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(refusal('[[[[]]]]')).toEqual({
      field: '(document)',
      problem: 'is not valid JSON (nesting too deep)',
    });
  });
});
