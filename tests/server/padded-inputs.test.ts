/**
 * A replay whose inputs repeat the run before them (two pairs where one would do) is refused,
 * naming the first repeated pair under the field where the replay sits.
 */
import { describe, expect, it } from 'vitest';
import { paddedInputs } from '../../src/server/decode/padded-inputs';

const PROBLEM =
  'repeats the input of the run before it: a replay holds each run of one input as one pair, so merge them';

describe('paddedInputs', () => {
  it('takes inputs as short as their ticks allow', () => {
    expect(paddedInputs({ inputs: [] }, 'replay')).toBeUndefined();
    expect(paddedInputs({ inputs: [[5, 1]] }, 'replay')).toBeUndefined();
    expect(
      paddedInputs(
        {
          inputs: [
            [3, 0],
            [2, 1],
            [4, 0],
            [1, 8],
          ],
        },
        'replay',
      ),
    ).toBeUndefined();
  });

  it('names the first pair that repeats the one before it', () => {
    const inputs: [number, number][] = [
      [3, 0],
      [2, 4],
      [4, 4],
      [1, 2],
      [1, 2],
    ];
    // The one Refusal of the service: the same fields, without FieldProblem's `ok`.
    expect(paddedInputs({ inputs }, 'link.proof')).toEqual({
      kind: 'refused',
      refusal: 'invalid-replay',
      field: 'link.proof.inputs[2]',
      problem: PROBLEM,
    });
  });

  it('finds a repeat of the first pair', () => {
    const inputs: [number, number][] = [
      [5, 1],
      [5, 1],
    ];
    expect(paddedInputs({ inputs }, 'replay')?.field).toBe('replay.inputs[1]');
  });

  it('finds a repeat at the very end', () => {
    const inputs: [number, number][] = [
      [1, 0],
      [1, 1],
      [1, 0],
      [1, 0],
    ];
    expect(paddedInputs({ inputs }, 'replay')?.field).toBe('replay.inputs[3]');
  });
});
