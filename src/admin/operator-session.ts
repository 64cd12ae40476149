import { OPERATOR_CODE_PATTERN } from '../api';
import { ct } from './text/console-text';

/** The part of the page's sessionStorage the console uses (a test hands in a fake). */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The session storage key of the operator code. */
export const OPERATOR_CODE_KEY = 'mythic-maze.operator-code';

/**
 * The operator code for this tab: kept in session storage only (gone when the tab closes, never in
 * local storage), and only when it looks like an operator code.
 */
export class OperatorSession {
  readonly #store: SessionStore;

  constructor(store: SessionStore) {
    this.#store = store;
  }

  /** The kept code, or null when there is none (or what is kept is not a code). */
  code(): string | null {
    const code = this.#store.getItem(OPERATOR_CODE_KEY);
    return code !== null && OPERATOR_CODE_PATTERN.test(code) ? code : null;
  }

  /** Keeps a typed code (trimmed): null when kept, else why it is not an operator code. */
  signIn(typed: string): string | null {
    const code = typed.trim();
    if (!OPERATOR_CODE_PATTERN.test(code)) {
      return ct('signIn.badCode');
    }
    this.#store.setItem(OPERATOR_CODE_KEY, code);
    return null;
  }

  /** Forgets the code. */
  signOut(): void {
    this.#store.removeItem(OPERATOR_CODE_KEY);
  }
}
