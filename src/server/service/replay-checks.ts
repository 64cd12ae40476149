import type { Player } from '../store/player-store';
import { refused, type Refusal } from './refusal';

/**
 * A replay (or proof) whose player is not the name of the key it is sent with: the name belongs
 * to that key alone. Undefined when they are the same. `field` is where the replay sits in the
 * request (`replay`, `link.proof`).
 */
export function playerMismatch(named: string, player: Player, field: string): Refusal | undefined {
  if (named === player.name) return undefined;
  const text = `is ${JSON.stringify(named)}, but the key sent is ${JSON.stringify(player.name)}'s: a run is posted under its own player's key`;
  return refused('player-mismatch', `${field}.player`, text);
}
