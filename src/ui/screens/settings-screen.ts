import { isLanguage, LANGUAGE_TAGS, LANGUAGES } from '../../app/text/languages';
import { t, type MessageKey } from '../../app/text/text';
import { browserLanguage } from '../page/page-language';
import type { AccountAction, AccountModel, Toggle } from '../../app';
import { cleanPlayerName } from '../../app/preferences';
import { MAX_PLAYER_NAME, type Settings } from '../../storage/settings';
import { button, h, menu } from '../dom';
import { accountPanel } from './account-panel';

const LABELS: Readonly<Record<Toggle, MessageKey>> = {
  sound: 'settings.sound',
  autoPauseOnBlur: 'settings.autoPause',
  ghost: 'settings.ghost',
  diagnostics: 'settings.diagnostics',
  highContrast: 'settings.highContrast',
  reducedMotion: 'settings.reducedMotion',
  globalPost: 'settings.globalPost',
  splitComparison: 'settings.splitComparison',
};

const MOTION_STATE = {
  system: 'settings.motionSystem',
  on: 'common.on',
  off: 'common.off',
} as const satisfies Record<string, MessageKey>;
const COMPARISON_STATE = {
  none: 'settings.compareNone',
  pb: 'settings.comparePb',
  wr: 'settings.compareWr',
  sob: 'settings.compareSob',
} as const satisfies Record<string, MessageKey>;

/** A setting's state as its button shows it; null where it is a plain on/off switch. */
function stateOf(toggle: Toggle, settings: Settings): string | null {
  if (toggle === 'reducedMotion') return t(MOTION_STATE[settings.reducedMotion]);
  if (toggle === 'splitComparison') return t(COMPARISON_STATE[settings.splitComparison]);
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
  /** A language chosen (a tag of LANGUAGES), or null to follow the browser's. */
  readonly onLanguage: (language: string | null) => void;
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
    status.textContent = t('settings.nameSaved');
  };
  input.addEventListener('change', commit);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') commit();
  });
  return h(
    'div',
    { className: 'name-field' },
    h('label', {
      text: t('settings.nameLabel'),
      attrs: { for: 'player-name' },
    }),
    input,
    status,
  );
}

/**
 * The language picker: the browser's language first, then each language by its own name (a
 * reader finds their language whatever is on screen). Choosing one switches at once.
 */
function languageField(options: SettingsScreenOptions): HTMLElement {
  const browser = LANGUAGES[browserLanguage()];
  const chosen = options.settings.language;
  const choices: [value: string, label: string][] = [
    ['', t('settings.languageBrowser', { language: browser })],
    ...LANGUAGE_TAGS.map((tag): [string, string] => [tag, LANGUAGES[tag]]),
  ];
  const select = h(
    'select',
    { id: 'language', attrs: { 'data-setting': 'language' } },
    ...choices.map(([value, label]) => {
      const option = h('option', { text: label, attrs: { value } });
      if (value !== '') option.lang = value;
      return option;
    }),
  );
  select.value = chosen !== null && isLanguage(chosen) ? chosen : '';
  select.addEventListener('change', () => {
    options.onLanguage(select.value === '' ? null : select.value);
  });
  return h(
    'div',
    { className: 'name-field language-field' },
    h('label', { text: t('settings.language'), attrs: { for: 'language' } }),
    select,
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
    const state = named ?? t(on === true ? 'common.on' : 'common.off');
    // Reduce motion and the comparison go through several states, so they are no on/off switch.
    const pressed: Record<string, string> = on === null ? {} : { 'aria-pressed': String(on) };
    return button(
      [h('span', { text: t(LABELS[toggle]) }), h('small', { className: 'state', text: state })],
      () => {
        options.onToggle(toggle);
      },
      { className: 'toggle', attrs: { ...pressed, 'data-setting': toggle } },
    );
  });
  return h(
    'section',
    { className: 'screen settings-screen', attrs: { 'aria-labelledby': 'settings-heading' } },
    h('h2', { id: 'settings-heading', text: t('settings.heading') }),
    menu(
      t('settings.heading'),
      ...toggles,
      button(t('settings.controls'), options.onControls, {
        className: 'controls',
        attrs: { 'data-setting': 'controls' },
      }),
    ),
    languageField(options),
    nameField(options),
    options.account !== null &&
      accountPanel({
        account: options.account,
        onAction: options.onAccount,
        onSignIn: options.onSignIn,
      }),
    menu(t('settings.leave'), button(t('common.back'), options.onBack, { className: 'back' })),
  );
}
