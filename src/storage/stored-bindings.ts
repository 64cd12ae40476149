/** Key bindings as stored with the settings: their shape, defaults and the no-clash rule. */
import * as v from 'valibot';

/** What a player may rebind: the four moves, pause, restart and the diagnostics overlay. */
export type Action = 'up' | 'right' | 'down' | 'left' | 'pause' | 'restart' | 'overlay';

/** Every action, in the order the Controls screen lists them. */
export const ACTIONS: readonly Action[] = [
  'up',
  'right',
  'down',
  'left',
  'pause',
  'restart',
  'overlay',
];

/** Two keys per action (by physical key, `KeyboardEvent.code`); a slot may be empty. */
export type Bindings = Readonly<Record<Action, readonly [string | null, string | null]>>;

/** The keys the game ships with: arrows and WASD, P, R, F3 and backquote. */
export const DEFAULT_BINDINGS: Bindings = {
  up: ['ArrowUp', 'KeyW'],
  right: ['ArrowRight', 'KeyD'],
  down: ['ArrowDown', 'KeyS'],
  left: ['ArrowLeft', 'KeyA'],
  pause: ['KeyP', null],
  restart: ['KeyR', null],
  overlay: ['F3', 'Backquote'],
};

/** Keys kept for their fixed jobs (Escape goes back, Enter confirms, Tab moves focus). */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['Escape', 'Enter', 'Tab', 'Space']);

/** The actions that share a key with another, for checking stored bindings. */
export function conflictsOf(bindings: Bindings): Action[] {
  const seen = new Map<string, Action>();
  const clashing = new Set<Action>();
  for (const action of ACTIONS) {
    for (const code of bindings[action]) {
      if (code === null) continue;
      const owner = seen.get(code);
      if (owner !== undefined && owner !== action) clashing.add(owner).add(action);
      else if (owner === action || RESERVED_KEYS.has(code)) clashing.add(action);
      seen.set(code, action);
    }
  }
  return ACTIONS.filter((action) => clashing.has(action));
}

const code = v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,32}$/)));
const slots = v.tuple([code, code]);

/** Stored bindings: every action, two slots of key codes, no key bound twice nor reserved. */
export const BINDINGS_SCHEMA: v.GenericSchema<unknown, Bindings> = v.pipe(
  v.strictObject({
    up: slots,
    right: slots,
    down: slots,
    left: slots,
    pause: slots,
    restart: slots,
    overlay: slots,
  }),
  v.check((b) => conflictsOf(b).length === 0, 'a key is bound twice or is reserved'),
);
