// The files of src/api, not its index: the game's bundle takes only what it uses.
import { PLAYER_KEY_PATTERN } from '../../api/fields';
import type { LocalStore } from '../../storage/local-store';
import { loadPlayerKey, savePlayerKey, type StoredPlayerKey } from '../../storage/player-key';
import type { GlobalClient, ServiceFailure } from './global-client';
import { say } from '../text/message-descriptor';

/** What asking for the key of a name came to. */
export type KeyAnswer =
  | { readonly kind: 'key'; readonly player: StoredPlayerKey }
  | { readonly kind: 'taken'; readonly name: string }
  | ServiceFailure;

/**
 * The player's key for the global leaderboard, without an account: opting in claims the player's
 * name (`POST /api/players`) and keeps the key this browser got for it in local storage; the key
 * is the recovery code Settings shows, and pasting it in another browser signs in there under the
 * same name. A name the service says is taken (by another, or one that looks the same) is left
 * to the player to change.
 */
export class PlayerIdentity {
  readonly #client: GlobalClient;
  readonly #store: LocalStore;
  #player: StoredPlayerKey | null;
  /** Claims under way, by name: two runs started at once claim once. */
  readonly #claiming = new Map<string, Promise<KeyAnswer>>();

  constructor(options: { readonly client: GlobalClient; readonly store: LocalStore }) {
    this.#client = options.client;
    this.#store = options.store;
    this.#player = loadPlayerKey(options.store);
  }

  /** The key kept in this browser, or null before the player opted in. */
  get player(): StoredPlayerKey | null {
    return this.#player;
  }

  /** The recovery code to copy to another browser (the key itself), or null when none. */
  get recoveryCode(): string | null {
    return this.#player?.key ?? null;
  }

  /**
   * The key runs under `name` are posted with: the one kept when it is this name's, else a new
   * claim of `name` (which replaces the key kept). `taken` when the service gives the name to
   * another player; a failure to reach the service is returned as it is, for a retry.
   */
  keyFor(name: string): Promise<KeyAnswer> {
    if (this.#player?.name === name) return Promise.resolve({ kind: 'key', player: this.#player });
    let claim = this.#claiming.get(name);
    if (claim === undefined) {
      claim = this.#claim(name).finally(() => this.#claiming.delete(name));
      this.#claiming.set(name, claim);
    }
    return claim;
  }

  /**
   * Signs in with a recovery code pasted from another browser: the service says whose key it
   * is, and the key and its name are kept here. A code of the wrong form is refused before any
   * request.
   */
  async signIn(code: string): Promise<KeyAnswer> {
    const key = code.trim();
    if (!PLAYER_KEY_PATTERN.test(key)) {
      return { kind: 'refused', status: 400, reason: say('account.notACodeReason') };
    }
    const answer = await this.#client.playerOf(key);
    if (answer.kind !== 'player') return answer;
    return this.#keep({ playerId: answer.playerId, name: answer.name, key });
  }

  async #claim(name: string): Promise<KeyAnswer> {
    const answer = await this.#client.claimPlayer(name);
    if (answer.kind === 'refused' && answer.status === 409) return { kind: 'taken', name };
    if (answer.kind !== 'player') return answer;
    return this.#keep({ playerId: answer.playerId, name: answer.name, key: answer.key });
  }

  #keep(player: StoredPlayerKey): KeyAnswer {
    this.#player = player;
    savePlayerKey(this.#store, player);
    return { kind: 'key', player };
  }
}
