import type { LocalStore } from '../../storage/local-store';
import { loadMyLevels, setMyLevelGlobal, type LevelGlobalState } from '../../storage/my-levels';
import type { GlobalClient } from './global-client';
import type { PlayerIdentity } from './player-identity';
import { RetryingOutbox, type Timer, type Unanswered } from './retrying-outbox';
import { say } from '../text/message-descriptor';

/** The service's final word on a sent level: the client's answers but no answer. */
type PublishAnswer = Exclude<Awaited<ReturnType<GlobalClient['publishLevel']>>, Unanswered>;

/** Where a published level stands with the global leaderboard: as stored, or being sent now. */
export type LevelPostState = LevelGlobalState | { readonly kind: 'posting' };

/** A level to send: its content hash and its link's fragment (`l=…`, level and proof). */
export interface LevelToPost {
  readonly hash: string;
  readonly fragment: string;
}

/** What the publisher works with. */
export interface LevelPublisherOptions {
  readonly client: GlobalClient;
  readonly store: LocalStore;
  /** Whether the player has opted in to posting (read on each publish and each attempt). */
  readonly enabled: () => boolean;
  readonly timer: Timer;
  /** The maker's key: the one of the player's name, claimed when there is none yet. */
  readonly identity: PlayerIdentity;
  /** The name the player's levels are proved under now. */
  readonly playerName: () => string;
}

/**
 * Sends the levels the player publishes in the editor to the global leaderboard
 * (`POST /api/levels`) when posting is on. What the service made of each is kept on its My levels
 * entry (`src/storage/my-levels.ts`), so a level that got no answer (offline, a 5xx, a 429) waits
 * there, is shown as waiting, and is sent again: on the next page load, when the page comes back
 * online, when another level is published, and on the outbox's backing-off timer
 * (`retrying-outbox.ts`). A refusal (4xx) is final and kept with its reason. One post at a
 * time. The page calls `flush()` once the game is up (the setting it reads comes with the game).
 */
export class LevelPublisher {
  readonly #options: LevelPublisherOptions;
  /** Levels not accepted yet, oldest first; memory is the truth when storage refuses a write. */
  readonly #pending = new Map<string, string>();
  readonly #states = new Map<string, LevelPostState>();
  readonly #listeners = new Set<() => void>();
  readonly #sender: RetryingOutbox<LevelToPost, PublishAnswer>;

  constructor(options: LevelPublisherOptions) {
    this.#options = options;
    this.#sender = new RetryingOutbox<LevelToPost, PublishAnswer>({
      timer: options.timer,
      courier: {
        waiting: () => [...this.#pending].map(([hash, fragment]) => ({ hash, fragment })),
        // Posting was turned off meanwhile: the level waits, unsent, until it is on again.
        mayDeliver: () => options.enabled(),
        deliver: ({ hash, fragment }) => {
          this.#states.set(hash, { kind: 'posting' });
          this.#changed();
          return this.#send(fragment);
        },
        delivered: (level, answer) => {
          this.#published(level, answer);
        },
        unanswered: (reason) => {
          for (const waiting of this.#pending.keys()) {
            this.#set(waiting, { kind: 'waiting', reason });
          }
        },
      },
    });
    for (const level of [...loadMyLevels(options.store)].reverse()) {
      if (level.global?.kind === 'waiting') this.#pending.set(level.hash, level.fragment);
    }
  }

  /** Levels waiting to be accepted. */
  get waiting(): number {
    return this.#pending.size;
  }

  /**
   * The player published a level: with posting on it is sent (true); with posting off nothing
   * is sent and nothing changes (false).
   */
  publish(level: LevelToPost): boolean {
    if (!this.#options.enabled()) return false;
    this.#pending.delete(level.hash);
    this.#pending.set(level.hash, level.fragment);
    this.#set(level.hash, { kind: 'waiting', reason: say('post.notSentYet') });
    void this.flush();
    return true;
  }

  /**
   * What the global leaderboard made of a level this session, or undefined (then My levels has
   * what it made of it before, if anything: the caller reads it there with the list).
   */
  state(hash: string): LevelPostState | undefined {
    return this.#states.get(hash);
  }

  /** Calls `listener` whenever a level's state changes; the returned function stops it. */
  watch(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** The page is online again: try the waiting levels now. */
  online(): void {
    if (this.#pending.size > 0) void this.flush();
  }

  /** Sends the waiting levels one at a time; resolves when none waits or the service is away. */
  flush(): Promise<void> {
    return this.#sender.flush();
  }

  /**
   * Sends a level with the key of the player's name (claimed first when there is none): a name
   * taken by another is the service's final word, as a refusal is.
   */
  async #send(fragment: string): Promise<PublishAnswer | Unanswered> {
    const key = await this.#options.identity.keyFor(this.#options.playerName());
    if (key.kind === 'taken') {
      const reason = say('post.nameTaken', { name: key.name });
      return { kind: 'refused', status: 409, reason };
    }
    if (key.kind !== 'key') return key;
    return this.#options.client.publishLevel(fragment, key.player.key);
  }

  /** The service's final word on a level: it stops waiting (unless published again meanwhile). */
  #published({ hash, fragment }: LevelToPost, answer: PublishAnswer): void {
    if (this.#pending.get(hash) === fragment) this.#pending.delete(hash);
    this.#set(
      hash,
      answer.kind === 'published'
        ? { kind: 'posted', levelKey: answer.levelKey }
        : { kind: 'refused', reason: answer.reason },
    );
  }

  /** Records a state in memory and on the level's My levels entry (when storage allows). */
  #set(hash: string, state: LevelGlobalState): void {
    this.#states.set(hash, state);
    setMyLevelGlobal(this.#options.store, hash, state);
    this.#changed();
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }
}
