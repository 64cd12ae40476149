import type { Handlers } from '../http/operation-handler';
import { authenticate } from '../players/player-key';
import { isRefusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { registerForEvent, startEventRun } from './event-entry';
import { readEntries, readStandings } from './event-standings';
import { changeEventAsOperator } from './operator-event-change';
import { listEvents, readEvent } from './read-event';
import { listSeasons, readSeason } from './read-season';

type EventOperations =
  | 'listEvents'
  | 'readEvent'
  | 'registerForEvent'
  | 'startEventRun'
  | 'readEventStandings'
  | 'readEventEntries'
  | 'listSeasons'
  | 'readSeason'
  | 'createEvent'
  | 'editEvent'
  | 'cancelEvent';

/** The player of an optional key: undefined without one, a refusal for a key no player holds. */
async function optionalCaller(header: string | undefined, deps: Pick<ServiceDeps, 'stores'>) {
  return header === undefined ? undefined : authenticate(header, deps.stores.players);
}

/**
 * Events: the list, one event, a key's registration and start (a one-shot's single attempt), the
 * standings and the entries file, downloaded as `event-<id>.json`; the seasons and each one's
 * table; and the
 * operators' create, edit and cancel, each logged as the CLI logs it.
 */
export function eventHandlers(deps: ServiceDeps): Pick<Handlers, EventOperations> {
  return {
    listEvents: () => listEvents(deps),
    readEvent: async ({ c, params }) => {
      // A key is optional here: a cup's answer then names its player's room.
      const caller = await optionalCaller(c.req.header('authorization'), deps);
      if (caller !== undefined && isRefusal(caller)) return caller;
      return readEvent(params.id, caller?.id, deps);
    },
    registerForEvent: ({ params, player }) => registerForEvent(params.id, player, deps),
    startEventRun: ({ params, player }) => startEventRun(params.id, player, deps),
    readEventStandings: async ({ c, params, query }) => {
      // A key is optional here: it adds its player's own place (a key no player holds: 401).
      const caller = await optionalCaller(c.req.header('authorization'), deps);
      if (caller !== undefined && isRefusal(caller)) return caller;
      return readStandings(params.id, { query, caller }, deps);
    },
    readEventEntries: async ({ c, params }) => {
      const file = await readEntries(params.id, deps);
      if (!isRefusal(file)) {
        c.header('content-disposition', `attachment; filename="event-${params.id}.json"`);
      }
      return file;
    },
    listSeasons: () => listSeasons(deps),
    readSeason: ({ params }) => readSeason(params.id, deps),
    createEvent: ({ body, operator }) =>
      changeEventAsOperator({ action: 'create', body }, operator, deps),
    editEvent: ({ params, body, operator }) =>
      changeEventAsOperator({ action: 'edit', id: params.id, body }, operator, deps),
    cancelEvent: ({ params, body, operator }) =>
      changeEventAsOperator({ action: 'cancel', id: params.id, body }, operator, deps),
  };
}
