// @vitest-environment happy-dom
/**
 * The console's Events section (issue 44) on a DOM: the three lists, the create form, an edit
 * only before the start, a cancel only with a reason, and every outcome said in the live region
 * (English, the console's first language). The client is a recording fake: the requests it is
 * asked for are what the section sends.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventAnswer, EventChangeResponse, EventsResponse } from '../../src/api';
import type { AdminAnswer } from '../../src/admin/admin-client';
import { EventsView } from '../../src/admin/events-view';

const event = (id: string, name: string, state: EventAnswer['state']): EventAnswer => ({
  id,
  name,
  levelKey: 'level:first-steps',
  format: 'time-trial',
  startsAt: '2026-06-02T10:00:00.000Z',
  endsAt: '2026-06-02T12:00:00.000Z',
  simVersion: 1,
  state,
});

const LISTS: EventsResponse = {
  now: [event('ev_open', 'Open race', 'open')],
  next: [
    event('ev_next', 'Next race', 'next'),
    { ...event('ev_sealed', 'Blind race', 'next'), levelKey: null, format: 'one-shot' },
  ],
  past: [event('ev_past', 'Old race', 'ended')],
};

type Failure = Extract<AdminAnswer<unknown>, { ok: false }>;

/** A client that records each change asked for, and answers with `failure` when one is set. */
function fakeClient() {
  const calls: unknown[][] = [];
  let failure: Failure | undefined;
  const changed = (): Promise<AdminAnswer<EventChangeResponse>> =>
    Promise.resolve(failure ?? { ok: true, value: {} as EventChangeResponse });
  return {
    calls,
    failWith(answer: Failure) {
      failure = answer;
    },
    client: {
      events: () => Promise.resolve({ ok: true as const, value: LISTS }),
      createEvent: (body: unknown) => (calls.push(['create', body]), changed()),
      editEvent: (id: string, body: unknown) => (calls.push(['edit', id, body]), changed()),
      cancelEvent: (id: string, reason: string) => (calls.push(['cancel', id, reason]), changed()),
    },
  };
}

let fake: ReturnType<typeof fakeClient>;
let said: string[];
let view: EventsView;
beforeEach(async () => {
  fake = fakeClient();
  said = [];
  view = new EventsView(fake.client, (text) => said.push(text));
  document.body.replaceChildren(view.element);
  await view.show();
});

/** Lets the section's promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const rowOf = (name: string) =>
  [...document.querySelectorAll('tbody tr')].find((row) => row.textContent.includes(name));
function submit(form: HTMLFormElement | null | undefined) {
  form?.dispatchEvent(new Event('submit', { cancelable: true }));
}
const createForm = () => document.querySelector<HTMLFormElement>('form[aria-labelledby]');

describe('the Events section', () => {
  it('lists the events open now, next and ended, with edit and cancel only where they apply', () => {
    const names = (list: string) =>
      [...document.querySelectorAll(`table[data-list="${list}"] tbody tr`)].map(
        (row) => row.querySelector('td')?.textContent,
      );
    expect(names('now')).toEqual(['Open race']);
    expect(names('next')).toEqual(['Next race', 'Blind race']);
    expect(names('past')).toEqual(['Old race']);
    expect(said).toEqual(['4 events shown.']);
    const buttons = (name: string) =>
      [...(rowOf(name)?.querySelectorAll('button') ?? [])].map((button) => button.textContent);
    expect(buttons('Next race')).toEqual(['Edit', 'Cancel event']);
    expect(buttons('Open race')).toEqual(['Cancel event']);
    expect(buttons('Old race')).toEqual([]);
    expect(rowOf('Blind race')?.textContent).toContain('sealed until the start');
    expect(rowOf('Blind race')?.textContent).toContain('One shot: one attempt each');
  });

  it('creates an event from the form, its times read as UTC, and says so', async () => {
    input('event-name').value = 'Spring sprint';
    input('event-level').value = 'sealed-seed';
    (document.getElementById('event-format') as HTMLSelectElement).value = 'one-shot';
    input('event-start').value = '2026-06-03T09:30';
    input('event-end').value = '2026-06-03T11:00';
    submit(createForm());
    await settled();
    expect(fake.calls).toEqual([
      [
        'create',
        {
          name: 'Spring sprint',
          level: 'sealed-seed',
          format: 'one-shot',
          start: '2026-06-03T09:30:00.000Z',
          end: '2026-06-03T11:00:00.000Z',
        },
      ],
    ]);
    expect(said.at(-1)).toBe('Event Spring sprint created.');
    expect(input('event-name').value).toBe('');
  });

  it('asks for the times before sending, and says a refusal with the field at fault', async () => {
    input('event-name').value = 'No times';
    submit(createForm());
    await settled();
    expect(fake.calls).toEqual([]);
    expect(said.at(-1)).toBe('Give the start and the end as a date and a time (UTC).');
    input('event-start').value = '2026-06-03T09:30';
    input('event-end').value = '2026-06-03T08:00';
    fake.failWith({ ok: false, status: 422, reason: 'Bad request.', field: 'end' });
    submit(createForm());
    await settled();
    expect(said.at(-1)).toBe('Not done: Bad request. (field: end)');
    expect(input('event-name').value).toBe('No times');
  });

  it('edits an event before its start with a reason, a sealed level left unchanged', async () => {
    rowOf('Blind race')?.querySelector('button')?.click();
    expect(document.getElementById('event-form-heading')?.textContent).toBe(
      'Edit Blind race (before its start)',
    );
    expect(input('event-start').value).toBe('2026-06-02T10:00');
    input('event-name').value = 'Blind sprint';
    submit(createForm());
    await settled();
    expect(fake.calls).toEqual([]);
    expect(said.at(-1)).toBe('Give a reason: it is written to the event log.');
    input('event-reason').value = '  a better name ';
    submit(createForm());
    await settled();
    expect(fake.calls).toEqual([
      [
        'edit',
        'ev_sealed',
        {
          name: 'Blind sprint',
          format: 'one-shot',
          start: '2026-06-02T10:00:00.000Z',
          end: '2026-06-02T12:00:00.000Z',
          reason: 'a better name',
        },
      ],
    ]);
    expect(said.at(-1)).toBe('Event Blind race changed.');
    expect(document.getElementById('event-form-heading')?.textContent).toBe('New event');
  });

  it('cancels an event only with a reason', async () => {
    const form = rowOf('Open race')?.querySelector('form');
    submit(form);
    await settled();
    expect(fake.calls).toEqual([]);
    expect(said.at(-1)).toBe('Give a reason: it is written to the event log.');
    const reason = form?.querySelector('input');
    expect(reason?.getAttribute('aria-label')).toBe('Why Open race is cancelled');
    if (reason) reason.value = 'the level changed';
    submit(form);
    await settled();
    expect(fake.calls).toEqual([['cancel', 'ev_open', 'the level changed']]);
    expect(said.at(-1)).toBe('Event Open race cancelled.');
  });
});
