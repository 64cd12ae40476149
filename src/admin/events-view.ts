import type { EventAnswer, EventsResponse } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminAnswer, AdminClient } from './admin-client';
import { EventForm, formatWords, type EventFormRequest } from './event-form';
import { formatWhen } from './text/console-formats';
import { ct } from './text/console-text';

type EventsClient = Pick<AdminClient, 'events' | 'createEvent' | 'editEvent' | 'cancelEvent'>;

/** The lists GET /api/events answers, each with its heading's key. */
const LISTS = [
  ['now', 'eventAdmin.now'],
  ['next', 'eventAdmin.next'],
  ['past', 'eventAdmin.past'],
] as const;

const COLUMNS = [
  'eventAdmin.name',
  'eventAdmin.format',
  'eventAdmin.level',
  'eventAdmin.when',
  'eventAdmin.actions',
] as const;

/** The words of a refusal: why, and the field the service names as at fault. */
function refusedWords(answer: { readonly reason: string; readonly field?: string }): string {
  return answer.field === undefined
    ? ct('eventAdmin.refused', { reason: answer.reason })
    : ct('eventAdmin.refusedField', { reason: answer.reason, field: answer.field });
}

/**
 * The events section: the events open now, next and past, a form that creates one or edits one
 * before its start, and a cancel with its reason on each event not ended; every outcome said in
 * the console's live region.
 */
export class EventsView {
  readonly element: HTMLElement;
  readonly #client: EventsClient;
  readonly #announce: (text: string) => void;
  readonly #form: EventForm;
  readonly #lists = h('div', { className: 'admin-events' });

  constructor(client: EventsClient, announce: (text: string) => void) {
    this.#client = client;
    this.#announce = announce;
    this.#form = new EventForm({ send: (request) => void this.#send(request), refuse: announce });
    this.element = h(
      'section',
      { className: 'admin-section', attrs: { 'aria-labelledby': 'events-heading' } },
      h('h2', { id: 'events-heading', text: ct('eventAdmin.heading') }),
      button(ct('eventAdmin.refresh'), () => void this.show()),
      this.#lists,
      this.#form.element,
    );
  }

  /** Reads the lists again and shows them; `quiet` keeps the live region's words. */
  async show(quiet = false): Promise<void> {
    const answer = await this.#client.events();
    if (!answer.ok) {
      this.#announce(ct('eventAdmin.unreadable', { reason: answer.reason }));
      return;
    }
    this.#lists.replaceChildren(
      ...LISTS.map(([list, key]) => this.#table(answer.value, list, key)),
    );
    const count = answer.value.now.length + answer.value.next.length + answer.value.past.length;
    if (!quiet) this.#announce(ct('eventAdmin.shown', { count }));
  }

  #table(events: EventsResponse, list: keyof EventsResponse, heading: (typeof LISTS)[number][1]) {
    const head = h(
      'tr',
      {},
      ...COLUMNS.map((key) => h('th', { text: ct(key), attrs: { scope: 'col' } })),
    );
    const rows = events[list].map((event) => this.#row(event));
    return h(
      'table',
      { className: 'admin-event-list', attrs: { 'data-list': list } },
      h('caption', { text: ct(heading) }),
      h('thead', {}, head),
      h(
        'tbody',
        {},
        ...(rows.length > 0
          ? rows
          : [h('tr', {}, h('td', { text: ct('eventAdmin.none'), attrs: { colspan: '5' } }))]),
      ),
    );
  }

  #row(event: EventAnswer): HTMLElement {
    const window = ct('eventAdmin.window', {
      start: formatWhen(event.startsAt),
      end: formatWhen(event.endsAt),
    });
    const actions = h('td', {});
    if (event.state === 'next') {
      actions.append(
        button(
          ct('eventAdmin.edit'),
          () => {
            this.#form.edit(event);
          },
          {
            attrs: { 'aria-label': ct('eventAdmin.editNamed', { name: event.name }) },
          },
        ),
      );
    }
    if (event.state === 'next' || event.state === 'open') actions.append(this.#cancelForm(event));
    return h(
      'tr',
      {},
      h('td', { text: event.name }),
      h('td', { text: formatWords(event.format) }),
      h('td', { text: event.levelKey ?? ct('eventAdmin.sealed') }),
      h('td', { text: window }),
      actions,
    );
  }

  /** A reason and a button that cancels `event` with it. */
  #cancelForm(event: EventAnswer): HTMLFormElement {
    const reason = h('input', {
      attrs: {
        type: 'text',
        autocomplete: 'off',
        'aria-label': ct('eventAdmin.cancelReason', { name: event.name }),
      },
    });
    const form = h(
      'form',
      { className: 'admin-inline' },
      reason,
      h('button', { attrs: { type: 'submit' } }, ct('eventAdmin.cancel')),
    );
    form.addEventListener('submit', (submitted) => {
      submitted.preventDefault();
      const why = reason.value.trim();
      if (why === '') {
        this.#announce(ct('eventAdmin.needReason'));
        reason.focus();
        return;
      }
      void this.#client
        .cancelEvent(event.id, why)
        .then((answer) => this.#done(answer, 'eventAdmin.cancelled', event.name));
    });
    return form;
  }

  async #send(request: EventFormRequest): Promise<void> {
    if (request.action === 'create') {
      const answer = await this.#client.createEvent(request.body);
      await this.#done(answer, 'eventAdmin.created', request.body.name);
      if (answer.ok) this.#form.reset();
      return;
    }
    const answer = await this.#client.editEvent(request.id, request.body);
    await this.#done(answer, 'eventAdmin.edited', request.name);
    if (answer.ok) this.#form.reset();
  }

  /** Says what a change came to; after a change, the lists again (quietly). */
  async #done(
    answer: AdminAnswer<unknown>,
    key: 'eventAdmin.created' | 'eventAdmin.edited' | 'eventAdmin.cancelled',
    name: string,
  ): Promise<void> {
    if (!answer.ok) {
      this.#announce(refusedWords(answer));
      return;
    }
    await this.show(true);
    this.#announce(ct(key, { name }));
  }
}
