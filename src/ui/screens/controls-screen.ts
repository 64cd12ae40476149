import { t, type MessageKey } from '../../app/text/text';
import {
  ACTIONS,
  DEFAULT_BINDINGS,
  rebind,
  type Action,
  type Bindings,
} from '../../input/bindings';
import { button, h, menu } from '../dom';
import { keyName } from './key-names';

const ACTION_KEYS: Readonly<Record<Action, MessageKey>> = {
  up: 'action.up',
  right: 'action.right',
  down: 'action.down',
  left: 'action.left',
  pause: 'hud.pause',
  restart: 'common.restartLevel',
  overlay: 'action.overlay',
  comparison: 'action.comparison',
  stepBack: 'action.stepBack',
  stepForward: 'action.stepForward',
};

/** An action's name in the language on screen. */
function actionLabel(action: Action): string {
  return t(ACTION_KEYS[action]);
}

/** The pad's buttons (their names as printed on a standard pad) and what they do. */
const PAD_LAYOUT: readonly (readonly [MessageKey | null, string, MessageKey])[] = [
  ['controls.padMove', '', 'controls.padMoveDoes'],
  [null, 'A', 'help.confirm'],
  [null, 'B', 'common.back'],
  [null, 'Start', 'help.pause'],
  [null, 'Select', 'help.restart'],
  ['controls.padShoulders', '', 'controls.padShouldersDo'],
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
    this.status.textContent = t('controls.resetDone');
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
            attrs: { role: 'group', 'aria-label': actionLabel(action) },
          },
          h('span', { className: 'binding-action', text: actionLabel(action) }),
          this.#slotButton(action, 0),
          this.#slotButton(action, 1),
        ),
      ),
    );
    if (focus !== null) this.rows.querySelector<HTMLElement>(`[data-binding="${focus}"]`)?.focus();
  }

  #slotButton(action: Action, slot: 0 | 1): HTMLButtonElement {
    const code = this.#bindings[action][slot];
    const shown = code === null ? t('controls.none') : keyName(code);
    const label = actionLabel(action);
    const slotButton = button(
      shown,
      () => {
        this.stopListening();
        slotButton.textContent = t('controls.pressKey');
        this.status.textContent =
          slot === 0
            ? t('controls.pressFirst', { action: label })
            : t('controls.pressSecond', { action: label });
        this.#listen(action, slot);
      },
      {
        className: 'binding',
        attrs: {
          'data-binding': `${action}-${String(slot)}`,
          'aria-label':
            slot === 0
              ? t('controls.firstSlot', { action: label, key: shown })
              : t('controls.secondSlot', { action: label, key: shown }),
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
    if (code === 'Escape' || code === '') return t('controls.cancelled');
    const result = rebind(this.#bindings, action, slot, code);
    if (result.ok) {
      this.#bindings = result.bindings;
      this.#onChange(this.#bindings);
      return t('controls.bound', { action: actionLabel(action), key: keyName(code) });
    }
    if (result.reason === 'reserved') return t('controls.reserved', { key: keyName(code) });
    return t('controls.taken', { key: keyName(code), action: actionLabel(result.action) });
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
    h('h2', { id: 'controls-heading', text: t('settings.controls') }),
    h('p', { className: 'controls-hint', text: t('controls.hint') }),
    slots.rows,
    slots.status,
    h('h3', { text: t('controls.gamepad') }),
    h(
      'dl',
      { className: 'controls' },
      ...PAD_LAYOUT.flatMap(([input, printed, action]) => [
        h('dt', { text: input === null ? printed : t(input) }),
        h('dd', { text: t(action) }),
      ]),
    ),
    menu(
      t('controls.leave'),
      button(
        t('controls.reset'),
        () => {
          slots.reset();
        },
        { className: 'reset' },
      ),
      button(
        t('common.back'),
        () => {
          slots.stopListening();
          options.onBack();
        },
        { className: 'back' },
      ),
    ),
  );
}
