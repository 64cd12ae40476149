/**
 * The operator console at /admin: sign in with an operator code (kept in this tab's session
 * storage only), then open reports (by target, reporter or bucket, page by page), a search, and
 * the audit log.
 */
import './admin.css';
import { button, h } from '../ui/dom/h';
import { AdminClient } from './admin-client';
import { AuditView } from './audit-view';
import { OperatorSession } from './operator-session';
import { ReportsView } from './reports-view';
import { searchView } from './search-view';

const root = document.getElementById('admin');
if (root === null) throw new Error('admin.html has no #admin');
const session = new OperatorSession(window.sessionStorage);
const pageFetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => fetch(url, init);

/** The live region every part of the console speaks through. */
const status = h('p', {
  id: 'admin-status',
  className: 'admin-status',
  attrs: { role: 'status', 'aria-live': 'polite' },
});
function announce(text: string): void {
  status.textContent = text;
}

function signInForm(message = ''): HTMLElement {
  const input = h('input', {
    id: 'operator-code',
    attrs: {
      type: 'password',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': 'operator-code-help',
    },
  });
  const error = h('p', {
    id: 'sign-in-error',
    className: 'admin-error',
    text: message,
    attrs: { role: 'alert' },
  });
  const form = h(
    'form',
    { className: 'admin-form', attrs: { 'aria-labelledby': 'sign-in-heading' } },
    h('h2', { id: 'sign-in-heading', text: 'Sign in' }),
    h('label', { attrs: { for: 'operator-code' } }, 'Operator code'),
    input,
    h('p', {
      id: 'operator-code-help',
      text: 'The code `npm run server -- operator add <name>` printed. It is kept in this tab only.',
    }),
    h('button', { attrs: { type: 'submit' } }, 'Sign in'),
    error,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const refused = session.signIn(input.value);
    if (refused !== null) {
      error.textContent = refused;
      input.focus();
      return;
    }
    void openConsole();
  });
  return form;
}

function showSignIn(message = ''): void {
  root?.replaceChildren(signInForm(message), status);
  document.getElementById('operator-code')?.focus();
}

async function openConsole(): Promise<void> {
  const code = session.code();
  if (code === null) {
    showSignIn();
    return;
  }
  const client = new AdminClient({ fetch: pageFetch, code });
  const first = await client.reports();
  if (!first.ok) {
    session.signOut();
    showSignIn(
      first.status === 401 || first.status === 403
        ? 'That code is not an operator code of this service.'
        : `The service cannot be reached: ${first.reason}.`,
    );
    return;
  }
  const audit = new AuditView(client, announce);
  const refresh = async (quiet = false) => {
    if (!(await reports.refresh())) return;
    if (!quiet) {
      const count = reports.loaded;
      announce(`${String(count)} reported ${count === 1 ? 'target' : 'targets'}.`);
    }
  };
  // An action closes its target's reports, so its card goes: the focus goes to the list's heading.
  const done = () => {
    // Quietly: the live region keeps the action's own words.
    void refresh(true)
      .then(() => audit.show(undefined, true))
      .then(() => {
        if (
          !document.body.contains(document.activeElement) ||
          document.activeElement === document.body
        ) {
          document.getElementById('reports-heading')?.focus();
        }
      });
  };
  const reports = new ReportsView({ client, announce, done });
  root?.replaceChildren(
    h(
      'div',
      { className: 'admin-bar' },
      h('p', { text: 'Signed in as an operator.' }),
      button('Sign out', () => {
        session.signOut();
        showSignIn('Signed out.');
      }),
    ),
    status,
    h(
      'section',
      { className: 'admin-section', attrs: { 'aria-labelledby': 'reports-heading' } },
      h('h2', { id: 'reports-heading', text: 'Open reports' }),
      button('Refresh reports', () => void refresh()),
      reports.element,
    ),
    searchView({ client, announce, done, showAudit: (filter) => void audit.show(filter) }),
    audit.element,
  );
  reports.show(first.value);
  await audit.show({});
  announce(`Signed in. ${String(first.value.targets.length)} reported targets.`);
  document.getElementById('reports-heading')?.setAttribute('tabindex', '-1');
  document.getElementById('reports-heading')?.focus();
}

void openConsole();
