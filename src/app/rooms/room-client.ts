// The files of src/api, not its index: the game's bundle takes only what it uses.
import { createRoom, joinRoom, leaveRoom, readRoom, startRoom } from '../../api/operations/rooms';
import { readRun } from '../../api/operations/runs';
import { runResponse, startRunResponse } from '../../api/responses';
import { roomResponse, type RoomResponse } from '../../api/rooms';
import type { LevelRef } from '../../replay';
import {
  askService,
  readAnswer,
  type FetchLike,
  type Received,
  type ServiceFailure,
} from '../global/service-request';
import { say } from '../text/message-descriptor';

/** A room as the service answered it. */
export interface RoomOnService {
  readonly kind: 'room';
  readonly room: RoomResponse;
}

/** A racer's start token, issued for the race's start time. */
export interface RaceStart {
  readonly kind: 'start';
  readonly token: string;
  readonly levelKey: string;
  /** The race's start, by the service's clock (ISO 8601). */
  readonly startsAt: string;
}

/**
 * The race rooms' operations as the game calls them: make a room, read it (its result), join,
 * start (the creator; then every racer's token) and leave. It never throws: every answer, a
 * network failure included, comes back as data the caller can show or retry.
 */
export class RoomClient {
  readonly #fetch: FetchLike;
  readonly #base: string;

  /** `base` is the service's origin ('' for the page's own, the default). */
  constructor(options: { readonly fetch: FetchLike; readonly base?: string }) {
    this.#fetch = options.fetch;
    this.#base = options.base ?? '';
  }

  /** Makes a room on `level` with the player's key; the player is its first racer. */
  async create(level: LevelRef, key: string): Promise<RoomOnService | ServiceFailure> {
    const call = { body: { level }, credential: key };
    return roomOf(await askService(this.#fetch, this.#base, createRoom, call), [201]);
  }

  /** The room of `roomId` and its result. */
  async read(roomId: string): Promise<RoomOnService | ServiceFailure> {
    const call = { params: { id: roomId } };
    return roomOf(await askService(this.#fetch, this.#base, readRoom, call));
  }

  /** Takes a seat in the room with the player's key. */
  async join(roomId: string, key: string): Promise<RoomOnService | ServiceFailure> {
    const call = { params: { id: roomId }, credential: key };
    return roomOf(await askService(this.#fetch, this.#base, joinRoom, call));
  }

  /** Leaves the room (before the start: the seat; after it: the race). */
  async leave(roomId: string, key: string): Promise<RoomOnService | ServiceFailure> {
    const call = { params: { id: roomId }, credential: key };
    return roomOf(await askService(this.#fetch, this.#base, leaveRoom, call));
  }

  /** Starts the race (the creator), or asks for the racer's token once it is started. */
  async start(roomId: string, key: string): Promise<RaceStart | ServiceFailure> {
    const call = { params: { id: roomId }, credential: key };
    const answer = await askService(this.#fetch, this.#base, startRoom, call);
    const read = readAnswer(answer, startRunResponse, say('refusal.noToken'));
    if (read.kind !== 'read') return read;
    const { token, levelKey, issuedAt } = read.value;
    return { kind: 'start', token, levelKey, startsAt: issuedAt };
  }

  /** The replay's hash of a stored run (a room's finished racer's), to fetch it and watch it. */
  async replayHashOf(runId: string): Promise<{ kind: 'run'; replayHash: string } | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, readRun, { params: { id: runId } });
    const read = readAnswer(answer, runResponse, say('refusal.unreadable'));
    return read.kind === 'read' ? { kind: 'run', replayHash: read.value.replayHash } : read;
  }
}

/** A room's answer read with its schema, or the failure it came to. */
function roomOf(
  answer: Received | ServiceFailure,
  statuses: readonly number[] = [200],
): RoomOnService | ServiceFailure {
  const read = readAnswer(answer, roomResponse, say('refusal.unreadable'), statuses);
  return read.kind === 'read' ? { kind: 'room', room: read.value } : read;
}
