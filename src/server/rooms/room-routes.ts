import type { Handlers } from '../http/operation-handler';
import type { ServiceDeps } from '../service/service-deps';
import { readRoom } from './read-room';
import { createRoom, joinRoom, leaveRoom, startRoom } from './room-entry';

type RoomOperations = 'createRoom' | 'readRoom' | 'joinRoom' | 'startRoom' | 'leaveRoom';

/** Race rooms: make one, read it (its result), join, start (and each racer's token), leave. */
export function roomHandlers(deps: ServiceDeps): Pick<Handlers, RoomOperations> {
  return {
    createRoom: ({ body, player }) => createRoom(body, player, deps),
    readRoom: ({ params }) => readRoom(params.id, deps),
    joinRoom: ({ params, player }) => joinRoom(params.id, player, deps),
    startRoom: ({ params, player }) => startRoom(params.id, player, deps),
    leaveRoom: ({ params, player }) => leaveRoom(params.id, player, deps),
  };
}

/**
 * A racer whose live run is abandoned (its connection lost past the resume time, or its stream
 * refused) is marked abandoned in its room, as of then: not finished in the result.
 */
export function abandonRacers(deps: Pick<ServiceDeps, 'live' | 'stores'>): void {
  deps.live.onAbandoned((run, at) => {
    const { roomId, playerId } = run.identity;
    if (roomId === undefined) return;
    deps.stores.racers.abandon(roomId, playerId, at).catch((error: unknown) => {
      console.error(error);
    });
  });
}
