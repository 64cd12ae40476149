import type { KeyResolver } from './bound-keys';
import {
  commandOfKey,
  directionOfKey,
  keyId,
  type Command,
  type KeyIdentity,
} from './key-bindings';

const BUILT_IN_KEYS: KeyResolver = { direction: directionOfKey, command: commandOfKey };

/** The fields of a KeyboardEvent the keyboard reads; tests dispatch plain events carrying them. */
export interface KeyEventLike extends KeyIdentity {
  readonly repeat: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  readonly target: EventTarget | null;
  preventDefault(): void;
}

/** Where the keyboard listens. */
export interface KeyboardOptions {
  /** Receives keydown, keyup and blur: the window in the game. */
  readonly target: EventTarget;
  /** The document: hiding the tab releases every key, as blur does. */
  readonly page?: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  /** Told of each command key press (never of auto-repeats). */
  readonly onCommand?: (command: Command) => void;
  /** What each key does: the player's bindings; the built-in keys when absent. */
  readonly keys?: KeyResolver;
}

function isEditable(target: EventTarget | null): boolean {
  if (target === null || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  return (
    element.tagName === 'INPUT' ||
    element.tagName === 'TEXTAREA' ||
    element.tagName === 'SELECT' ||
    element.isContentEditable
  );
}

/**
 * Arrow and WASD keys as per-tick input. A key counts while held, and a press is also
 * latched until the next sample, so a tap that goes down and up between two ticks still
 * steers the next tick. Read it with sample() exactly once per tick.
 */
export class Keyboard {
  readonly #target: EventTarget;
  readonly #page: KeyboardOptions['page'];
  readonly #onCommand: ((command: Command) => void) | undefined;
  readonly #keys: KeyResolver;
  /** Held keys by physical key, so W and ArrowUp held together release independently. */
  readonly #held = new Map<string, number>();
  #heldBits = 0;
  #latched = 0;

  constructor(options: KeyboardOptions) {
    this.#target = options.target;
    this.#page = options.page;
    this.#onCommand = options.onCommand;
    this.#keys = options.keys ?? BUILT_IN_KEYS;
    this.#target.addEventListener('keydown', this.#onKeyDown);
    this.#target.addEventListener('keyup', this.#onKeyUp);
    this.#target.addEventListener('blur', this.releaseAll);
    this.#page?.addEventListener('visibilitychange', this.#onVisibility);
  }

  /** Directions held now (bits of UP, RIGHT, DOWN, LEFT), without the latch. */
  get held(): number {
    return this.#heldBits;
  }

  /** The input for one tick: held directions plus those pressed since the last sample. */
  sample(): number {
    const input = this.#heldBits | this.#latched;
    this.#latched = 0;
    return input;
  }

  /** Forgets presses not yet sampled: a run that starts or resumes ignores keys pressed in menus. */
  clearLatched(): void {
    this.#latched = 0;
  }

  /** Releases every key: after blur or a hidden tab no keyup may come, and a key must not stick. */
  readonly releaseAll = (): void => {
    this.#held.clear();
    this.#heldBits = 0;
    this.#latched = 0;
  };

  /** Stops listening. */
  dispose(): void {
    this.#target.removeEventListener('keydown', this.#onKeyDown);
    this.#target.removeEventListener('keyup', this.#onKeyUp);
    this.#target.removeEventListener('blur', this.releaseAll);
    this.#page?.removeEventListener('visibilitychange', this.#onVisibility);
  }

  readonly #onKeyDown = (event: Event): void => {
    const key = event as unknown as KeyEventLike;
    // Shortcuts such as Ctrl+R belong to the browser, and typing belongs to the field.
    if (key.ctrlKey || key.altKey || key.metaKey || isEditable(key.target)) return;
    const direction = this.#keys.direction(key);
    if (direction !== 0) {
      // Arrows would scroll the page.
      key.preventDefault();
      if (key.repeat) return;
      this.#held.set(keyId(key), direction);
      this.#heldBits |= direction;
      this.#latched |= direction;
      return;
    }
    const command = this.#keys.command(key);
    if (command === null) return;
    // F3 would open the browser's find bar; Enter and Escape keep their meaning for controls.
    if (command !== 'confirm' && command !== 'back') key.preventDefault();
    if (!key.repeat) this.#onCommand?.(command);
  };

  readonly #onKeyUp = (event: Event): void => {
    const key = event as unknown as KeyEventLike;
    if (!this.#held.delete(keyId(key))) return;
    let bits = 0;
    for (const direction of this.#held.values()) bits |= direction;
    this.#heldBits = bits;
  };

  readonly #onVisibility = (): void => {
    if (this.#page?.visibilityState === 'hidden') this.releaseAll();
  };
}
