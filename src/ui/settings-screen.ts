import type { Settings } from '../storage/settings';
import { button, h } from './h';
import { menu } from './menu';

/** The settings a player can switch on this screen. */
export type Toggle = 'sound' | 'autoPauseOnBlur' | 'diagnostics';

const LABELS: Readonly<Record<Toggle, string>> = {
  sound: 'Sound',
  autoPauseOnBlur: 'Pause when the window loses focus',
  diagnostics: 'Show diagnostics',
};

/** What the settings screen shows and does. */
export interface SettingsScreenOptions {
  readonly settings: Settings;
  readonly onToggle: (toggle: Toggle) => void;
  readonly onBack: () => void;
}

/** On/off switches, each a button whose pressed state is announced. */
export function settingsScreen(options: SettingsScreenOptions): HTMLElement {
  const toggles = (Object.keys(LABELS) as Toggle[]).map((toggle) => {
    const on = options.settings[toggle];
    return button(
      [
        h('span', { text: LABELS[toggle] }),
        h('small', { className: 'state', text: on ? 'On' : 'Off' }),
      ],
      () => {
        options.onToggle(toggle);
      },
      { className: 'toggle', attrs: { 'aria-pressed': String(on), 'data-setting': toggle } },
    );
  });
  return h(
    'section',
    { className: 'screen settings-screen', attrs: { 'aria-labelledby': 'settings-heading' } },
    h('h2', { id: 'settings-heading', text: 'Settings' }),
    menu('Settings', ...toggles, button('Back', options.onBack, { className: 'back' })),
  );
}
