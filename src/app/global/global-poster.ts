import type { LevelRef } from '../../replay/format';
import type { LevelDocument } from '../../replay/level-link/level-document';
import { SIM_VERSION } from '../../sim';
import type { LocalStore } from '../../storage/local-store';
import { loadOutbox, saveOutbox, type OutboxRun } from '../../storage/global-outbox';
import type { GlobalClient } from './global-client';
import type { PlayerIdentity } from './player-identity';
import { deliveryKey, noKey, startKey, startWithKey } from './post-keys';
import type { MessageDescriptor } from '../text/message-descriptor';
import type { GlobalPostStatus } from './post-status';
import { ServiceVersions } from './post-versions';
import { RetryingOutbox, type Timer } from './retrying-outbox';
import {
  postStatusOf,
  unstarted,
  type EventEntry,
  type PostAnswer,
  type RunPost,
  type StartedRun,
} from './run-post';

export type { GlobalPostStatus } from './post-status';
export type { EventEntry } from './run-post';

/** What the poster works with. */
export interface GlobalPosterOptions {
  readonly client: GlobalClient;
  readonly store: LocalStore;
  /** Whether the player has opted in (read when each run starts). */
  readonly enabled: () => boolean;
  readonly timer: Timer;
  /** The page's clock, ISO 8601, for the outbox's record of when a run was queued. */
  readonly now: () => string;
  /** Told when the service says it runs another simulation version than the game's. */
  readonly onServiceVersion?: (version: number) => void;
  /** The player's key: claimed for the player's name when a run starts with posting on. */
  readonly identity: PlayerIdentity;
  /** The name runs are recorded under now (read when each run starts). */
  readonly playerName: () => string;
}

/**
 * The game's side of the global leaderboard. When a run starts it asks for a start token with the
 * player's key without waiting (a first run's name is claimed first); when the run ends (won or
 * lost, or quit while playing after long enough: see run-replays.ts) its replay goes into the
 * outbox (local storage) first, with the token and the key it was started with, and is then
 * posted. Whatever is in the outbox is posted one run at a time, never two at once, until the
 * service gives a final answer: ranked (201, or 200 when an earlier post that lost its answer had
 * stored it: the service is idempotent by replay hash) or refused. No answer, a 5xx or a 429
 * keeps the run and tries again: when the next run gets a token, when the page comes back online,
 * and on the outbox's backing-off timer (`retrying-outbox.ts`). Versions: `post-versions.ts`;
 * which key a run goes with: `post-keys.ts`.
 */
export class GlobalPoster {
  readonly #options: GlobalPosterOptions;
  #outbox: OutboxRun[];
  #current: RunPost | null = null;
  /** Runs of this session by token, so a later post of one reaches its end screen. */
  readonly #byToken = new Map<string, RunPost>();
  readonly #sender: RetryingOutbox<OutboxRun, PostAnswer>;
  readonly #versions: ServiceVersions;

  constructor(options: GlobalPosterOptions) {
    this.#options = options;
    this.#outbox = loadOutbox(options.store);
    this.#versions = new ServiceVersions(options.onServiceVersion);
    this.#sender = new RetryingOutbox<OutboxRun, PostAnswer>({
      timer: options.timer,
      courier: {
        waiting: () => this.#versions.postable(this.#outbox),
        mayDeliver: () => this.#versions.ahead === null,
        deliver: async (entry) => this.#versions.read(await this.#deliver(entry)),
        delivered: (entry, answer) => {
          this.#posted(entry, answer);
        },
        unanswered: (reason) => {
          this.#outboxSaysWaiting(reason);
        },
      },
    });
    if (this.waiting > 0) void this.flush();
  }

  /** Runs waiting to be posted by this game (of its version, to a service of its rules). */
  get waiting(): number {
    return this.#versions.postable(this.#outbox).length;
  }

  /**
   * A run of `level` started (`daily` ranks on today's board): a token is asked for with the
   * player's key, unawaited (`post-keys.ts`: a first run's name is claimed before its start). A
   * level made in the editor (a `{hash}` reference) comes with its level document. A run that
   * enters an event (`entry`) asks the event for its token instead.
   */
  runStarted(
    level: LevelRef,
    daily: boolean,
    levelDocument?: LevelDocument,
    entry?: EventEntry,
  ): void {
    const scope = daily ? 'today' : 'level';
    const run: RunPost = {
      scope,
      token: null,
      ...(levelDocument === undefined ? {} : { levelDocument }),
      ...(entry === undefined ? {} : { entry }),
      status: { kind: 'none' },
      listener: null,
    };
    this.#current = run;
    if (!this.#options.enabled()) return;
    const name = this.#options.playerName();
    const { identity, client } = this.#options;
    run.key = identity.keyFor(name);
    // Unawaited: at once with the key kept for this name, else once its claim answers.
    const started = startWithKey(run.key, startKey(identity, name), (key) =>
      entry === undefined ? client.start(level, key, levelDocument) : entry.start(key),
    );
    run.token = started.then((begun) => {
      if (begun === null) return null;
      const { answer, key } = begun;
      if (answer.kind !== 'token') {
        const read = this.#versions.read(answer);
        if (read.kind === 'refused' && read.serviceVersion !== undefined) {
          run.serviceAhead = read.serviceVersion;
        } else if (read.kind === 'refused' && entry !== undefined) run.entryRefused = read.reason;
        return null;
      }
      // The service answers again: whatever waits in the outbox can go now.
      if (this.waiting > 0) void this.flush();
      return { token: answer.token, levelKey: answer.levelKey, key };
    });
  }

  /**
   * The start token of the run started last, with its level key and the key it was started
   * with, as it comes (null when the service refused one); null when that run is not posted.
   */
  currentStart(): Promise<StartedRun | null> | null {
    return this.#current?.token ?? null;
  }

  /** A run that is never posted started (an editor level): nothing of it reaches the service. */
  runNotPosted(): void {
    this.#current = null;
  }

  /**
   * The run started last ended, won or lost: its replay (canonical text, recorded by this game
   * under its SIM_VERSION) goes into the outbox with that version, and is posted. The service
   * ranks a win and keeps a lost run as an attempt (the player's proof of play of the level).
   */
  async runEnded(replay: string): Promise<void> {
    const run = this.#current;
    if (run?.token == null) return;
    await this.#queue(run, replay);
  }

  /**
   * The run started last was quit while playing: it is set aside, and the function answered
   * posts its replay as an attempt once made (null when the run has nothing to post with).
   */
  runQuit(): ((replay: string) => Promise<void>) | null {
    const run = this.#current;
    if (run?.token == null) return null;
    this.#current = null;
    return (replay) => this.#queue(run, replay);
  }

  async #queue(run: RunPost, replay: string): Promise<void> {
    this.#set(run, { kind: 'posting' });
    // The key first: a run whose name could not be claimed was never started.
    const key = await run.key;
    if (key?.kind !== 'key') {
      this.#set(run, noKey(key));
      return;
    }
    const started = await run.token;
    if (started === null) {
      this.#set(run, unstarted(run));
      return;
    }
    this.#byToken.set(started.token, run);
    this.#outbox.push({
      token: started.token,
      replay,
      levelKey: started.levelKey,
      queuedAt: this.#options.now(),
      // The key its token was started with: the service takes the token from no other.
      key: started.key,
      ...(run.levelDocument === undefined ? {} : { levelDocument: run.levelDocument }),
      simVersion: SIM_VERSION,
    });
    saveOutbox(this.#options.store, this.#outbox);
    await this.flush();
    // It joined a round that was already ending without it: one more round for this run.
    if (run.status.kind === 'posting') await this.flush();
    const ahead = this.#versions.ahead;
    if (run.status.kind === 'posting' && ahead !== null) {
      this.#set(run, { kind: 'update-needed', serviceVersion: ahead });
    }
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
    if (this.waiting > 0) void this.flush();
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
    const key = deliveryKey(entry, this.#options.identity);
    return this.#options.client.post(entry.token, entry.replay, key, entry.levelDocument);
  }

  /**
   * The service's final word on a run: it leaves the outbox, and its end screen says so; a
   * service of newer rules keeps it in the outbox, with its version.
   */
  #posted(entry: OutboxRun, answer: PostAnswer): void {
    const run = this.#byToken.get(entry.token);
    if (answer.kind === 'refused' && (answer.serviceVersion ?? 0) > SIM_VERSION) {
      const serviceVersion = answer.serviceVersion ?? 0;
      if (run !== undefined) this.#set(run, { kind: 'update-needed', serviceVersion });
      return;
    }
    this.#outbox = this.#outbox.filter((e) => e.token !== entry.token);
    saveOutbox(this.#options.store, this.#outbox);
    this.#byToken.delete(entry.token);
    if (run === undefined) return;
    const event = run.entry;
    if (event === undefined || answer.kind !== 'ranked') {
      this.#set(run, postStatusOf(answer, run.scope));
      return;
    }
    const won = answer.rank !== null;
    this.#set(run, { kind: 'entered', event: event.name, won, place: null });
    const key = deliveryKey(entry, this.#options.identity);
    if (!won || key === '') return;
    void event.place(key).then((place) => {
      if (place !== null) this.#set(run, { kind: 'entered', event: event.name, won, place });
    });
  }

  #outboxSaysWaiting(reason: MessageDescriptor): void {
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
