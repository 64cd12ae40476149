import {
  EVENT_ID_PATTERN,
  type CancelEventRequest,
  type CreateEventRequest,
  type EditEventRequest,
  type EventChangeResponse,
} from '../../api';
import type { Operator } from '../moderation/operator-auth';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { changeEvent, type EventChanged } from './event-cli';
import { eventAnswer } from './read-event';

/** A change as an operator sends it: the action, the event's id (not for a create), the body. */
export type OperatorEventChange =
  | { readonly action: 'create'; readonly body: CreateEventRequest }
  | { readonly action: 'edit'; readonly id: string; readonly body: EditEventRequest }
  | { readonly action: 'cancel'; readonly id: string; readonly body: CancelEventRequest };

/** The body's fields as the CLI's flags: the same checks read both. */
function flagsOf(body: Readonly<Record<string, string | undefined>>): Map<string, string> {
  const flags = new Map<string, string>();
  for (const field of ['name', 'level', 'format', 'start', 'end', 'reason']) {
    const value = body[field];
    if (value !== undefined) flags.set(`--${field}`, value);
  }
  return flags;
}

/** A change and its log row as answered at `now`. */
function answerOf(changed: EventChanged, now: number): EventChangeResponse {
  const { at, operator, action, eventId, reason, before, after } = changed.change;
  return {
    event: eventAnswer(changed.event, now),
    change: {
      ...{ at, operator, action, eventId, reason },
      before: before === undefined ? null : eventAnswer(before, now),
      after: eventAnswer(after, now),
    },
  };
}

/**
 * POST /api/admin/events, PATCH /api/admin/events/:id, POST /api/admin/events/:id/cancel: the
 * CLI's `event create|edit|cancel` (one use case, one log row of the same shape), the operator
 * named by their code. An id no event can have is not-found before the database.
 */
export async function changeEventAsOperator(
  request: OperatorEventChange,
  operator: Operator,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<{ kind: 'event-change'; answer: EventChangeResponse; created: boolean } | Refusal> {
  const id = request.action === 'create' ? undefined : request.id;
  if (id !== undefined && !EVENT_ID_PATTERN.test(id)) {
    return refused('not-found', 'id', 'no event has this id');
  }
  const now = deps.now();
  const context = { stores: deps.stores, now, operator: operator.name };
  const done = await changeEvent(request.action, id, flagsOf(request.body), context);
  // The schemas ask for what the CLI's usage asks for: this is a contract broken, not a request.
  if (typeof done === 'string') throw new Error(`${request.action}: ${done}`);
  if (isRefusal(done)) return done;
  return {
    kind: 'event-change',
    answer: answerOf(done, now),
    created: request.action === 'create',
  };
}
