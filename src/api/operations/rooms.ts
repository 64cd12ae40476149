/**
 * The race rooms' operations: make a room, read it (its result), join, start (the creator; then
 * every racer's token for the start time) and leave. The racers' streams are live runs (../live.ts).
 */
import { startRunResponse } from '../responses';
import { createRoomRequest, ROOM_BODY_LIMIT, roomPath, roomResponse } from '../rooms';
import { operation } from './operation';

const UNKNOWN = { 'not-found': 'No room has this id' } as const;

export const createRoom = operation({
  id: 'createRoom',
  method: 'post',
  path: '/api/rooms',
  summary:
    "Make a race room on a level (built in, by seed, or stored by the service); the key's player is its creator and first racer",
  body: { schema: createRoomRequest },
  bodyLimit: ROOM_BODY_LIMIT,
  rate: 'room',
  credential: 'player',
  answers: { 201: { description: 'The room, waiting for racers', schema: roomResponse } },
  refusals: {
    'invalid-request': 'The level is not one a replay can name',
    'unknown-level': 'A level by hash that this service does not store',
  },
});

export const readRoom = operation({
  id: 'readRoom',
  method: 'get',
  path: '/api/rooms/{id}',
  summary:
    'A room and its result: every racer, each finished run verified by its post, won runs in order of game time',
  params: roomPath,
  answers: { 200: { description: 'The room', schema: roomResponse } },
  refusals: UNKNOWN,
});

export const joinRoom = operation({
  id: 'joinRoom',
  method: 'post',
  path: '/api/rooms/{id}/join',
  summary: "Take a seat in a room before its start (again: the seat the key's player holds)",
  params: roomPath,
  rate: 'start',
  credential: 'player',
  answers: { 200: { description: 'The room, with the racer seated', schema: roomResponse } },
  refusals: {
    ...UNKNOWN,
    'room-closed': 'The race has started, or its creator closed the room',
    'room-full': 'Every seat of the room is taken',
  },
});

export const startRoom = operation({
  id: 'startRoom',
  method: 'post',
  path: '/api/rooms/{id}/start',
  summary:
    "The creator starts the race: the service fixes its start a countdown ahead. Then any racer's start token, issued for that time",
  params: roomPath,
  rate: 'start',
  credential: 'player',
  answers: {
    200: {
      description: "The racer's start token, issued at the race's start time (issuedAt)",
      schema: startRunResponse,
    },
  },
  refusals: {
    ...UNKNOWN,
    'not-racer': "The key's player has no seat in the room",
    'not-room-creator': 'Only the creator starts the race',
    'room-closed': 'The creator closed the room before its start',
  },
});

export const leaveRoom = operation({
  id: 'leaveRoom',
  method: 'post',
  path: '/api/rooms/{id}/leave',
  summary:
    'Leave a room: before the start the seat is freed (the creator closes the room); after it the racer abandons',
  params: roomPath,
  rate: 'start',
  credential: 'player',
  answers: { 200: { description: 'The room without the racer', schema: roomResponse } },
  refusals: { ...UNKNOWN, 'not-racer': "The key's player has no seat in the room" },
});
