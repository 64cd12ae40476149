import type { Command } from '../app/core/command';
import { DOWN, LEFT, RIGHT, UP } from '../sim';

export type { Command };

/** The fields of a keyboard event the bindings read. */
export interface KeyIdentity {
  readonly code: string;
  readonly key: string;
}

// Directions go by physical key (`code`), so WASD sits under the left hand on any layout.
const DIRECTION_BY_CODE: ReadonlyMap<string, number> = new Map([
  ['ArrowUp', UP],
  ['ArrowRight', RIGHT],
  ['ArrowDown', DOWN],
  ['ArrowLeft', LEFT],
  ['KeyW', UP],
  ['KeyD', RIGHT],
  ['KeyS', DOWN],
  ['KeyA', LEFT],
]);

// Only for events that carry no code (synthetic events, old browsers).
const DIRECTION_BY_KEY: ReadonlyMap<string, number> = new Map([
  ['ArrowUp', UP],
  ['ArrowRight', RIGHT],
  ['ArrowDown', DOWN],
  ['ArrowLeft', LEFT],
  ['w', UP],
  ['d', RIGHT],
  ['s', DOWN],
  ['a', LEFT],
]);

// Commands go by the letter printed on the key: "P pauses" must hold on every layout.
const COMMAND_BY_KEY: ReadonlyMap<string, Command> = new Map([
  ['p', 'pause'],
  ['Escape', 'back'],
  ['r', 'restart'],
  ['Enter', 'confirm'],
  ['F3', 'diagnostics'],
  ['`', 'diagnostics'],
]);

// Only when the layout reports no usable letter, e.g. backquote as a dead key.
const COMMAND_BY_CODE: ReadonlyMap<string, Command> = new Map([
  ['KeyP', 'pause'],
  ['KeyR', 'restart'],
  ['Backquote', 'diagnostics'],
]);

function normalisedKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** The direction bit (UP, RIGHT, DOWN, LEFT) a key steers, or 0: arrows and WASD. */
export function directionOfKey(event: KeyIdentity): number {
  if (event.code !== '') return DIRECTION_BY_CODE.get(event.code) ?? 0;
  return DIRECTION_BY_KEY.get(normalisedKey(event.key)) ?? 0;
}

/** The command a key gives (P or Escape, R, Enter, F3 or backquote), or null. */
export function commandOfKey(event: KeyIdentity): Command | null {
  const key = normalisedKey(event.key);
  const byKey = COMMAND_BY_KEY.get(key);
  if (byKey !== undefined) return byKey;
  if (key === '' || key === 'Dead' || key === 'Unidentified') {
    return COMMAND_BY_CODE.get(event.code) ?? null;
  }
  return null;
}

/** A stable name for a physical key, so one key pressed twice counts once. */
export function keyId(event: KeyIdentity): string {
  return event.code !== '' ? event.code : normalisedKey(event.key);
}
