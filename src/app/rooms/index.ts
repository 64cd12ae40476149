/** Race rooms in the game: making, joining and starting one, its rivals as ghosts, its result. */
export { RoomClient, type RaceStart, type RoomOnService } from './room-client';
export { RoomRace, ROOM_POLL_MS, type RoomRaceOptions } from './room-race';
export { RoomRivals, type RivalReport } from './room-rivals';
export type { RoomChoice, RoomPhase, RoomRacerRow, RoomView } from './room-view';
