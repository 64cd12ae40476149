import type { AccountAction, AccountModel, Toggle } from '../../app';
import { cleanPlayerName } from '../../app/preferences';
import { MAX_PLAYER_NAME, type Settings } from '../../storage/settings';
import { button, h, menu } from '../dom';
import { accountPanel } from './account-panel';

const LABELS: Readonly<Record<Toggle, string>> = {
  sound: 'Sound',
  autoPauseOnBlur: 'Pause when the window loses focus',
  ghost: 'Race the ghost of your best run',
  diagnostics: 'Show diagnostics',
  highContrast: 'High contrast: a lighter darkness',
  reducedMotion: 'Reduce motion',
  globalPost: 'Post my verified runs and published levels to the global leaderboard',
  splitComparison: 'Compare splits with',
};

const MOTION_STATE = { system: 'As the system', on: 'On', off: 'Off' } as const;
const COMPARISON_STATE = {
  none: 'Nothing',
  pb: 'Your best',
  wr: 'The world record',
  sob: 'Sum of your best segments',
} as const;

/** A setting's state as its button shows it; null where it is a plain on/off switch. */
function stateOf(toggle: Toggle, settings: Settings): string | null {
  if (toggle === 'reducedMotion') return MOTION_STATE[settings.reducedMotion];
  if (toggle === 'splitComparison') return COMPARISON_STATE[settings.splitComparison];
  return null;
}

/** What the settings screen shows and does. */
export interface SettingsScreenOptions {
  readonly settings: Settings;
  readonly onToggle: (toggle: Toggle) => void;
  /** A checked new player name (trimmed, 1 to MAX_PLAYER_NAME characters). */
  readonly onRename: (name: string) => void;
  readonly onBack: () => void;
  readonly onControls: () => void;
  /** The player's name and key on the global leaderboard; null: no such part. */
  readonly account: AccountModel | null;
  readonly onAccount: (action: AccountAction) => void;
  readonly onSignIn: (code: string) => void;
}

/** The name the player's runs are recorded under: saved when the field is left or Enter pressed. */
function nameField(options: SettingsScreenOptions): HTMLElement {
  const input = h('input', {
    id: 'player-name',
    attrs: {
      type: 'text',
      maxlength: String(MAX_PLAYER_NAME),
      autocomplete: 'nickname',
      spellcheck: 'false',
      'data-setting': 'name',
      'aria-describedby': 'name-status',
    },
  });
  input.value = options.settings.playerName;
  // A name the global leaderboard gives to another: the field says why, and has focus.
  const taken = options.account?.message?.kind === 'taken' ? options.account.message.text : '';
  if (taken !== '') input.setAttribute('aria-invalid', 'true');
  const status = h('small', {
    id: 'name-status',
    className: 'name-status',
    text: taken,
    attrs: { role: 'status', 'aria-live': 'polite' },
  });
  let saved = options.settings.playerName;
  const commit = () => {
    const checked = cleanPlayerName(input.value);
    if (!checked.ok) {
      status.textContent = checked.error;
      return;
    }
    input.value = checked.name;
    if (checked.name === saved) return;
    saved = checked.name;
    options.onRename(checked.name);
    status.textContent = 'Saved.';
  };
  input.addEventListener('change', commit);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') commit();
  });
  return h(
    'div',
    { className: 'name-field' },
    h('label', {
      text: 'Your name in replays and on the leaderboard',
      attrs: { for: 'player-name' },
    }),
    input,
    status,
  );
}

/** On/off switches, each a button whose pressed state is announced, and the player's name. */
export function settingsScreen(options: SettingsScreenOptions): HTMLElement {
  const toggles = (Object.keys(LABELS) as Toggle[]).map((toggle) => {
    const named = stateOf(toggle, options.settings);
    const on =
      named === null
        ? options.settings[toggle as Exclude<Toggle, 'reducedMotion' | 'splitComparison'>]
        : null;
    const state = named ?? (on === true ? 'On' : 'Off');
    // Reduce motion and the comparison go through several states, so they are no on/off switch.
    const pressed: Record<string, string> = on === null ? {} : { 'aria-pressed': String(on) };
    return button(
      [h('span', { text: LABELS[toggle] }), h('small', { className: 'state', text: state })],
      () => {
        options.onToggle(toggle);
      },
      { className: 'toggle', attrs: { ...pressed, 'data-setting': toggle } },
    );
  });
  return h(
    'section',
    { className: 'screen settings-screen', attrs: { 'aria-labelledby': 'settings-heading' } },
    h('h2', { id: 'settings-heading', text: 'Settings' }),
    menu(
      'Settings',
      ...toggles,
      button('Controls', options.onControls, {
        className: 'controls',
        attrs: { 'data-setting': 'controls' },
      }),
    ),
    nameField(options),
    options.account !== null &&
      accountPanel({
        account: options.account,
        onAction: options.onAccount,
        onSignIn: options.onSignIn,
      }),
    menu('Leave settings', button('Back', options.onBack, { className: 'back' })),
  );
}
