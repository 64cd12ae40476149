import type { MessageDescriptor } from '../text/message-descriptor';
import type { RoomResponse } from '../../api/rooms';
import type { LevelRef, Replay } from '../../replay/format';
import type { GlobalRuns } from '../replays/global-runs';
import type { RoomClient } from './room-client';

/** What the result's runs are fetched and played with. */
export interface RoomResultRunsOptions {
  readonly client: Pick<RoomClient, 'replayHashOf'>;
  /** The global runs, verified first (the boards' own). */
  readonly runs: Pick<GlobalRuns, 'text' | 'raceable'>;
  readonly watchText: (text: string) => void;
  readonly race: (replay: Replay, ref: LevelRef, levelKey: string, label: string) => void;
}

/**
 * Watch and Race on a room's result: a racer's verified run (by its run id) fetched as any
 * stored run, watched in the replay viewer or raced as the ghost of the next run of its level.
 */
export class RoomResultRuns {
  readonly #options: RoomResultRunsOptions;

  constructor(options: RoomResultRunsOptions) {
    this.#options = options;
  }

  /** Opens the run `runId` in the replay viewer; `failed` is told why when it cannot. */
  async watch(runId: string, failed: (reason: MessageDescriptor) => void): Promise<void> {
    const run = await this.#options.client.replayHashOf(runId);
    if (run.kind !== 'run') {
      failed(run.reason);
      return;
    }
    const text = await this.#options.runs.text(run.replayHash);
    if (text !== null) this.#options.watchText(text);
  }

  /** Races the run `runId` of `room`'s result on the room's level. */
  async race(
    room: RoomResponse,
    runId: string,
    failed: (reason: MessageDescriptor) => void,
  ): Promise<void> {
    const racer = room.racers.find((row) => row.run?.runId === runId);
    if (racer === undefined) return;
    const run = await this.#options.client.replayHashOf(runId);
    if (run.kind !== 'run') {
      failed(run.reason);
      return;
    }
    const picked = { replayHash: run.replayHash, label: racer.player };
    const replay = await this.#options.runs.raceable(picked);
    if (replay !== null) this.#options.race(replay, room.level, room.levelKey, racer.player);
  }
}
