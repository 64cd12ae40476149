import type { LevelRef } from '../../replay/format';
import type { EventEntry } from '../global/global-poster';
import type { ReplayLibrary } from '../replays/replay-library';
import type { EventLeaderAnswer } from '../splits/comparisons';
import type { EventClient, GameEvent } from './event-client';

/** What playing an event works with. */
export interface EventPlayOptions {
  readonly client: Pick<EventClient, 'start' | 'standings' | 'leader'>;
  /** The replay code, which reads and writes level keys. */
  readonly library: Pick<ReplayLibrary, 'load' | 'kit'>;
}

/**
 * The event being played: Play on the Events screen enters it and starts its level; every run
 * of that level started until the player goes back to the menus (a retry included) enters it:
 * its start token comes from the event's own start (`POST /api/events/<id>/start`), and its end
 * screen says whether it counted and the player's place. A run of another level, or one started
 * from the menus later, is an ordinary run.
 */
export class EventPlay {
  readonly #options: EventPlayOptions;
  #playing: { readonly event: GameEvent; readonly levelKey: string } | null = null;

  constructor(options: EventPlayOptions) {
    this.#options = options;
  }

  /** The level of `event` as a reference the game can start; null when it cannot start it. */
  async refOf(event: GameEvent): Promise<LevelRef | null> {
    if (event.levelKey === null) return null;
    const kit = await this.#options.library.load();
    const ref = kit.parseLevelKey(event.levelKey);
    // A community level is started from its link, which holds its level document.
    return ref === undefined || 'hash' in ref ? null : ref;
  }

  /**
   * Enters `event`: the runs of its level started from now on enter it. Answers its level to
   * start, or null when the game cannot start it (nothing is entered then).
   */
  async enter(event: GameEvent): Promise<LevelRef | null> {
    const ref = await this.refOf(event);
    if (ref === null || event.levelKey === null) return null;
    this.#playing = { event, levelKey: event.levelKey };
    return ref;
  }

  /** The player went back to the menus: the next runs are ordinary ones. */
  leave(): void {
    this.#playing = null;
  }

  /** The event a run of `ref` enters: the one in play, when `ref` is its level. */
  #eventOf(ref: LevelRef): GameEvent | null {
    const playing = this.#playing;
    const kit = this.#options.library.kit;
    return playing !== null && kit?.levelKey(ref) === playing.levelKey ? playing.event : null;
  }

  /** The leader of the event a run of `ref` enters, to compare with; null: it enters none. */
  leaderFor(ref: LevelRef): Promise<EventLeaderAnswer> | null {
    const event = this.#eventOf(ref);
    return event === null ? null : this.#options.client.leader(event.id);
  }

  /** The event a run of `ref` started now enters, if it is the level of the event in play. */
  entryFor(ref: LevelRef): EventEntry | undefined {
    const event = this.#eventOf(ref);
    if (event === null) return undefined;
    const { client } = this.#options;
    const { id, name } = event;
    return {
      name,
      start: (key) => client.start(id, key),
      // The place is the key's own, wherever it stands: not only on the first page.
      place: async (key) => {
        const answer = await client.standings(id, { key });
        return answer.kind === 'standings' ? (answer.you?.rank ?? null) : null;
      },
    };
  }
}
