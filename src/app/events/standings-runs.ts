import type { LevelRef, Replay } from '../../replay/format';
import type { ServiceFailure } from '../global/service-request';
import { pickedRun, type GlobalRuns } from '../replays/global-runs';
import { say, type MessageDescriptor } from '../text/message-descriptor';
import type { EventClient, GameEvent } from './event-client';
import type { EventPlay } from './event-play';
import type { StandingsPlace } from './events-view';

/** What watching and racing a row of an event's standings needs. */
export interface StandingsRunsOptions {
  readonly client: Pick<EventClient, 'replayHash'>;
  readonly play: Pick<EventPlay, 'refOf'>;
  /** The global runs to watch and race, verified first (the boards' own). */
  readonly runs: Pick<GlobalRuns, 'text' | 'raceable'>;
  /** Verifies a replay (JSON text from the service) and opens it in the viewer. */
  readonly watchText: (text: string) => void;
  /** Starts a run of `ref`'s level racing `replay` as its ghost, named `label`. */
  readonly race: (replay: Replay, ref: LevelRef, levelKey: string, label: string) => void;
  /** Tells the player something (a run that could not be fetched). */
  readonly notify: (message: MessageDescriptor) => void;
}

/** True when the game can start the level of `event` itself (a built-in level or a seed). */
export function startable(event: GameEvent): boolean {
  return event.levelKey !== null && !event.levelKey.startsWith('hash:');
}

/** Why the events, standings or a run could not be had, for the player. */
export function eventsFailure(answer: ServiceFailure): MessageDescriptor {
  return say('events.unreachable', { reason: answer.reason });
}

/**
 * A standings row's run, watched in the replay viewer or raced as the ghost of a run of the
 * event's level: its replay is found through the run's id, then read and verified as a board
 * row's is. A run that cannot be had is told to the player, and nothing opens.
 */
export class StandingsRuns {
  readonly #options: StandingsRunsOptions;

  constructor(options: StandingsRunsOptions) {
    this.#options = options;
  }

  async watch(row: StandingsPlace): Promise<void> {
    const hash = await this.#replayHash(row);
    if (hash === null) return;
    const text = await this.#options.runs.text(hash);
    if (text !== null) this.#options.watchText(text);
  }

  async race(event: GameEvent, row: StandingsPlace): Promise<void> {
    const [ref, replayHash] = await Promise.all([
      this.#options.play.refOf(event),
      this.#replayHash(row),
    ]);
    if (ref === null || replayHash === null || event.levelKey === null) return;
    const run = pickedRun({ ...row, replayHash });
    const replay = await this.#options.runs.raceable(run);
    if (replay !== null) this.#options.race(replay, ref, event.levelKey, run.label);
  }

  async #replayHash(row: StandingsPlace): Promise<string | null> {
    const answer = await this.#options.client.replayHash(row.runId);
    if (answer.kind === 'run') return answer.replayHash;
    this.#options.notify(eventsFailure(answer));
    return null;
  }
}
