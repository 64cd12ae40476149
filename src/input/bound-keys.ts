import {
  ACTION_COMMAND,
  ACTION_DIRECTION,
  ACTIONS,
  actionOfCode,
  DEFAULT_BINDINGS,
  type Bindings,
} from './bindings';
import { commandOfKey, directionOfKey, type Command, type KeyIdentity } from './key-bindings';

/** Turns a key event into a direction bit or a command. */
export interface KeyResolver {
  direction(event: KeyIdentity): number;
  command(event: KeyIdentity): Command | null;
}

const FIXED: ReadonlyMap<string, Command> = new Map([
  ['Escape', 'back'],
  ['Enter', 'confirm'],
  ['NumpadEnter', 'confirm'],
]);

/** True when no action has been rebound. */
export function isDefault(bindings: Bindings): boolean {
  return ACTIONS.every((action) => {
    const [a, b] = bindings[action];
    const [da, db] = DEFAULT_BINDINGS[action];
    return a === da && b === db;
  });
}

/**
 * Keys as the player bound them. While nothing is rebound the built-in reading stands exactly
 * (commands by the letter printed on the key, so "P pauses" on any layout); once the player
 * rebinds, every key goes by the physical key they pressed on the Controls screen.
 */
export function boundKeys(bindings: () => Bindings): KeyResolver {
  return {
    direction(event) {
      const current = bindings();
      if (isDefault(current)) return directionOfKey(event);
      const action = event.code === '' ? null : actionOfCode(current, event.code);
      return action === null ? 0 : (ACTION_DIRECTION[action] ?? 0);
    },
    command(event) {
      const current = bindings();
      if (isDefault(current)) return commandOfKey(event);
      const fixed = FIXED.get(event.key);
      if (fixed !== undefined) return fixed;
      const action = event.code === '' ? null : actionOfCode(current, event.code);
      return action === null ? null : (ACTION_COMMAND[action] ?? null);
    },
  };
}
