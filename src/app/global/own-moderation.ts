import * as v from 'valibot';
// The files of src/api, not its index: the game's bundle takes only the answers' schemas.
import { nameResponse } from '../../api/responses';
import type { OwnModeration } from '../../api/moderation';
import { readName } from '../../api/operations/players';
import type { StoredPlayerKey } from '../../storage/player-key';
import type { FetchLike } from './global-client';
import { callOperation, jsonOf } from './service-request';
import { t } from '../text/text';

/** Where a note is shown: the end of a run (runs), My levels (levels); both show the name and key. */
export type ModerationScope = 'runs' | 'levels';

/**
 * What moderation did to the player, as lines for `scope`: their name hidden on the boards,
 * their key banned, and each hidden run (or level) of theirs, with the operator's reason.
 */
export function moderationNotes(own: OwnModeration, scope: ModerationScope): string[] {
  const notes: string[] = [];
  if (own.bannedReason !== null) {
    notes.push(t('moderation.banned', { reason: own.bannedReason }));
  }
  if (own.nameHiddenReason !== null) {
    notes.push(t('moderation.nameHidden', { reason: own.nameHiddenReason }));
  }
  for (const item of own.hidden) {
    if (scope === 'runs' && item.target.kind === 'run') {
      notes.push(t('moderation.runHidden', { id: item.target.id, reason: item.reason }));
    } else if (scope === 'levels' && item.target.kind === 'level') {
      notes.push(
        t('moderation.levelHidden', { id: item.target.id.slice(0, 12), reason: item.reason }),
      );
    }
  }
  return notes;
}

/** What the notes read from. */
export interface OwnModerationOptions {
  readonly fetch: FetchLike;
  /** The service's origin, or '' for the page's own. */
  readonly base: string;
  /** The player's key kept in this browser, or null (then there is nothing to read). */
  readonly player: () => StoredPlayerKey | null;
}

const ownAnswer = v.pick(nameResponse, ['moderation']);

/**
 * The player's own moderation notes: GET /api/players/:name with their own key, read again on
 * `refresh` and kept until the next answer. A failure to reach the service keeps the notes of
 * the last answer; an answer for another key (a new name claimed) starts from none.
 */
export class OwnModerationNotes {
  readonly #options: OwnModerationOptions;
  #own: OwnModeration | null = null;
  #keyRead: string | null = null;

  constructor(options: OwnModerationOptions) {
    this.#options = options;
  }

  /** The notes for `scope` from the last answer (none before one came, or without a key). */
  notes(scope: ModerationScope): string[] {
    const key = this.#options.player()?.key;
    if (key === undefined || key !== this.#keyRead || this.#own === null) return [];
    return moderationNotes(this.#own, scope);
  }

  /** Asks the service again; resolves once the answer (or the failure) is in. Never throws. */
  async refresh(): Promise<void> {
    const player = this.#options.player();
    if (player === null) return;
    const { fetch, base } = this.#options;
    const reply = await callOperation(fetch, base, readName, {
      params: { name: player.name },
      credential: player.key,
    });
    if (reply.kind !== 'answer' || reply.status !== 200) return;
    const read = v.safeParse(ownAnswer, jsonOf(reply.text));
    if (!read.success) return;
    this.#keyRead = player.key;
    this.#own = read.output.moderation ?? null;
  }
}
