import { DOWN, LEFT, RIGHT, UP } from '../sim';
import { ACTIONS, RESERVED_KEYS, type Action, type Bindings } from '../storage/stored-bindings';
import type { Command } from '../app/core/command';

export {
  ACTIONS,
  BINDINGS_SCHEMA,
  conflictsOf,
  DEFAULT_BINDINGS,
  RESERVED_KEYS,
  type Action,
  type Bindings,
} from '../storage/stored-bindings';

/** The direction bit of each move. */
export const ACTION_DIRECTION: Readonly<Partial<Record<Action, number>>> = {
  up: UP,
  right: RIGHT,
  down: DOWN,
  left: LEFT,
};

/** The command each non-move action gives. */
export const ACTION_COMMAND: Readonly<Partial<Record<Action, Command>>> = {
  pause: 'pause',
  restart: 'restart',
  overlay: 'diagnostics',
  comparison: 'comparison',
  stepBack: 'step-back',
  stepForward: 'step-forward',
};

/** The outcome of a rebinding: the new bindings, or why not. */
export type RebindResult =
  | { readonly ok: true; readonly bindings: Bindings }
  | { readonly ok: false; readonly reason: 'reserved' }
  | { readonly ok: false; readonly reason: 'conflict'; readonly action: Action };

/** The action a key is bound to, or null. */
export function actionOfCode(bindings: Bindings, code: string): Action | null {
  return ACTIONS.find((action) => bindings[action].includes(code)) ?? null;
}

/**
 * Binds `code` to slot 0 or 1 of `action`. A key already bound to another action is refused
 * (it would do two things at once); a key bound to the other slot of the same action moves.
 */
export function rebind(
  bindings: Bindings,
  action: Action,
  slot: 0 | 1,
  code: string,
): RebindResult {
  if (RESERVED_KEYS.has(code)) return { ok: false, reason: 'reserved' };
  const owner = actionOfCode(bindings, code);
  if (owner !== null && owner !== action) return { ok: false, reason: 'conflict', action: owner };
  const keys: [string | null, string | null] = [...bindings[action]];
  keys[slot] = code;
  const other = slot === 0 ? 1 : 0;
  if (keys[other] === code) keys[other] = null;
  return { ok: true, bindings: { ...bindings, [action]: keys } };
}

/** Empties slot 0 or 1 of `action`. */
export function unbind(bindings: Bindings, action: Action, slot: 0 | 1): Bindings {
  const keys: [string | null, string | null] = [...bindings[action]];
  keys[slot] = null;
  return { ...bindings, [action]: keys };
}
