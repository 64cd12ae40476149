import {
  ACTIONS,
  DEFAULT_BINDINGS,
  rebind,
  type Action,
  type Bindings,
} from '../../input/bindings';
import { button, h, menu } from '../dom';
import { keyName } from './key-names';

const ACTION_LABELS: Readonly<Record<Action, string>> = {
  up: 'Move up',
  right: 'Move right',
  down: 'Move down',
  left: 'Move left',
  pause: 'Pause',
  restart: 'Restart level',
  overlay: 'Diagnostics overlay',
  comparison: 'Switch split comparison',
  stepBack: 'Replay: back one tick',
  stepForward: 'Replay: forward one tick',
};

const PAD_LAYOUT: readonly (readonly [string, string])[] = [
  ['D-pad or left stick', 'Move, and move through menus'],
  ['A', 'Confirm'],
  ['B', 'Back'],
  ['Start', 'Pause and resume'],
  ['Select', 'Restart the level'],
  ['LB and RB (shoulders)', 'Replay: back and forward one tick'],
];

/** What the Controls screen shows and does. */
export interface ControlsScreenOptions {
  readonly bindings: Bindings;
  /** New bindings, already checked for clashes: save them. */
  readonly onChange: (bindings: Bindings) => void;
  readonly onBack: () => void;
  /** Where key presses are caught while a key is being bound (the window in the game). */
  readonly keys?: EventTarget;
}

/**
 * The key slots of every action, two each, and the status line under them: a slot's button
 * listens for the next key (Escape cancels) and binds it, unless another action has it.
 */
class BindingSlots {
  readonly rows = h('div', { className: 'bindings' });
  readonly status = h('p', {
    className: 'controls-status',
    attrs: { role: 'status', 'aria-live': 'polite' },
  });
  readonly #keys: EventTarget;
  readonly #onChange: (bindings: Bindings) => void;
  #bindings: Bindings;
  #listening: ((event: Event) => void) | null = null;

  constructor(options: ControlsScreenOptions) {
    this.#keys = options.keys ?? window;
    this.#onChange = options.onChange;
    this.#bindings = options.bindings;
    this.render(null);
  }

  /** Stops catching keys for a slot, if one was waiting. */
  stopListening(): void {
    if (this.#listening !== null) this.#keys.removeEventListener('keydown', this.#listening, true);
    this.#listening = null;
  }

  /** Back to the default keys, saved. */
  reset(): void {
    this.stopListening();
    this.#bindings = DEFAULT_BINDINGS;
    this.#onChange(this.#bindings);
    this.status.textContent = 'Keys reset to the defaults.';
    this.render(null);
  }

  /** Draws the slots again, focus on the slot named `focus` (e.g. 'up-0'), if any. */
  render(focus: string | null): void {
    this.rows.replaceChildren(
      ...ACTIONS.map((action) =>
        h(
          'div',
          {
            className: 'binding-row',
            attrs: { role: 'group', 'aria-label': ACTION_LABELS[action] },
          },
          h('span', { className: 'binding-action', text: ACTION_LABELS[action] }),
          this.#slotButton(action, 0),
          this.#slotButton(action, 1),
        ),
      ),
    );
    if (focus !== null) this.rows.querySelector<HTMLElement>(`[data-binding="${focus}"]`)?.focus();
  }

  #slotButton(action: Action, slot: 0 | 1): HTMLButtonElement {
    const code = this.#bindings[action][slot];
    const shown = code === null ? 'none' : keyName(code);
    const which = slot === 0 ? 'first' : 'second';
    const slotButton = button(
      shown,
      () => {
        this.stopListening();
        slotButton.textContent = 'Press a key…';
        this.status.textContent = `Press the new ${which} key for ${ACTION_LABELS[action]}, or Escape to cancel.`;
        this.#listen(action, slot);
      },
      {
        className: 'binding',
        attrs: {
          'data-binding': `${action}-${String(slot)}`,
          'aria-label': `${ACTION_LABELS[action]}, ${which} key: ${shown}. Change`,
        },
      },
    );
    return slotButton;
  }

  /** Catches the next key pressed (before the game and the menus see it) for the slot. */
  #listen(action: Action, slot: 0 | 1): void {
    const listening = (event: Event) => {
      const key = event as KeyboardEvent;
      // Left by another way (a pad's B, a lost focus): stop catching keys.
      if (!this.rows.isConnected) {
        this.stopListening();
        return;
      }
      // The key is for the binding, not for the game or the menu.
      key.preventDefault();
      key.stopImmediatePropagation();
      if (key.repeat) return;
      this.stopListening();
      this.status.textContent = this.#bind(action, slot, key.code);
      this.render(`${action}-${String(slot)}`);
    };
    this.#listening = listening;
    this.#keys.addEventListener('keydown', listening, true);
  }

  /** Binds `code` to the slot unless it is refused; says what happened. */
  #bind(action: Action, slot: 0 | 1, code: string): string {
    if (code === 'Escape' || code === '') return 'Cancelled.';
    const result = rebind(this.#bindings, action, slot, code);
    if (result.ok) {
      this.#bindings = result.bindings;
      this.#onChange(this.#bindings);
      return `${ACTION_LABELS[action]}: ${keyName(code)}.`;
    }
    if (result.reason === 'reserved')
      return `${keyName(code)} is kept for menus and cannot be bound.`;
    return `${keyName(code)} is already bound to ${ACTION_LABELS[result.action]}. Change that first.`;
  }
}

/**
 * Rebinds each action, two keys each: press a key's button, then the new key (Escape cancels).
 * A key another action uses is refused with a message naming it; Reset restores the defaults.
 */
export function controlsScreen(options: ControlsScreenOptions): HTMLElement {
  const slots = new BindingSlots(options);
  return h(
    'section',
    { className: 'screen controls-screen', attrs: { 'aria-labelledby': 'controls-heading' } },
    h('h2', { id: 'controls-heading', text: 'Controls' }),
    h('p', {
      className: 'controls-hint',
      text: 'Choose a key slot, then press the new key. Escape and Enter keep their jobs.',
    }),
    slots.rows,
    slots.status,
    h('h3', { text: 'Gamepad' }),
    h(
      'dl',
      { className: 'controls' },
      ...PAD_LAYOUT.flatMap(([input, action]) => [
        h('dt', { text: input }),
        h('dd', { text: action }),
      ]),
    ),
    menu(
      'Leave controls',
      button(
        'Reset to defaults',
        () => {
          slots.reset();
        },
        { className: 'reset' },
      ),
      button(
        'Back',
        () => {
          slots.stopListening();
          options.onBack();
        },
        { className: 'back' },
      ),
    ),
  );
}
