import type { ScreenFeature } from '../screen-models';
import type { RoomRace } from './room-race';

/**
 * The race room's screen, and Race a friend (from the Live screen): the level to make a room
 * on. Without the service's rooms (null) the button does nothing.
 */
export function roomScreens(
  rooms: Pick<RoomRace, 'view' | 'choose'> | null,
): ScreenFeature<'room'> {
  return {
    actions: {
      'race-room': () => {
        rooms?.choose();
      },
    },
    models: {
      room: () => ({ screen: 'room', room: rooms?.view() ?? null }),
    },
  };
}
