import type { ScreenAction } from './screen';

/** A screen's button that asks by name: 'play', 'scores', 'editor'… */
type NamedAction = Extract<ScreenAction, string>;
/** A button that carries something: `{ pick: level }`, `{ toggle: 'sound' }`… */
type CarryingAction = Exclude<ScreenAction, string>;
/** Every key of a union's members. */
type KeysOf<U> = U extends unknown ? keyof U : never;

/** How an action is known: its name, or the one key of what it carries. */
export type ActionKey = NamedAction | KeysOf<CarryingAction>;

/** What the action of `key` hands its handler: nothing for a name, else what it carries. */
type Carried<K extends ActionKey> = K extends NamedAction
  ? undefined
  : Extract<CarryingAction, Readonly<Record<K, unknown>>>[K & KeysOf<CarryingAction>];

/** A feature's handlers of the screens' actions it owns, by action. */
export type ActionHandlers = { readonly [K in ActionKey]?: (carried: Carried<K>) => void };

/**
 * What a screen's button asks for, sent to the feature that owns it: each feature registers the
 * actions of its screens once (two features never own one action), and acting looks the owner
 * up, so a new screen's buttons are its feature's handlers and one registration line.
 */
export class ScreenActions {
  readonly #handlers = new Map<ActionKey, (carried: unknown) => void>();

  /** Adds a feature's handlers; throws when one of its actions has an owner already. */
  register(handlers: ActionHandlers): void {
    for (const [key, handler] of Object.entries(handlers) as [ActionKey, (c: unknown) => void][]) {
      if (this.#handlers.has(key)) throw new Error(`the action ${key} has an owner already`);
      this.#handlers.set(key, handler);
    }
  }

  /** The actions with an owner, in the order they were registered. */
  keys(): ActionKey[] {
    return [...this.#handlers.keys()];
  }

  /** Hands `action` to its owner; an action nobody owns does nothing. */
  act(action: ScreenAction): void {
    if (typeof action === 'string') {
      this.#handlers.get(action)?.(undefined);
      return;
    }
    const [entry] = Object.entries(action) as [ActionKey, unknown][];
    if (entry !== undefined) this.#handlers.get(entry[0])?.(entry[1]);
  }
}
