/** Key bindings as stored with the settings: their shape, defaults and the no-clash rule. */
import * as v from 'valibot';

/**
 * What a player may rebind: the four moves, pause, restart, the diagnostics overlay, the split
 * comparison, and stepping a replay back or forward by one tick.
 */
export type Action =
  | 'up'
  | 'right'
  | 'down'
  | 'left'
  | 'pause'
  | 'restart'
  | 'overlay'
  | 'comparison'
  | 'stepBack'
  | 'stepForward';

/** Every action, in the order the Controls screen lists them. */
export const ACTIONS: readonly Action[] = [
  'up',
  'right',
  'down',
  'left',
  'pause',
  'restart',
  'overlay',
  'comparison',
  'stepBack',
  'stepForward',
];

/** The actions added after the first release: stored bindings without them still load. */
const LATER_ACTIONS: readonly Action[] = ['comparison', 'stepBack', 'stepForward'];

/** Two keys per action (by physical key, `KeyboardEvent.code`); a slot may be empty. */
export type Bindings = Readonly<Record<Action, readonly [string | null, string | null]>>;

/**
 * The keys the game ships with: arrows and WASD, P, R, F3 and backquote, C for the split
 * comparison, and comma and full stop to step a replay (as video players do).
 */
export const DEFAULT_BINDINGS: Bindings = {
  up: ['ArrowUp', 'KeyW'],
  right: ['ArrowRight', 'KeyD'],
  down: ['ArrowDown', 'KeyS'],
  left: ['ArrowLeft', 'KeyA'],
  pause: ['KeyP', null],
  restart: ['KeyR', null],
  overlay: ['F3', 'Backquote'],
  comparison: ['KeyC', null],
  stepBack: ['Comma', null],
  stepForward: ['Period', null],
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

/** Bindings as stored: the actions added since the first release may be missing. */
const storedBindings = v.strictObject({
  up: slots,
  right: slots,
  down: slots,
  left: slots,
  pause: slots,
  restart: slots,
  overlay: slots,
  comparison: v.optional(slots),
  stepBack: v.optional(slots),
  stepForward: v.optional(slots),
});

/**
 * Bindings stored before an action existed get its default keys, each unless the player has
 * since bound that key to something else (then the slot stays empty), so nothing they chose
 * is lost or made to clash.
 */
function withLaterActions(stored: v.InferOutput<typeof storedBindings>): Bindings {
  const taken = new Set(Object.values(stored).flat());
  const filled: Partial<Record<Action, Bindings[Action]>> = { ...stored };
  for (const action of LATER_ACTIONS) {
    if (filled[action] !== undefined) continue;
    const [first, second] = DEFAULT_BINDINGS[action].map((key) =>
      key === null || taken.has(key) ? null : key,
    );
    filled[action] = [first ?? null, second ?? null];
  }
  return filled as Bindings;
}

/**
 * Stored bindings: every action (those added since the first release may be missing and take
 * their defaults), two slots of key codes, no key bound twice nor reserved.
 */
export const BINDINGS_SCHEMA: v.GenericSchema<unknown, Bindings> = v.pipe(
  storedBindings,
  v.transform(withLaterActions),
  v.check((b) => conflictsOf(b).length === 0, 'a key is bound twice or is reserved'),
);
