import { TARGET_KINDS, type TargetKind } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminClient, AuditFilter } from './admin-client';
import { auditRows } from './audit-rows';

const COLUMNS = ['When', 'Operator', 'Action', 'Target', 'Reason', 'Change'] as const;

/** The audit log section: a target filter, the newest entries, and a button for older ones. */
export class AuditView {
  readonly element: HTMLElement;
  readonly #client: Pick<AdminClient, 'audit'>;
  readonly #announce: (text: string) => void;
  readonly #kind = h('select', { id: 'audit-kind' });
  readonly #id = h('input', { id: 'audit-id', attrs: { type: 'text', autocomplete: 'off' } });
  readonly #body = h('tbody');
  readonly #older = button('Older entries', () => {
    void this.#load(false);
  });
  #filter: AuditFilter = {};
  #next: number | null = null;

  constructor(client: Pick<AdminClient, 'audit'>, announce: (text: string) => void) {
    this.#client = client;
    this.#announce = announce;
    this.#kind.append(h('option', { text: 'Any target', attrs: { value: '' } }));
    for (const kind of TARGET_KINDS)
      this.#kind.append(h('option', { text: kind, attrs: { value: kind } }));
    const form = h(
      'form',
      { className: 'admin-form', attrs: { 'aria-label': 'Filter the audit log' } },
      h('label', { attrs: { for: 'audit-kind' } }, 'Target kind'),
      this.#kind,
      h('label', { attrs: { for: 'audit-id' } }, 'Target id or name'),
      this.#id,
      h('button', { attrs: { type: 'submit' } }, 'Filter'),
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
      ...COLUMNS.map((column) => h('th', { text: column, attrs: { scope: 'col' } })),
    );
    this.#older.hidden = true;
    this.element = h(
      'section',
      { className: 'admin-section', attrs: { 'aria-labelledby': 'audit-heading' } },
      h('h2', { id: 'audit-heading', text: 'Audit log' }),
      form,
      h(
        'table',
        { className: 'admin-audit' },
        h('caption', { text: 'Actions, newest first' }),
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
      this.#announce(`The audit log cannot be read: ${answer.reason}.`);
      return;
    }
    const rows = auditRows(answer.value.entries).map((row) =>
      h(
        'tr',
        {},
        ...[row.at, row.operator, row.action, row.target, row.reason, row.change].map((text) =>
          h('td', { text }),
        ),
      ),
    );
    if (fresh) this.#body.replaceChildren(...rows);
    else this.#body.append(...rows);
    this.#next = answer.value.next;
    this.#older.hidden = this.#next === null;
    const count = this.#body.rows.length;
    if (!quiet)
      this.#announce(`Audit log: ${String(count)} ${count === 1 ? 'entry' : 'entries'} shown.`);
  }
}
