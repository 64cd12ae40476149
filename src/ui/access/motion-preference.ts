import type { ReducedMotion } from '../../storage/settings';

/** The part of a MediaQueryList the preference reads; tests pass a plain object. */
export interface MotionQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
}

/** Whether motion is reduced: the player's setting, or the system's when set to follow it. */
export function reducesMotion(setting: ReducedMotion, systemReduces: boolean): boolean {
  return setting === 'system' ? systemReduces : setting === 'on';
}

/**
 * Follows `prefers-reduced-motion` and the player's override: tells `onChange` whether motion
 * is reduced now, at once and whenever either changes.
 */
export class MotionPreference {
  readonly #query: MotionQuery | null;
  readonly #onChange: (reduced: boolean) => void;
  #setting: ReducedMotion = 'system';

  constructor(query: MotionQuery | null, onChange: (reduced: boolean) => void) {
    this.#query = query;
    this.#onChange = onChange;
    query?.addEventListener('change', () => {
      this.#tell();
    });
  }

  /** The player's setting changed (or was loaded). */
  set(setting: ReducedMotion): void {
    this.#setting = setting;
    this.#tell();
  }

  /** True when motion is reduced now. */
  get reduced(): boolean {
    return reducesMotion(this.#setting, this.#query?.matches ?? false);
  }

  #tell(): void {
    this.#onChange(this.reduced);
  }
}
