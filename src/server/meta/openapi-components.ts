import { toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  actionRequest,
  auditEntry,
  auditResponse,
  boardResponse,
  boardRowSchema,
  cancelEventRequest,
  createEventRequest,
  editEventRequest,
  eventChangeResponse,
  catalogueResponse,
  catalogueRowSchema,
  claimPlayerRequest,
  decodedShape,
  entriesResponse,
  eventSchema,
  eventsResponse,
  healthResponse,
  levelOfDayResponse,
  levelRefShape,
  levelResponse,
  liveRunRow,
  liveRunsResponse,
  createRoomRequest,
  roomRacer,
  roomResponse,
  makerSchema,
  moderationState,
  nameResponse,
  ownModeration,
  playerClaimedResponse,
  playerResponse,
  playerRunRow,
  playerRunsResponse,
  postRunRequest,
  problemSchema,
  publishLevelRequest,
  rateLevelRequest,
  ratingResponse,
  reportRequest,
  reportResponse,
  registrationResponse,
  reportsResponse,
  runPostedResponse,
  runResponse,
  seasonTableResponse,
  seasonsResponse,
  standingsPlace,
  startRunRequest,
  standingsResponse,
  startRunResponse,
  targetSchema,
} from '../../api';
import { levelDocumentSchema, replaySchema } from '../../replay';

/**
 * Every schema of the contract, once, by the name the document gives it. Request bodies are the
 * very schemas the service validates with; a field read by a decoder of the pure core is
 * documented by that decoder's own schema (LevelRef, LevelDocument, Replay).
 */
export const COMPONENTS: Readonly<Record<string, v.GenericSchema>> = {
  ClaimPlayerRequest: claimPlayerRequest,
  PlayerClaimed: playerClaimedResponse,
  Player: playerResponse,
  Name: nameResponse,
  PlayerRuns: playerRunsResponse,
  PlayerRun: playerRunRow,
  StartRequest: startRunRequest,
  StartResponse: startRunResponse,
  PostRunRequest: postRunRequest,
  PostRunResponse: runPostedResponse,
  PublishLevelRequest: publishLevelRequest,
  Level: levelResponse,
  Maker: makerSchema,
  Board: boardResponse,
  BoardRow: boardRowSchema,
  Run: runResponse,
  Health: healthResponse,
  Problem: problemSchema,
  LevelRef: levelRefShape,
  LevelDocument: levelDocumentSchema,
  Replay: replaySchema,
  Target: targetSchema,
  ReportRequest: reportRequest,
  ReportResponse: reportResponse,
  ActionRequest: actionRequest,
  ModerationState: moderationState,
  AuditEntry: auditEntry,
  Audit: auditResponse,
  Reports: reportsResponse,
  OwnModeration: ownModeration,
  CataloguePage: catalogueResponse,
  CatalogueLevel: catalogueRowSchema,
  LevelOfDay: levelOfDayResponse,
  RateLevelRequest: rateLevelRequest,
  Rating: ratingResponse,
  Event: eventSchema,
  Events: eventsResponse,
  Registration: registrationResponse,
  Standings: standingsResponse,
  StandingsPlace: standingsPlace,
  SeasonTable: seasonTableResponse,
  Seasons: seasonsResponse,
  EventEntries: entriesResponse,
  CreateEventRequest: createEventRequest,
  EditEventRequest: editEventRequest,
  CancelEventRequest: cancelEventRequest,
  EventChange: eventChangeResponse,
  LiveRuns: liveRunsResponse,
  LiveRun: liveRunRow,
  CreateRoomRequest: createRoomRequest,
  Room: roomResponse,
  RoomRacer: roomRacer,
};

/** Where the document keeps the component `name`. */
export const componentRef = (name: string) => `#/components/schemas/${name}`;

const COMPONENT_NAMES = new Map(Object.entries(COMPONENTS).map(([name, schema]) => [schema, name]));

/** The name of a component: every schema an operation takes or answers with is one. */
export function componentOf(schema: v.GenericSchema): string {
  const name = COMPONENT_NAMES.get(schema);
  if (name === undefined) throw new Error('a schema of an operation is not a component');
  return name;
}

/** Conversion to JSON Schema: references between components, decoded fields by their shape. */
export const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // Transforms and custom checks have no JSON Schema form; the rest (types, limits, patterns) do.
  errorMode: 'ignore',
  overrideRef: ({ referenceId }) => componentRef(referenceId),
  overrideSchema: ({ valibotSchema, referenceMap }) => {
    const shape = decodedShape(valibotSchema);
    if (shape === undefined) return undefined;
    const name = referenceMap.get(shape);
    if (name !== undefined) return { $ref: componentRef(name) };
    // A shape of its own (a replay or its text): inline, referring to the components it uses.
    return toJsonSchemaDefs({ ...COMPONENTS, inline: shape }, CONVERSION).inline;
  },
};
