import { TARGET_KINDS, type TargetKind } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminClient, AuditFilter } from './admin-client';
import { auditRows, type AuditRow } from './audit-rows';
import { kindWords } from './report-cards';
import { ct } from './text/console-text';

const COLUMNS = [
  'audit.when',
  'audit.operator',
  'audit.action',
  'audit.target',
  'audit.reason',
  'audit.change',
] as const;

/** A row of the table: its moment a `<time>` the browser can read, the rest as text. */
function rowElement(row: AuditRow): HTMLElement {
  const when = h('time', { text: row.when, attrs: { datetime: row.at } });
  return h(
    'tr',
    {},
    h('td', {}, when),
    ...[row.operator, row.action, row.target, row.reason, row.change].map((text) =>
      h('td', { text }),
    ),
  );
}

/** The audit log section: a target filter, the newest entries, and a button for older ones. */
export class AuditView {
  readonly element: HTMLElement;
  readonly #client: Pick<AdminClient, 'audit'>;
  readonly #announce: (text: string) => void;
  readonly #kind = h('select', { id: 'audit-kind' });
  readonly #id = h('input', { id: 'audit-id', attrs: { type: 'text', autocomplete: 'off' } });
  readonly #body = h('tbody');
  readonly #older = button(ct('audit.older'), () => {
    void this.#load(false);
  });
  #filter: AuditFilter = {};
  #next: number | null = null;

  constructor(client: Pick<AdminClient, 'audit'>, announce: (text: string) => void) {
    this.#client = client;
    this.#announce = announce;
    this.#kind.append(h('option', { text: ct('audit.anyKind'), attrs: { value: '' } }));
    for (const kind of TARGET_KINDS)
      this.#kind.append(h('option', { text: kindWords(kind), attrs: { value: kind } }));
    const form = h(
      'form',
      { className: 'admin-form', attrs: { 'aria-label': ct('audit.filter') } },
      h('label', { attrs: { for: 'audit-kind' } }, ct('audit.kind')),
      this.#kind,
      h('label', { attrs: { for: 'audit-id' } }, ct('audit.id')),
      this.#id,
      h('button', { attrs: { type: 'submit' } }, ct('audit.submit')),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const kind = this.#kind.value as TargetKind | '';
      const id = this.#id.value.trim();
      this.#filter = kind === '' ? {} : { kind, ...(id === '' ? {} : { id }) };
      void this.#load(true);
    });
    const head = h(
      'tr',
      {},
      ...COLUMNS.map((column) => h('th', { text: ct(column), attrs: { scope: 'col' } })),
    );
    this.#older.hidden = true;
    this.element = h(
      'section',
      { className: 'admin-section', attrs: { 'aria-labelledby': 'audit-heading' } },
      h('h2', { id: 'audit-heading', text: ct('audit.heading') }),
      form,
      h(
        'table',
        { className: 'admin-audit' },
        h('caption', { text: ct('audit.caption') }),
        h('thead', {}, head),
        this.#body,
      ),
      this.#older,
    );
  }

  /** Shows the log of one target (or all, with no kind), from its newest entry. */
  async show(filter: AuditFilter = this.#filter, quiet = false): Promise<void> {
    this.#filter = filter;
    this.#kind.value = filter.kind ?? '';
    this.#id.value = filter.id ?? '';
    await this.#load(true, quiet);
  }

  async #load(fresh: boolean, quiet = false): Promise<void> {
    const before = fresh ? undefined : (this.#next ?? undefined);
    const answer = await this.#client.audit({
      ...this.#filter,
      ...(before === undefined ? {} : { before }),
    });
    if (!answer.ok) {
      this.#announce(ct('audit.unreadable', { reason: answer.reason }));
      return;
    }
    const rows = auditRows(answer.value.entries).map(rowElement);
    if (fresh) this.#body.replaceChildren(...rows);
    else this.#body.append(...rows);
    this.#next = answer.value.next;
    this.#older.hidden = this.#next === null;
    const count = this.#body.rows.length;
    if (!quiet) this.#announce(ct('audit.shown', { count }));
  }
}
