/**
 * The operator console at /admin: sign in with an operator code (kept in this tab's session
 * storage only), then open reports (by target, reporter or bucket, page by page), a search, the
 * audit log, the events (created, edited before their start and cancelled here) and the seasons'
 * tables, in the operator's language (the game's setting, else the browser's), which its picker
 * switches without a reload.
 */
import './admin.css';
import { button, h } from '../ui/dom/h';
import { AdminClient } from './admin-client';
import { AuditView } from './audit-view';
import { ConsoleLanguage } from './console-language';
import { EventsView } from './events-view';
import { SeasonsView } from './seasons-view';
import { languagePicker } from './language-picker';
import { OperatorSession } from './operator-session';
import { ReportsView } from './reports-view';
import { searchView } from './search-view';
import { ct } from './text/console-text';

const root = document.getElementById('admin');
if (root === null) throw new Error('admin.html has no #admin');
const session = new OperatorSession(window.sessionStorage);
const language = new ConsoleLanguage();
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
    h('h2', { id: 'sign-in-heading', text: ct('signIn.heading') }),
    h('label', { attrs: { for: 'operator-code' } }, ct('signIn.code')),
    input,
    h('p', {
      id: 'operator-code-help',
      text: ct('signIn.help', { command: '`npm run server -- operator add <name>`' }),
    }),
    h('button', { attrs: { type: 'submit' } }, ct('signIn.submit')),
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

function showSignIn(message = '', focus = true): void {
  root?.replaceChildren(signInForm(message), status);
  if (focus) document.getElementById('operator-code')?.focus();
}

/** The page's title and heading, and the language picker, in the language on the page. */
function writeHeader(): void {
  document.title = ct('console.title');
  document.querySelector('.admin-header')?.replaceChildren(
    h('h1', { text: ct('console.title') }),
    languagePicker(language.chosen(), (chosen) => void switchLanguage(chosen)),
  );
}

/** A new language: its words written everywhere, the focus kept on the picker. */
async function switchLanguage(chosen: string | null): Promise<void> {
  await language.choose(chosen);
  writeHeader();
  document.getElementById('console-language')?.focus();
  if (session.code() === null) showSignIn('', false);
  else await openConsole(false);
}

/** Opens the console for the kept code (the sign-in form without one); `focus` its heading. */
async function openConsole(focus = true): Promise<void> {
  const code = session.code();
  if (code === null) {
    showSignIn('', focus);
    return;
  }
  const client = new AdminClient({ fetch: pageFetch, code });
  const first = await client.reports();
  if (!first.ok) {
    session.signOut();
    showSignIn(
      first.status === 401 || first.status === 403
        ? ct('console.notOperator')
        : ct('console.unreachable', { reason: first.reason }),
    );
    return;
  }
  const audit = new AuditView(client, announce);
  const refresh = async (quiet = false) => {
    if (!(await reports.refresh())) return;
    if (!quiet) {
      announce(ct('console.targets', { count: reports.loaded }));
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
  const events = new EventsView(client, announce);
  const seasons = new SeasonsView(client, announce);
  root?.replaceChildren(
    h(
      'div',
      { className: 'admin-bar' },
      h('p', { text: ct('console.operator') }),
      button(ct('console.signOut'), () => {
        session.signOut();
        showSignIn(ct('console.signedOut'));
      }),
    ),
    status,
    h(
      'section',
      { className: 'admin-section', attrs: { 'aria-labelledby': 'reports-heading' } },
      h('h2', { id: 'reports-heading', text: ct('reports.heading') }),
      button(ct('reports.refresh'), () => void refresh()),
      reports.element,
    ),
    searchView({ client, announce, done, showAudit: (filter) => void audit.show(filter) }),
    audit.element,
    events.element,
    seasons.element,
  );
  reports.show(first.value);
  await audit.show({});
  await events.show(true);
  await seasons.show(true);
  announce(ct('console.signedIn', { count: first.value.targets.length }));
  document.getElementById('reports-heading')?.setAttribute('tabindex', '-1');
  if (focus) document.getElementById('reports-heading')?.focus();
}

void language.apply().then(() => {
  writeHeader();
  return openConsole();
});
