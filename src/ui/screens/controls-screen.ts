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
};

const PAD_LAYOUT: readonly (readonly [string, string])[] = [
  ['D-pad or left stick', 'Move, and move through menus'],
  ['A', 'Confirm'],
  ['B', 'Back'],
  ['Start', 'Pause and resume'],
  ['Select', 'Restart the level'],
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
 * Rebinds each action, two keys each: press a key's button, then the new key (Escape cancels).
 * A key another action uses is refused with a message naming it; Reset restores the defaults.
 */
export function controlsScreen(options: ControlsScreenOptions): HTMLElement {
  const keys = options.keys ?? window;
  let bindings = options.bindings;
  let listening: ((event: Event) => void) | null = null;
  const status = h('p', {
    className: 'controls-status',
    attrs: { role: 'status', 'aria-live': 'polite' },
  });
  const rows = h('div', { className: 'bindings' });

  const stopListening = () => {
    if (listening !== null) keys.removeEventListener('keydown', listening, true);
    listening = null;
  };
  const slotButton = (action: Action, slot: 0 | 1): HTMLButtonElement => {
    const code = bindings[action][slot];
    const shown = code === null ? 'none' : keyName(code);
    const which = slot === 0 ? 'first' : 'second';
    const slotButton_ = button(
      shown,
      () => {
        stopListening();
        slotButton_.textContent = 'Press a key…';
        status.textContent = `Press the new ${which} key for ${ACTION_LABELS[action]}, or Escape to cancel.`;
        listening = (event: Event) => {
          const key = event as KeyboardEvent;
          // Left by another way (a pad's B, a lost focus): stop catching keys.
          if (!rows.isConnected) {
            stopListening();
            return;
          }
          // The key is for the binding, not for the game or the menu.
          key.preventDefault();
          key.stopImmediatePropagation();
          if (key.repeat) return;
          stopListening();
          if (key.code === 'Escape' || key.code === '') {
            status.textContent = 'Cancelled.';
          } else {
            const result = rebind(bindings, action, slot, key.code);
            if (result.ok) {
              bindings = result.bindings;
              options.onChange(bindings);
              status.textContent = `${ACTION_LABELS[action]}: ${keyName(key.code)}.`;
            } else if (result.reason === 'reserved') {
              status.textContent = `${keyName(key.code)} is kept for menus and cannot be bound.`;
            } else {
              status.textContent = `${keyName(key.code)} is already bound to ${ACTION_LABELS[result.action]}. Change that first.`;
            }
          }
          render(`${action}-${String(slot)}`);
        };
        keys.addEventListener('keydown', listening, true);
      },
      {
        className: 'binding',
        attrs: {
          'data-binding': `${action}-${String(slot)}`,
          'aria-label': `${ACTION_LABELS[action]}, ${which} key: ${shown}. Change`,
        },
      },
    );
    return slotButton_;
  };
  const render = (focus: string | null) => {
    rows.replaceChildren(
      ...ACTIONS.map((action) =>
        h(
          'div',
          {
            className: 'binding-row',
            attrs: { role: 'group', 'aria-label': ACTION_LABELS[action] },
          },
          h('span', { className: 'binding-action', text: ACTION_LABELS[action] }),
          slotButton(action, 0),
          slotButton(action, 1),
        ),
      ),
    );
    if (focus !== null) rows.querySelector<HTMLElement>(`[data-binding="${focus}"]`)?.focus();
  };
  render(null);

  return h(
    'section',
    { className: 'screen controls-screen', attrs: { 'aria-labelledby': 'controls-heading' } },
    h('h2', { id: 'controls-heading', text: 'Controls' }),
    h('p', {
      className: 'controls-hint',
      text: 'Choose a key slot, then press the new key. Escape and Enter keep their jobs.',
    }),
    rows,
    status,
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
          stopListening();
          bindings = DEFAULT_BINDINGS;
          options.onChange(bindings);
          status.textContent = 'Keys reset to the defaults.';
          render(null);
        },
        { className: 'reset' },
      ),
      button(
        'Back',
        () => {
          stopListening();
          options.onBack();
        },
        { className: 'back' },
      ),
    ),
  );
}
