import type { SettingsControl, Toggle } from './core/screen';
import type { Preferences } from './preferences';

/** What switching a setting tells besides the settings: the ghost, the splits, Settings' screen. */
export interface ToggleParts {
  readonly preferences: Pick<Preferences, 'toggle'>;
  readonly ghost: { settingChanged(): void };
  readonly splits: { comparisonChanged(): void };
  readonly screens: { screen(): string; show(screen: 'settings'): void };
  readonly view: { focusSetting(control: SettingsControl): void };
}

/**
 * Switches a setting (a Settings switch, or the diagnostics and comparison keys) and saves it;
 * the parts that follow it are told, and Settings, when up, is drawn again with focus back on
 * the switch.
 */
export function toggleSetting(parts: ToggleParts, toggle: Toggle): void {
  parts.preferences.toggle(toggle);
  if (toggle === 'ghost') parts.ghost.settingChanged();
  if (toggle === 'splitComparison') parts.splits.comparisonChanged();
  if (parts.screens.screen() === 'settings') {
    parts.screens.show('settings');
    parts.view.focusSetting(toggle);
  }
}
