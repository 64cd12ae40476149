import type { LevelRef } from '../../replay/format';
import type { LevelDocument } from '../../replay/level-link/level-document';
import type { LocalStore } from '../../storage/local-store';
import { loadOutbox, saveOutbox, type OutboxRun } from '../../storage/global-outbox';
import type { GlobalClient } from './global-client';
import type { KeyAnswer, PlayerIdentity } from './player-identity';
import { RetryingOutbox, type Timer, type Unanswered } from './retrying-outbox';

/**
 * What became of a run's global post, as the end screen says it. `none`: nothing to say (posting
 * is off, or the run was not won); `no-token`: the run started while the service could not be
 * reached, so it can never be posted.
 */
export type GlobalPostStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'no-token' }
  | { readonly kind: 'posting' }
  | { readonly kind: 'waiting'; readonly reason: string }
  | { readonly kind: 'ranked'; readonly rank: number; readonly scope: 'today' | 'level' }
  | { readonly kind: 'refused'; readonly reason: string };

/** What the poster works with. */
export interface GlobalPosterOptions {
  readonly client: GlobalClient;
  readonly store: LocalStore;
  /** Whether the player has opted in (read when each run starts). */
  readonly enabled: () => boolean;
  readonly timer: Timer;
  /** The page's clock, ISO 8601, for the outbox's record of when a run was queued. */
  readonly now: () => string;
  /** The player's key: claimed for the player's name when a run starts with posting on. */
  readonly identity: PlayerIdentity;
  /** The name runs are recorded under now (read when each run starts). */
  readonly playerName: () => string;
}

/** The service's final word on a posted run: the client's answers but no answer. */
type PostAnswer = Exclude<Awaited<ReturnType<GlobalClient['post']>>, Unanswered>;

/** One live run's part in the global leaderboard. */
interface RunPost {
  readonly scope: 'today' | 'level';
  /** The start token's answer; null when posting was off at the start. */
  readonly token: Promise<{ token: string; levelKey: string } | null> | null;
  /** The key of the name the run is played under, asked for when it started. */
  readonly key?: Promise<KeyAnswer>;
  /** A level made in the editor: its document, sent with the start and the post. */
  readonly levelDocument?: LevelDocument;
  status: GlobalPostStatus;
  listener: ((status: GlobalPostStatus) => void) | null;
}

/**
 * The game's side of the global leaderboard. When a run starts it asks for a start token without
 * waiting; when the run is won its replay goes into the outbox (local storage) first and is then
 * posted. Whatever is in the outbox is posted one run at a time, never two at once, until the
 * service gives a final answer: ranked (201, or 200 when an earlier post that lost its answer had
 * stored it: the service is idempotent by replay hash) or refused. No answer, a 5xx or a 429
 * keeps the run and tries again: when the next run gets a token, when the page comes back online,
 * and on the outbox's backing-off timer (`retrying-outbox.ts`).
 */
export class GlobalPoster {
  readonly #options: GlobalPosterOptions;
  #outbox: OutboxRun[];
  #current: RunPost | null = null;
  /** Runs of this session by token, so a later post of one reaches its end screen. */
  readonly #byToken = new Map<string, RunPost>();
  readonly #sender: RetryingOutbox<OutboxRun, PostAnswer>;

  constructor(options: GlobalPosterOptions) {
    this.#options = options;
    this.#outbox = loadOutbox(options.store);
    this.#sender = new RetryingOutbox<OutboxRun, PostAnswer>({
      timer: options.timer,
      courier: {
        waiting: () => this.#outbox,
        deliver: (entry) => this.#deliver(entry),
        delivered: (entry, answer) => {
          this.#posted(entry, answer);
        },
        unanswered: (reason) => {
          this.#outboxSaysWaiting(reason);
        },
      },
    });
    if (this.#outbox.length > 0) void this.flush();
  }

  /** Won runs still waiting to be posted. */
  get waiting(): number {
    return this.#outbox.length;
  }

  /**
   * A run of `level` started (`daily` ranks on today's board): a token is asked for, unawaited.
   * A level made in the editor (a `{hash}` reference) comes with its level document.
   */
  runStarted(level: LevelRef, daily: boolean, levelDocument?: LevelDocument): void {
    const scope = daily ? 'today' : 'level';
    if (!this.#options.enabled()) {
      this.#current = { scope, token: null, status: { kind: 'none' }, listener: null };
      return;
    }
    const token = this.#options.client.start(level, levelDocument).then((answer) => {
      if (answer.kind !== 'token') return null;
      // The service answers again: whatever waits in the outbox can go now.
      if (this.#outbox.length > 0) void this.flush();
      return { token: answer.token, levelKey: answer.levelKey };
    });
    this.#current = {
      scope,
      token,
      key: this.#options.identity.keyFor(this.#options.playerName()),
      ...(levelDocument === undefined ? {} : { levelDocument }),
      status: { kind: 'none' },
      listener: null,
    };
  }

  /** A run that is never posted started (an editor level): nothing of it reaches the service. */
  runNotPosted(): void {
    this.#current = null;
  }

  /** The run started last was won: its replay (canonical text) goes into the outbox and is posted. */
  async runWon(replay: string): Promise<void> {
    const run = this.#current;
    if (run?.token == null) return;
    this.#set(run, { kind: 'posting' });
    const started = await run.token;
    if (started === null) {
      this.#set(run, { kind: 'no-token' });
      return;
    }
    const key = await run.key;
    if (key?.kind !== 'key') {
      this.#set(run, noKey(key));
      return;
    }
    this.#byToken.set(started.token, run);
    this.#outbox.push({
      token: started.token,
      replay,
      levelKey: started.levelKey,
      queuedAt: this.#options.now(),
      key: key.player.key,
      ...(run.levelDocument === undefined ? {} : { levelDocument: run.levelDocument }),
    });
    saveOutbox(this.#options.store, this.#outbox);
    await this.flush();
    // It joined a round that was already ending without it: one more round for this run.
    if (run.status.kind === 'posting') await this.flush();
  }

  /** Shows the last run's post status through `listener` now and on every change. */
  attach(listener: (status: GlobalPostStatus) => void): void {
    const run = this.#current;
    if (run === null) {
      listener({ kind: 'none' });
      return;
    }
    run.listener = listener;
    listener(run.status);
  }

  /** The page is online again: try the outbox now. */
  online(): void {
    if (this.#outbox.length > 0) void this.flush();
  }

  /** Posts the outbox, one run at a time; resolves when it is empty or the service did not answer. */
  flush(): Promise<void> {
    return this.#sender.flush();
  }

  /**
   * Posts one run with the key it was played under; a run queued before keys were kept goes
   * with the key kept now (or none, and the service refuses it).
   */
  #deliver(entry: OutboxRun): ReturnType<GlobalClient['post']> {
    const key = entry.key ?? this.#options.identity.player?.key ?? '';
    return this.#options.client.post(entry.token, entry.replay, key, entry.levelDocument);
  }

  /** The service's final word on a run: it leaves the outbox, and its end screen says so. */
  #posted(entry: OutboxRun, answer: PostAnswer): void {
    this.#outbox = this.#outbox.filter((e) => e.token !== entry.token);
    saveOutbox(this.#options.store, this.#outbox);
    const run = this.#byToken.get(entry.token);
    this.#byToken.delete(entry.token);
    if (run === undefined) return;
    this.#set(
      run,
      answer.kind === 'ranked'
        ? { kind: 'ranked', rank: answer.rank, scope: run.scope }
        : { kind: 'refused', reason: answer.reason },
    );
  }

  #outboxSaysWaiting(reason: string): void {
    for (const entry of this.#outbox) {
      const run = this.#byToken.get(entry.token);
      if (run !== undefined) this.#set(run, { kind: 'waiting', reason });
    }
  }

  #set(run: RunPost, status: GlobalPostStatus): void {
    run.status = status;
    run.listener?.(status);
  }
}

/** Why a won run has no key to be posted with: its name is taken, or no claim got through. */
function noKey(answer: KeyAnswer | undefined): GlobalPostStatus {
  if (answer?.kind === 'taken') {
    return {
      kind: 'refused',
      reason: `the name "${answer.name}" is taken on the global leaderboard: choose another in Settings`,
    };
  }
  if (answer?.kind === 'refused') return { kind: 'refused', reason: answer.reason };
  return { kind: 'no-token' };
}
