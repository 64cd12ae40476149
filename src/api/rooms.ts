/**
 * Race rooms: a player makes a room on a level, others join it with their keys, its creator starts
 * it, and the service fixes one start time a countdown ahead and gives each racer a start token
 * issued for that time. Each racer streams its run live (./live.ts) with that token, and is sent
 * the others' frames as they come (`rival` frames); the room's result lists every racer, each
 * finished run verified by its normal post, in order of game time.
 */
import * as v from 'valibot';
import { OUTCOMES } from '../sim';
import { decodedField } from './decoded-field';
import {
  levelKeyText,
  levelRefShape,
  playerName,
  RUN_ID_PATTERN,
  timestamp,
  whole,
} from './fields';
import { LIVE_ID_PATTERN, liveAck, liveWelcome, spectatorFrame } from './live';

/** A room's id: `rm_` and 12 random bytes in base64url (any other text: 404). */
export const ROOM_ID_PATTERN = /^rm_[A-Za-z0-9_-]{16}$/;

/** Path of the room operations. */
export const roomPath = v.object({
  id: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN), v.description('The id of a race room')),
});

/** Largest body a room request takes: a level reference. */
export const ROOM_BODY_LIMIT = { bytes: 1024, holds: 'a level reference needs' } as const;

/** POST /api/rooms: the level to race (built in, by seed, or a level the service stores). */
export const createRoomRequest = v.strictObject(
  { level: decodedField(levelRefShape) },
  'must be an object {"level": …}',
);
export type CreateRoomRequest = v.InferOutput<typeof createRoomRequest>;

/**
 * Where a room stands at the service's time: `waiting` for racers, `countdown` once started and
 * before its start time, `racing` while a racer has neither finished nor abandoned, `over`, or
 * `closed` (its creator left before the start).
 */
export const ROOM_STATES = ['waiting', 'countdown', 'racing', 'over', 'closed'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/**
 * Where a racer stands: `waiting` for the start, `racing` (no verified run spent its token yet),
 * `finished` (a verified run did: won or not), or `abandoned` (it left after the start, or lost
 * its connection past the resume time, or its stream was refused): not finished.
 */
export const RACER_STATES = ['waiting', 'racing', 'finished', 'abandoned'] as const;
export type RacerState = (typeof RACER_STATES)[number];

/** One racer of a room, in the result's order. */
export const roomRacer = v.object({
  player: playerName,
  state: v.picklist(RACER_STATES),
  /** Place among the won runs, by game time (ties by the service's receive time). */
  place: v.optional(whole(1)),
  /** The verified run that spent the racer's token: watch it or race it as any stored run. */
  run: v.optional(
    v.object({
      runId: v.pipe(v.string(), v.regex(RUN_ID_PATTERN)),
      outcome: v.picklist(OUTCOMES),
      timeTicks: whole(0),
    }),
  ),
  /** The racer's live run, on any instance, while it streams (`/api/live/watch/<liveId>`). */
  liveId: v.optional(v.pipe(v.string(), v.regex(LIVE_ID_PATTERN))),
});
export type RoomRacer = v.InferOutput<typeof roomRacer>;

/** A room and its result: won runs by game time, then other finished runs, then the rest. */
export const roomResponse = v.object({
  roomId: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)),
  levelKey: levelKeyText,
  level: levelRefShape,
  creator: playerName,
  createdAt: timestamp,
  state: v.picklist(ROOM_STATES),
  /** The start time the service fixed (its clock), null until the creator starts the room. */
  startsAt: v.nullable(timestamp),
  countdownMs: whole(0),
  maxRacers: whole(1),
  racers: v.array(roomRacer),
});
export type RoomResponse = v.InferOutput<typeof roomResponse>;

/**
 * Service → racer, on its runner socket: a frame of another racer's live run in the same room,
 * sent as the service takes it (no spectator delay between racers). The first for a rival is its
 * `catch-up` from tick 0; then its inputs, pause, resume and end, as a spectator gets them.
 */
export const rivalFrame = v.strictObject({
  type: v.literal('rival'),
  liveId: v.pipe(v.string(), v.regex(LIVE_ID_PATTERN)),
  frame: spectatorFrame,
});
export type RivalFrame = v.InferOutput<typeof rivalFrame>;

/** Every frame the service sends a racer: a runner's frames and its rivals'. */
export const serviceToRacerFrame = v.variant('type', [liveWelcome, liveAck, rivalFrame]);
export type ServiceToRacerFrame = v.InferOutput<typeof serviceToRacerFrame>;
