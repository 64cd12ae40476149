import type { EventEntry } from '../global/global-poster';
import { t } from '../text/text';
import type { RoomClient } from './room-client';

/**
 * A race run's entry in its room, as the poster takes an event's: its start token is the room's
 * (`POST /api/rooms/<id>/start`, issued for the race's start), and its place the room's result's.
 */
export function roomEntry(client: Pick<RoomClient, 'start' | 'read'>, roomId: string): EventEntry {
  return {
    name: t('rooms.entryName'),
    start: async (key) => {
      const answer = await client.start(roomId, key);
      return answer.kind === 'start'
        ? { kind: 'token', token: answer.token, levelKey: answer.levelKey }
        : answer;
    },
    place: async (player) => {
      const answer = await client.read(roomId);
      if (answer.kind !== 'room') return null;
      return answer.room.racers.find((racer) => racer.player === player)?.place ?? null;
    },
  };
}
