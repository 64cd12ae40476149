import { t } from '../../app/text/text';
import type { AccountAction, AccountModel } from '../../app';
import { button, h } from '../dom';

/** What the account part of Settings shows and does. */
export interface AccountPanelOptions {
  readonly account: AccountModel;
  readonly onAction: (action: AccountAction) => void;
  /** A recovery code pasted from another browser, as typed (checked by the game). */
  readonly onSignIn: (code: string) => void;
}

/** The recovery code: a button that shows it, or the code in a box with Copy and Hide. */
function recoveryCode(options: AccountPanelOptions): HTMLElement | false {
  const { account, onAction } = options;
  if (account.name === null) return false;
  if (account.code === null) {
    return button(
      t('account.showCode'),
      () => {
        onAction('show-code');
      },
      { className: 'show-code', attrs: { 'data-setting': 'recovery' } },
    );
  }
  const box = h('input', {
    className: 'recovery-code',
    attrs: {
      type: 'text',
      readonly: '',
      'aria-label': t('account.code'),
      'data-setting': 'recovery-code',
      spellcheck: 'false',
      value: account.code,
    },
  });
  box.addEventListener('focus', () => {
    box.select();
  });
  return h(
    'div',
    { className: 'recovery' },
    box,
    button(
      t('account.copyCode'),
      () => {
        onAction('copy-code');
      },
      { className: 'copy-code' },
    ),
    button(
      t('account.hideCode'),
      () => {
        onAction('hide-code');
      },
      { className: 'hide-code' },
    ),
    h('small', {
      text: t('account.keepSecret'),
    }),
  );
}

/** The field a recovery code from another browser is pasted in, and its button. */
function signInField(options: AccountPanelOptions): HTMLElement {
  const input = h('input', {
    id: 'sign-in-code',
    attrs: {
      type: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      'data-setting': 'sign-in',
      'aria-describedby': 'account-status',
    },
  });
  input.value = options.account.signInCode;
  const submit = () => {
    options.onSignIn(input.value);
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') submit();
  });
  return h(
    'div',
    { className: 'sign-in' },
    h('label', {
      text: t('account.signInLabel'),
      attrs: { for: 'sign-in-code' },
    }),
    input,
    button(t('account.signIn'), submit, {
      className: 'sign-in-button',
      attrs: options.account.busy ? { disabled: '' } : {},
    }),
  );
}

/** What the panel says: busy, the latest answer (but a taken name, which the name field says). */
function statusText(account: AccountModel): string {
  if (account.busy) return t('account.busy');
  if (account.message !== null && account.message.kind !== 'taken') return account.message.text;
  return '';
}

/**
 * The player's name on the global leaderboard: whose key this browser keeps, its recovery code
 * (shown only when asked), and signing in with a code from another browser.
 */
export function accountPanel(options: AccountPanelOptions): HTMLElement {
  const { account } = options;
  const kind = account.busy ? 'busy' : (account.message?.kind ?? 'none');
  return h(
    'section',
    { className: 'account', attrs: { 'aria-labelledby': 'account-heading' } },
    h('h3', { id: 'account-heading', text: t('account.heading') }),
    h('p', {
      className: 'account-name',
      text:
        account.name === null ? t('account.noName') : t('account.postsAs', { name: account.name }),
    }),
    recoveryCode(options),
    signInField(options),
    h('p', {
      id: 'account-status',
      className: 'account-status',
      text: statusText(account),
      attrs: { role: 'status', 'aria-live': 'polite', 'data-kind': kind },
    }),
  );
}
