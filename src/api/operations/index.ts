/**
 * Every HTTP operation of the service, each declared once (./operation.ts): the service registers
 * a handler per operation, the OpenAPI document lists them in this order (the order its examples
 * are tried in), and the clients build their requests from them.
 */
import { moderate, postReport, readAudit, readReports, readStoredRun } from './moderation';
import { health, levelOfDay, listLevels, publishLevel, rateLevel, readLevel } from './levels';
import { listLiveRuns } from './live';
import { claimPlayer, readName, readPlayer, readPlayerRuns } from './players';
import { postRun, readBoard, readReplay, readRun, startRun } from './runs';
import { createRoom, joinRoom, leaveRoom, readRoom, startRoom } from './rooms';
import {
  cancelEvent,
  createEvent,
  editEvent,
  listEvents,
  readEvent,
  readEventEntries,
  readEventStandings,
  listSeasons,
  readSeason,
  registerForEvent,
  startEventRun,
} from './events';

export * from './operation';
export { moderate, postReport, readAudit, readReports, readStoredRun } from './moderation';
export { health, levelOfDay, listLevels, publishLevel, rateLevel, readLevel } from './levels';
export { listLiveRuns } from './live';
export { claimPlayer, readName, readPlayer, readPlayerRuns } from './players';
export { postRun, readBoard, readReplay, readRun, startRun } from './runs';
export { createRoom, joinRoom, leaveRoom, readRoom, startRoom } from './rooms';
export {
  cancelEvent,
  createEvent,
  editEvent,
  listEvents,
  readEvent,
  readEventEntries,
  readEventStandings,
  listSeasons,
  readSeason,
  registerForEvent,
  startEventRun,
} from './events';

/** Every operation, in the order of the document. */
export const OPERATIONS = [
  claimPlayer,
  readName,
  readPlayer,
  startRun,
  postRun,
  publishLevel,
  readLevel,
  readBoard,
  readRun,
  readPlayerRuns,
  readReplay,
  listLevels,
  levelOfDay,
  rateLevel,
  listLiveRuns,
  health,
  postReport,
  moderate,
  readAudit,
  readReports,
  readStoredRun,
  listEvents,
  readEvent,
  registerForEvent,
  startEventRun,
  readEventStandings,
  readEventEntries,
  createEvent,
  editEvent,
  cancelEvent,
  createRoom,
  readRoom,
  joinRoom,
  startRoom,
  leaveRoom,
  listSeasons,
  readSeason,
] as const;
