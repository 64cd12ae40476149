import type { AccountFlow } from './global/account-flow';
import type { Preferences } from './preferences';
import type { ScreenFeature } from './screen-models';
import { toggleSetting, type ToggleParts } from './toggle-setting';

/** What the Settings and Controls screens work with. */
export interface SettingsScreenParts extends ToggleParts {
  readonly preferences: Pick<Preferences, 'settings' | 'toggle' | 'rename' | 'update'>;
  readonly screens: ToggleParts['screens'] & { show(screen: 'settings' | 'controls'): void };
  /** The player's name and key on the global leaderboard; null without the service. */
  readonly account: Pick<
    AccountFlow,
    'model' | 'togglePosting' | 'renamed' | 'act' | 'signIn'
  > | null;
}

/**
 * The Settings and Controls screens: every setting and the player's account, opening them, each
 * switch (posting through the account, which claims the name first), the name, the key bindings
 * and the recovery code.
 */
export function settingsScreens(
  parts: SettingsScreenParts,
): ScreenFeature<'settings' | 'controls'> {
  const { preferences, screens, account } = parts;
  return {
    actions: {
      settings: () => {
        screens.show('settings');
      },
      controls: () => {
        screens.show('controls');
      },
      toggle: (toggle) => {
        if (toggle === 'globalPost' && account !== null) account.togglePosting();
        else toggleSetting(parts, toggle);
      },
      rename: (name) => {
        preferences.rename(name);
        account?.renamed();
      },
      language: (language) => {
        preferences.update({ language });
        if (screens.screen() === 'settings') {
          screens.show('settings');
          parts.view.focusSetting('language');
        }
      },
      bindings: (bindings) => {
        preferences.update({ bindings });
      },
      account: (action) => {
        account?.act(action);
      },
      signIn: (code) => void account?.signIn(code),
    },
    models: {
      settings: () => ({
        screen: 'settings',
        settings: preferences.settings,
        account: account?.model ?? null,
      }),
      controls: () => ({ screen: 'controls' }),
    },
  };
}
