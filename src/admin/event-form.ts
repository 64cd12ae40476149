import type { CreateEventRequest, EditEventRequest, EventAnswer } from '../api';
import { EVENT_FORMATS, type EventFormat } from '../replay';
import { button, h } from '../ui/dom/h';
import { ct, type ConsoleKey } from './text/console-text';

/** The words of each format in the form's picker. */
const FORMAT_WORDS: Readonly<Record<EventFormat, ConsoleKey>> = {
  'time-trial': 'eventAdmin.format.time-trial',
  'one-shot': 'eventAdmin.format.one-shot',
  cup: 'eventAdmin.format.cup',
};

/** A format in the console's words. */
export function formatWords(format: EventFormat): string {
  return ct(FORMAT_WORDS[format]);
}

/** What the form sends: a create's fields, or an edit's with the event's id. */
export type EventFormRequest =
  | { readonly action: 'create'; readonly body: CreateEventRequest }
  | {
      readonly action: 'edit';
      readonly id: string;
      readonly name: string;
      readonly body: EditEventRequest;
    };

/**
 * A `datetime-local` value read as UTC (the console writes every moment in UTC) as an ISO time,
 * or undefined when it is no time.
 */
export function isoOfUtcInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const ms = Date.parse(`${value}Z`);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** An ISO time as a `datetime-local` value in UTC, to the minute. */
function utcInputOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 16);
}

/** A labelled input of the form, its id `event-<field>`. */
function field(name: string, label: string, input: HTMLElement): HTMLElement[] {
  input.id = `event-${name}`;
  return [h('label', { attrs: { for: input.id } }, label), input];
}

/**
 * The form that creates an event, or edits one (before its start) after `edit`: its name, level,
 * format, window in UTC and reason. It checks only that the times are times and that an edit
 * has a reason; the service checks the rest and names the field at fault.
 */
export class EventForm {
  readonly element: HTMLFormElement;
  readonly #heading = h('h3', { id: 'event-form-heading', attrs: { tabindex: '-1' } });
  readonly #name = h('input', { attrs: { type: 'text', autocomplete: 'off' } });
  readonly #level = h('input', {
    attrs: {
      type: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': 'event-level-help',
    },
  });
  readonly #format = h('select');
  readonly #start = h('input', { attrs: { type: 'datetime-local' } });
  readonly #end = h('input', { attrs: { type: 'datetime-local' } });
  readonly #reason = h('input', { attrs: { type: 'text', autocomplete: 'off' } });
  readonly #submit = h('button', { attrs: { type: 'submit' } });
  readonly #stop = button(ct('eventAdmin.stopEditing'), () => {
    this.reset();
    this.#heading.focus();
  });
  #editing: EventAnswer | undefined;

  constructor(options: {
    readonly send: (request: EventFormRequest) => void;
    readonly refuse: (text: string) => void;
  }) {
    for (const format of EVENT_FORMATS) {
      this.#format.append(h('option', { text: formatWords(format), attrs: { value: format } }));
    }
    this.element = h(
      'form',
      { className: 'admin-form', attrs: { 'aria-labelledby': 'event-form-heading' } },
      this.#heading,
      ...field('name', ct('eventAdmin.name'), this.#name),
      ...field('level', ct('eventAdmin.level'), this.#level),
      h('p', { id: 'event-level-help', text: ct('eventAdmin.levelHelp') }),
      ...field('format', ct('eventAdmin.format'), this.#format),
      ...field('start', ct('eventAdmin.start'), this.#start),
      ...field('end', ct('eventAdmin.end'), this.#end),
      ...field('reason', ct('eventAdmin.reason'), this.#reason),
      this.#submit,
      this.#stop,
    );
    this.element.addEventListener('submit', (event) => {
      event.preventDefault();
      const request = this.#request();
      if (typeof request === 'string') options.refuse(request);
      else options.send(request);
    });
    this.reset();
  }

  /** Fills the form with an event to edit (a sealed level left empty: unchanged). */
  edit(event: EventAnswer): void {
    this.#editing = event;
    this.#heading.textContent = ct('eventAdmin.editing', { name: event.name });
    this.#name.value = event.name;
    this.#level.value = event.levelKey ?? '';
    this.#format.value = event.format;
    this.#start.value = utcInputOf(event.startsAt);
    this.#end.value = utcInputOf(event.endsAt);
    this.#reason.value = '';
    this.#submit.textContent = ct('eventAdmin.submitEdit');
    this.#stop.hidden = false;
    this.#heading.focus();
  }

  /** Back to an empty form that creates an event. */
  reset(): void {
    this.#editing = undefined;
    this.#heading.textContent = ct('eventAdmin.create');
    for (const input of [this.#name, this.#level, this.#start, this.#end, this.#reason]) {
      input.value = '';
    }
    this.#format.value = EVENT_FORMATS[0];
    this.#submit.textContent = ct('eventAdmin.submitCreate');
    this.#stop.hidden = true;
  }

  /** The request the form's values make, or the words of what to fix first. */
  #request(): EventFormRequest | string {
    const start = isoOfUtcInput(this.#start.value);
    const end = isoOfUtcInput(this.#end.value);
    if (start === undefined || end === undefined) return ct('eventAdmin.badTime');
    const reason = this.#reason.value.trim();
    const fields = {
      name: this.#name.value,
      format: this.#format.value as EventFormat,
      start,
      end,
    };
    const level = this.#level.value.trim();
    const editing = this.#editing;
    if (editing === undefined) {
      const body = { ...fields, level, ...(reason === '' ? {} : { reason }) };
      return { action: 'create', body };
    }
    if (reason === '') return ct('eventAdmin.needReason');
    const body = { ...fields, ...(level === '' ? {} : { level }), reason };
    return { action: 'edit', id: editing.id, name: editing.name, body };
  }
}
