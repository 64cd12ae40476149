import type { Command } from '../app/core/command';
import {
  ACTION_COMMAND,
  ACTION_DIRECTION,
  ACTIONS,
  DEFAULT_BINDINGS,
  type Action,
} from './bindings';

export type { Command };

/** The fields of a keyboard event the bindings read. */
export interface KeyIdentity {
  readonly code: string;
  readonly key: string;
}

/** The punctuation among the default keys, by code, as it prints on a US layout. */
const PRINTED: Readonly<Record<string, string>> = { Backquote: '`', Comma: ',', Period: '.' };

/**
 * The character a default key prints, for reading it by its letter: `KeyP` is "p", `Backquote`
 * is "`"; a key named by its code (the arrows, F3) reports that name as its key as well.
 */
function printedKey(code: string): string {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  return PRINTED[code] ?? code;
}

/** Every default key (`DEFAULT_BINDINGS`, by `code`) of the actions `meaning` names, with what it does. */
function defaultKeys<T>(meaning: Readonly<Partial<Record<Action, T>>>): [string, T][] {
  const keys: [string, T][] = [];
  for (const action of ACTIONS) {
    const value = meaning[action];
    if (value === undefined) continue;
    for (const code of DEFAULT_BINDINGS[action]) if (code !== null) keys.push([code, value]);
  }
  return keys;
}

const DEFAULT_MOVES = defaultKeys(ACTION_DIRECTION);
const DEFAULT_COMMANDS = defaultKeys(ACTION_COMMAND);

// Directions go by physical key (`code`), so WASD sits under the left hand on any layout.
const DIRECTION_BY_CODE: ReadonlyMap<string, number> = new Map(DEFAULT_MOVES);

// Only for events that carry no code (synthetic events, old browsers).
const DIRECTION_BY_KEY: ReadonlyMap<string, number> = new Map(
  DEFAULT_MOVES.map(([code, direction]) => [printedKey(code), direction]),
);

// Commands go by the letter printed on the key: "P pauses" must hold on every layout.
const COMMAND_BY_KEY: ReadonlyMap<string, Command> = new Map([
  ...DEFAULT_COMMANDS.map(([code, command]): [string, Command] => [printedKey(code), command]),
  ['Escape', 'back'],
  ['Enter', 'confirm'],
]);

// Only when the layout reports no usable letter, e.g. backquote as a dead key.
const COMMAND_BY_CODE: ReadonlyMap<string, Command> = new Map(
  DEFAULT_COMMANDS.filter(([code]) => printedKey(code) !== code),
);

function normalisedKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** The direction bit (UP, RIGHT, DOWN, LEFT) a key steers, or 0: arrows and WASD. */
export function directionOfKey(event: KeyIdentity): number {
  if (event.code !== '') return DIRECTION_BY_CODE.get(event.code) ?? 0;
  return DIRECTION_BY_KEY.get(normalisedKey(event.key)) ?? 0;
}

/**
 * The command a key gives (P or Escape, R, Enter, F3 or backquote, C, comma, full stop), or
 * null.
 */
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
