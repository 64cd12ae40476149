import type { Replay } from '../../replay';
import { refused, type Refusal } from '../../api/refusal';

/**
 * Inputs longer than their ticks need: two neighbouring runs of the same input, which the game's
 * recorder always merges. Such padding makes a replay (or a level's proof) many times larger than
 * the run it holds (a 14 KB link inflating to a 160 KB proof), and a copy of a stored run look
 * new; it is refused, naming the first repeated run. Undefined when the inputs are as short as
 * their ticks allow. `field` is where the replay sits in the request (`replay`, `link.proof`).
 */
export function paddedInputs(replay: Pick<Replay, 'inputs'>, field: string): Refusal | undefined {
  const { inputs } = replay;
  for (let i = 1; i < inputs.length; i++) {
    if (inputs[i]?.[1] === inputs[i - 1]?.[1]) {
      const problem =
        'repeats the input of the run before it: a replay holds each run of one input as one pair, so merge them';
      return refused('invalid-replay', `${field}.inputs[${String(i)}]`, problem);
    }
  }
  return undefined;
}
