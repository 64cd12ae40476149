import type { ReportsResponse } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminClient } from './admin-client';
import { reportCards } from './report-cards';
import { groupReports, type ReportGroup, type ReportGrouping } from './report-groups';
import { reportList, type ReportListOptions } from './report-list';
import { ct } from './text/console-text';

type Reported = ReportsResponse['targets'][number];

/** What the reports section needs from the page. */
export interface ReportsViewOptions extends ReportListOptions {
  readonly client: ReportListOptions['client'] & Pick<AdminClient, 'reports'>;
}

const GROUPINGS = [
  ['target', 'reports.byTarget'],
  ['reporter', 'reports.byReporter'],
  ['bucket', 'reports.byBucket'],
] as const satisfies readonly (readonly [ReportGrouping, string])[];

function groupList(groups: readonly ReportGroup[]): HTMLElement {
  if (groups.length === 0) return h('p', { text: ct('reports.none') });
  return h(
    'div',
    { className: 'admin-cards' },
    ...groups.map((group, index) => {
      const headingId = `group-${String(index)}-heading`;
      return h(
        'article',
        { className: 'admin-card', attrs: { 'aria-labelledby': headingId } },
        h('h3', { id: headingId, text: group.heading }),
        h('ul', {}, ...group.lines.map((line) => h('li', { text: line }))),
      );
    }),
  );
}

/**
 * The open reports section's list: the targets loaded so far, page by page ("More reports" while
 * the service has more), shown one card per target or grouped by reporter or by address bucket.
 */
export class ReportsView {
  readonly element: HTMLElement;
  readonly #options: ReportsViewOptions;
  readonly #list = h('div');
  readonly #more: HTMLButtonElement;
  #targets: Reported[] = [];
  #next: string | null = null;
  #by: ReportGrouping = 'target';

  constructor(options: ReportsViewOptions) {
    this.#options = options;
    const select = h('select', { id: 'reports-grouping' });
    for (const [value, label] of GROUPINGS)
      select.append(h('option', { text: ct(label), attrs: { value } }));
    select.addEventListener('change', () => {
      this.#by = select.value as ReportGrouping;
      this.#render();
    });
    this.#more = button(ct('reports.more'), () => void this.more());
    this.element = h(
      'div',
      {},
      h('label', { text: `${ct('reports.show')} `, attrs: { for: 'reports-grouping' } }),
      select,
      this.#list,
      this.#more,
    );
  }

  /** Shows a first page (dropping what was loaded). */
  show(first: ReportsResponse): void {
    this.#targets = [...first.targets];
    this.#next = first.next;
    this.#render();
  }

  /** Targets loaded so far. */
  get loaded(): number {
    return this.#targets.length;
  }

  /** Reads the first page again: false when it cannot be read (said in the live region). */
  async refresh(): Promise<boolean> {
    const answer = await this.#options.client.reports();
    if (!answer.ok) {
      this.#options.announce(ct('reports.unreadable', { reason: answer.reason }));
      return false;
    }
    this.show(answer.value);
    return true;
  }

  /** Adds the next page to the list. */
  async more(): Promise<void> {
    if (this.#next === null) return;
    const answer = await this.#options.client.reports(this.#next);
    if (!answer.ok) {
      this.#options.announce(ct('reports.moreUnreadable', { reason: answer.reason }));
      return;
    }
    this.#targets.push(...answer.value.targets);
    this.#next = answer.value.next;
    this.#render();
    this.#options.announce(ct('reports.loaded', { count: this.#targets.length }));
  }

  #render(): void {
    const answer = { targets: this.#targets, next: this.#next };
    this.#list.replaceChildren(
      this.#by === 'target'
        ? reportList(reportCards(answer), this.#options)
        : groupList(groupReports(this.#targets, this.#by)),
    );
    this.#more.hidden = this.#next === null;
  }
}
