import type { Handlers } from '../http/operation-handler';
import { isRefusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { registerForEvent, startEventRun } from './event-entry';
import { readEntries, readStandings } from './event-standings';
import { eventAnswer, eventById, listEvents } from './read-event';

type EventOperations =
  | 'listEvents'
  | 'readEvent'
  | 'registerForEvent'
  | 'startEventRun'
  | 'readEventStandings'
  | 'readEventEntries';

/**
 * Events: the list, one event, a key's registration and start (a one-shot's single attempt), the
 * standings and the entries file, downloaded as `event-<id>.json`.
 */
export function eventHandlers(deps: ServiceDeps): Pick<Handlers, EventOperations> {
  return {
    listEvents: () => listEvents(deps),
    readEvent: async ({ params }) => {
      const event = await eventById(params.id, deps);
      return isRefusal(event) ? event : { kind: 'event', answer: eventAnswer(event, deps.now()) };
    },
    registerForEvent: ({ params, player }) => registerForEvent(params.id, player, deps),
    startEventRun: ({ params, player }) => startEventRun(params.id, player, deps),
    readEventStandings: ({ params }) => readStandings(params.id, deps),
    readEventEntries: async ({ c, params }) => {
      const file = await readEntries(params.id, deps);
      if (!isRefusal(file)) {
        c.header('content-disposition', `attachment; filename="event-${params.id}.json"`);
      }
      return file;
    },
  };
}
