// @vitest-environment happy-dom
/**
 * Settings' account part as the page builds it (issue 27): the recovery code only when asked,
 * its Copy and Hide buttons, the sign-in field, and a taken name said at the name field.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AccountModel, ScreenAction } from '../../../src/app';
import { DEFAULT_SETTINGS } from '../../../src/storage/settings';
import { settingsScreen } from '../../../src/ui/screens/settings-screen';

const CODE = 'A'.repeat(40) + '_-9';

function screen(account: AccountModel | null) {
  const acted: ScreenAction[] = [];
  const element = settingsScreen({
    settings: DEFAULT_SETTINGS,
    onToggle: vi.fn(),
    onRename: vi.fn(),
    onBack: vi.fn(),
    onControls: vi.fn(),
    account,
    onAccount: (action) => acted.push({ account: action }),
    onSignIn: (code) => acted.push({ signIn: code }),
    onLanguage: (language) => acted.push({ language }),
  });
  document.body.replaceChildren(element);
  return { element, acted };
}

const SIGNED: AccountModel = {
  name: 'Theseus',
  code: null,
  busy: false,
  message: null,
  signInCode: '',
};

function buttonNamed(element: HTMLElement, name: string): HTMLButtonElement {
  const found = [...element.querySelectorAll('button')].find((b) => b.textContent === name);
  if (found === undefined) throw new Error(`no button "${name}"`);
  return found;
}

describe('settings: the player name on the global leaderboard', () => {
  it('shows no account part without the service', () => {
    expect(screen(null).element.querySelector('.account')).toBeNull();
  });

  it('keeps the recovery code out of the page until asked', () => {
    const { element, acted } = screen(SIGNED);
    expect(element.querySelector('.recovery-code')).toBeNull();
    expect(element.textContent).not.toContain(CODE);
    expect(element.querySelector('.account-name')?.textContent).toBe(
      'This browser posts as Theseus.',
    );
    buttonNamed(element, 'Show my recovery code').click();
    expect(acted).toEqual([{ account: 'show-code' }]);
  });

  it('shows the code in a read-only box with Copy and Hide once asked', () => {
    const { element, acted } = screen({ ...SIGNED, code: CODE });
    const box = element.querySelector<HTMLInputElement>('.recovery-code');
    expect(box?.value).toBe(CODE);
    expect(box?.readOnly).toBe(true);
    buttonNamed(element, 'Copy the recovery code').click();
    buttonNamed(element, 'Hide the recovery code').click();
    expect(acted).toEqual([{ account: 'copy-code' }, { account: 'hide-code' }]);
  });

  it('signs in with a pasted code (Enter or the button), and keeps a failed one with its reason', () => {
    const failed: AccountModel = {
      name: null,
      code: null,
      busy: false,
      message: { kind: 'error', text: 'No player has this recovery code.' },
      signInCode: 'wrong',
    };
    const { element, acted } = screen(failed);
    expect(element.querySelector('.show-code')).toBeNull();
    const field = element.querySelector<HTMLInputElement>('#sign-in-code');
    expect(field?.value).toBe('wrong');
    expect(element.querySelector('#account-status')?.textContent).toBe(
      'No player has this recovery code.',
    );
    if (field === null) throw new Error('no sign-in field');
    field.value = CODE;
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    buttonNamed(element, 'Sign in').click();
    expect(acted).toEqual([{ signIn: CODE }, { signIn: CODE }]);
  });

  it('says at the name field why a name is taken, and marks it invalid', () => {
    const text = '"Theseus" is taken on the global leaderboard: choose another name.';
    const { element } = screen({ ...SIGNED, name: null, message: { kind: 'taken', text } });
    const field = element.querySelector('#player-name');
    expect(field?.getAttribute('aria-invalid')).toBe('true');
    expect(field?.getAttribute('data-setting')).toBe('name');
    expect(element.querySelector('#name-status')?.textContent).toBe(text);
    // Said once, at the field: not again in the account's own status line.
    expect(element.querySelector('#account-status')?.textContent).toBe('');
  });
});
