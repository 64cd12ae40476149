import type { Replay } from '../../replay';
import type { Player } from '../store/player-store';
import { refused, type Refusal } from './refusal';

/**
 * Inputs longer than their ticks need: two neighbouring runs of the same input, which the game's
 * recorder always merges. Such padding makes a replay (or a level's proof) many times larger than
 * the run it holds (a 14 KB link inflating to a 160 KB proof), and a copy of a stored run look
 * new; it is refused, naming the first repeated run. Undefined when the inputs are as short as
 * their ticks allow. `field` is where the replay sits in the request (`replay`, `link.proof`).
 */
export function paddedInputs(replay: Replay, field: string): Refusal | undefined {
  const { inputs } = replay;
  for (let i = 1; i < inputs.length; i++) {
    if (inputs[i]?.[1] === inputs[i - 1]?.[1]) {
      const text = `repeats the input of the run before it: a replay holds each run of one input as one pair, so merge them`;
      return refused('invalid-replay', `${field}.inputs[${String(i)}]`, text);
    }
  }
  return undefined;
}

/**
 * A replay (or proof) whose player is not the name of the key it is sent with: the name belongs
 * to that key alone. Undefined when they are the same.
 */
export function playerMismatch(replay: Replay, player: Player, field: string): Refusal | undefined {
  if (replay.player === player.name) return undefined;
  const text = `is ${JSON.stringify(replay.player)}, but the key sent is ${JSON.stringify(player.name)}'s: a run is posted under its own player's key`;
  return refused('player-mismatch', `${field}.player`, text);
}
