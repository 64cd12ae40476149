import { describe, expect, it } from 'vitest';
import { ScreenActions } from '../../../src/app/core/screen-actions';
import { settingsScreens } from '../../../src/app/settings-screens';
import { BUILT_IN_LEVELS } from '../../../src/levels';
import { DEFAULT_SETTINGS } from '../../../src/storage/settings';

describe('ScreenActions: each action to the feature that owns it', () => {
  it('hands a named action nothing and a carrying one what it carries', () => {
    const actions = new ScreenActions();
    const heard: unknown[] = [];
    actions.register({
      scores: (carried) => heard.push(['scores', carried]),
      toggle: (toggle) => heard.push(['toggle', toggle]),
      pick: (level) => heard.push(['pick', level.id]),
    });
    actions.act('scores');
    actions.act({ toggle: 'sound' });
    const first = BUILT_IN_LEVELS[0];
    if (first === undefined) throw new Error('no built-in level');
    actions.act({ pick: first });
    expect(heard).toEqual([
      ['scores', undefined],
      ['toggle', 'sound'],
      ['pick', first.id],
    ]);
  });

  it('refuses a second owner of an action, and does nothing for one with no owner', () => {
    const actions = new ScreenActions();
    const heard: string[] = [];
    actions.register({ editor: () => heard.push('first') });
    expect(() => {
      actions.register({ editor: () => heard.push('second') });
    }).toThrow('the action editor has an owner already');
    actions.act('editor');
    actions.act('community');
    expect(heard).toEqual(['first']);
    expect(actions.keys()).toEqual(['editor']);
  });
});

describe('settingsScreens: the actions', () => {
  function parts(withAccount: boolean) {
    const calls: string[] = [];
    const account = {
      model: { name: null, code: null, busy: false, message: null, signInCode: '' },
      togglePosting: () => calls.push('account: toggle posting'),
      renamed: () => calls.push('account: renamed'),
      act: (action: string) => calls.push(`account: ${action}`),
      signIn: (code: string) => {
        calls.push(`account: sign in ${code}`);
        return Promise.resolve();
      },
    };
    const { actions: handlers = {} } = settingsScreens({
      preferences: {
        settings: DEFAULT_SETTINGS,
        toggle: (toggle) => calls.push(`toggle ${toggle}`),
        rename: (name) => calls.push(`rename ${name}`),
        update: () => calls.push('update'),
      },
      ghost: { settingChanged: () => calls.push('ghost') },
      splits: { comparisonChanged: () => calls.push('splits') },
      screens: { screen: () => 'settings', show: (screen) => calls.push(`show ${screen}`) },
      view: { focusSetting: (control) => calls.push(`focus ${control}`) },
      account: withAccount ? account : null,
    });
    const actions = new ScreenActions();
    actions.register(handlers);
    return { actions, calls };
  }

  it('switches posting through the account, which claims the name first', () => {
    const { actions, calls } = parts(true);
    actions.act({ toggle: 'globalPost' });
    actions.act({ rename: 'Ariadne' });
    actions.act({ signIn: 'code' });
    expect(calls).toEqual([
      'account: toggle posting',
      'rename Ariadne',
      'account: renamed',
      'account: sign in code',
    ]);
  });

  it('switches a setting, tells the ghost, and draws Settings again with focus on the switch', () => {
    const { actions, calls } = parts(false);
    actions.act({ toggle: 'ghost' });
    actions.act({ toggle: 'globalPost' });
    expect(calls).toEqual([
      'toggle ghost',
      'ghost',
      'show settings',
      'focus ghost',
      'toggle globalPost',
      'show settings',
      'focus globalPost',
    ]);
  });
});
