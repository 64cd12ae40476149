import { randomBytes } from 'node:crypto';
import type { LiveRunsResponse, SpectatorFrame } from '../../../api';
import type { InputRun } from '../../../replay';
import {
  isLocal,
  LiveRun,
  type LiveRunIdentity,
  type LocalRun,
  type RivalLink,
  type SpectatorLink,
} from './live-run';
import { BucketCounts } from './bucket-counts';
import { DueQueue } from './due-queue';
import { isStreamRefusal, type LiveStream, type StreamRefusal } from './live-stream';
import type { LiveSettings } from './live-settings';
import { RaceRooms } from './race-rooms';

/** A live run refused or not found: the close reason and its problem. */
export type LiveRefusal = StreamRefusal;

/** Told when a run is abandoned (lost past the resume time, or its stream refused), and when. */
export type AbandonListener = (run: LiveRun, at: number) => void;

/** Where the registry hands what its own runs hold, for other instances to show (live-cluster). */
export interface LiveRelay {
  opened(run: LocalRun): void;
  held(run: LocalRun, frame: SpectatorFrame, at: number, ticks: number): void;
  dropped(run: LocalRun): void;
}

/**
 * The runs being played on this instance, in memory: each stream's re-simulation, its frames
 * held for the spectator delay, its spectators, and its runner's connection. `pump(now)` releases
 * what the delay lets go, abandons runs whose runner has not come back within the resume time,
 * and drops finished runs once their end is released. Every time is the service's clock. The runs
 * of one race room are each other's rivals: each frame of one is sent to the others' racers as
 * it is held, with no delay.
 */
export class LiveRegistry {
  readonly #runs = new Map<string, LiveRun>();
  readonly #runsByBucket = new BucketCounts();
  readonly #rooms = new RaceRooms();
  readonly #abandonListeners: AbandonListener[] = [];
  #relay: LiveRelay | undefined;
  /** The watched runs by when a held frame of theirs falls due for their spectators. */
  readonly #due = new DueQueue<LiveRun>();
  /** Spectators on other instances, by live id, as their last heartbeats counted them. */
  otherViewers: ReadonlyMap<string, number> = new Map();

  /**
   * `wake` is called with the time a held frame of a watched run falls due, whenever that is
   * earlier than every other due time queued: whoever owns the clock then calls `releaseDue`.
   */
  constructor(
    readonly settings: LiveSettings,
    private readonly wake?: (at: number) => void,
  ) {}

  /**
   * Opens a live run for a hello that was checked; refused past the bucket's live runs (counted
   * once what is due is released, so a run whose end fell due no longer counts).
   */
  open(
    identity: Omit<LiveRunIdentity, 'liveId'>,
    stream: LiveStream,
    now: number,
  ): LocalRun | LiveRefusal {
    this.pump(now);
    if (this.byToken(identity.tokenId) !== undefined) {
      return { reason: 'tokenRefused', problem: 'this token streams a live run already' };
    }
    const limit = this.settings.runsPerBucket;
    if (!this.#runsByBucket.add(identity.bucket, limit)) {
      return {
        reason: 'tooMany',
        problem: `${limit} live runs from this address already, the limit`,
      };
    }
    const liveId = randomBytes(12).toString('base64url');
    const run = new LiveRun({ ...identity, liveId }, stream, now) as LocalRun;
    this.#runs.set(liveId, run);
    this.#rooms.add(run);
    this.#relay?.opened(run);
    return run;
  }

  /** Hands what this instance's runs hold to `relay` (the other instances). */
  relayTo(relay: LiveRelay): void {
    this.#relay = relay;
  }

  /**
   * Releases what is due at `now` of the watched runs queued (each frame as it falls due, with
   * no wait for the pump); answers when the next falls due, if any is queued.
   */
  releaseDue(now: number): number | undefined {
    for (const run of new Set(this.#due.takeDue(now))) this.pumpRun(run, now);
    return this.#due.next;
  }

  /** Queues a watched run's release for `at` (a run nobody watches waits for the pump). */
  #schedule(run: LiveRun, at: number): void {
    if (this.#due.push(at, run)) this.wake?.(at);
  }

  /** Shows a run of another instance (`origin`) here, opened there at `startedAt`. */
  mirror(identity: LiveRunIdentity, startedAt: number, origin: string): void {
    if (this.#runs.has(identity.liveId)) return;
    const run = new LiveRun(identity, undefined, startedAt, origin);
    this.#runs.set(identity.liveId, run);
    this.#rooms.add(run);
  }

  /** A frame another instance held for its run at `at`, held here as it was there. */
  mirrored(liveId: string, frame: SpectatorFrame, at: number, ticks: number): void {
    const run = this.#runs.get(liveId);
    if (run === undefined || isLocal(run) || run.finished) return;
    this.#hold(run, frame, at, ticks);
  }

  /**
   * The runs of an instance that stopped (its heartbeat is older than the resume time) are
   * abandoned as of `at`, as a lost runner's are: their racers are marked abandoned.
   */
  abandonOrigin(origin: string, at: number): void {
    for (const run of this.#runs.values()) {
      if (run.origin !== origin || run.finished) continue;
      this.#hold(run, { type: 'abandoned' }, at, run.ticks, true);
    }
  }

  /** The origins of the runs of other instances shown here. */
  origins(): Set<string> {
    const origins = new Set<string>();
    for (const run of this.#runs.values()) if (run.origin !== undefined) origins.add(run.origin);
    return origins;
  }

  /** This instance's spectators by live id (runs watched by nobody here left out). */
  viewers(): Record<string, number> {
    const viewers: Record<string, number> = {};
    for (const [liveId, run] of this.#runs) {
      if (run.spectators.size > 0) viewers[liveId] = run.spectators.size;
    }
    return viewers;
  }

  /** Calls `listener` whenever a run is abandoned (a race room marks its racer). */
  onAbandoned(listener: AbandonListener): void {
    this.#abandonListeners.push(listener);
  }

  /**
   * Connects a racer's socket to its run: it is sent each rival's run from tick 0 now, then every
   * frame of theirs as it is held.
   */
  race(run: LocalRun, link: RivalLink): void {
    run.rivalLink = link;
    for (const rival of this.#rooms.rivalsOf(run)) rival.showTo(link);
  }

  /**
   * Holds a frame of a run for its spectators, and sends it to its rivals' racers at once. A run
   * of this instance is relayed to the others; its abandonment (or, with `announce`, that of a
   * run whose instance stopped) is told to the abandon listeners, once, here.
   */
  #hold(
    run: LiveRun,
    frame: SpectatorFrame,
    now: number,
    ticks: number,
    announce = isLocal(run),
  ): void {
    run.hold(frame, now, ticks);
    if (run.spectators.size > 0) this.#schedule(run, now + this.settings.delayMs);
    if (isLocal(run)) this.#relay?.held(run, frame, now, ticks);
    for (const rival of this.#rooms.rivalsOf(run))
      rival.rivalLink?.send(run.identity.liveId, frame);
    if (frame.type === 'abandoned' && announce)
      for (const listener of this.#abandonListeners) listener(run, now);
  }

  /** Takes a paused run up again with the token that started it. */
  resume(liveId: string, tokenId: string, now: number): LocalRun | LiveRefusal {
    const run = this.#runs.get(liveId);
    // A run streamed to another instance resumes there (or falls back to its post).
    if (run === undefined || !isLocal(run) || run.finished || run.identity.tokenId !== tokenId) {
      return { reason: 'notFound', problem: 'no live run of this id and token to resume' };
    }
    if (run.pausedAt === null) {
      return { reason: 'tokenRefused', problem: 'the run is streamed by another connection' };
    }
    run.pausedAt = null;
    this.#hold(run, { type: 'resumed' }, now, run.stream.tick);
    return run;
  }

  /** A batch of inputs from the runner: played and held for spectators, or the run refused. */
  take(run: LocalRun, from: number, runs: readonly InputRun[], now: number): LiveRefusal | null {
    const taken = run.stream.take(from, runs, now);
    if (isStreamRefusal(taken)) {
      this.#hold(run, { type: 'abandoned' }, now, run.stream.tick);
      return taken;
    }
    const frame: SpectatorFrame = {
      type: 'inputs',
      from,
      runs: runs.map(([t, i]) => [t, i] as [number, number]),
    };
    this.#hold(run, frame, now, taken.tick);
    if (taken.outcome !== 'playing') this.end(run, now);
    return null;
  }

  /** The run ended: won or lost by its inputs, or quit by its runner. */
  end(run: LocalRun, now: number): void {
    if (run.finished) return;
    const { tick, outcome } = run.stream;
    this.#hold(run, { type: 'ended', tick, outcome }, now, tick);
  }

  /** The runner's connection is gone: the run shows paused until it resumes or is abandoned. */
  disconnect(run: LocalRun, now: number): void {
    run.rivalLink = undefined;
    if (run.finished || run.pausedAt !== null) return;
    run.pausedAt = now;
    this.#hold(run, { type: 'paused' }, now, run.stream.tick);
  }

  /**
   * Adds a spectator to a run, sent its run from tick 0 as the delay shows it at `now` (what is
   * due is released first, so a spectator never starts behind the others).
   */
  watch(liveId: string, spectator: SpectatorLink, now: number): LiveRun | LiveRefusal {
    this.pump(now);
    const run = this.#runs.get(liveId);
    if (run === undefined) return { reason: 'notFound', problem: 'no live run of this id' };
    this.pumpRun(run, now);
    run.watch(spectator, this.settings.delayMs);
    // Its first spectator: what it holds is queued from now on, so queue what it holds already.
    const due = run.nextDue(this.settings.delayMs);
    if (run.spectators.size === 1 && due !== undefined) this.#schedule(run, due);
    return run;
  }

  /**
   * Releases held frames that are due at `now`, abandons runs paused past the resume time, and
   * drops each run whose end was released (its spectators closed with `done`).
   */
  pump(now: number): void {
    for (const run of this.#runs.values()) {
      // A run streamed here, playing and watched by nobody is released by its own batches (and
      // first by a list or a new spectator): the timer walks only the others.
      if (isLocal(run) && run.pausedAt === null && !run.finished && run.spectators.size === 0) {
        continue;
      }
      this.pumpRun(run, now);
    }
  }

  /**
   * What `pump` does for one run: a runner's frame releases what is due of its own run at once
   * (with no delay, as it comes), without a walk over every run of the instance per frame.
   */
  pumpRun(run: LiveRun, now: number): void {
    const lostUntil = run.pausedAt === null ? null : run.pausedAt + this.settings.resumeMs;
    // Held as of when the resume time ran out, whenever the pump comes to notice it.
    if (lostUntil !== null && !run.finished && now > lostUntil) {
      this.#hold(run, { type: 'abandoned' }, lostUntil, run.ticks);
    }
    if (!this.#runs.has(run.identity.liveId) || !run.release(now, this.settings.delayMs)) return;
    for (const spectator of run.spectators) spectator.close(1000, 'the run is over');
    this.#drop(run);
  }

  #drop(run: LiveRun): void {
    this.#runs.delete(run.identity.liveId);
    this.#rooms.remove(run);
    if (!isLocal(run)) return;
    this.#relay?.dropped(run);
    this.#runsByBucket.remove(run.identity.bucket);
  }

  /** The runs in progress as the delay shows them, newest first; those not yet shown left out. */
  list(now: number): LiveRunsResponse {
    for (const run of this.#runs.values()) this.pumpRun(run, now);
    const delayMs = this.settings.delayMs;
    const shown = [...this.#runs.values()].filter((run) => run.startedAt + delayMs <= now);
    shown.sort((a, b) => b.startedAt - a.startedAt);
    const others = (run: LiveRun) => this.otherViewers.get(run.identity.liveId) ?? 0;
    return { runs: shown.map((run) => run.row(others(run))), delayMs };
  }

  /** Closes every spectator and forgets every run and due release (the service stops). */
  close(): void {
    for (const run of this.#runs.values())
      for (const spectator of run.spectators) spectator.close(1001, 'the service stops');
    this.#runs.clear();
    this.#rooms.clear();
    this.#due.clear();
  }

  /** The live run streamed with the start token of this id on this instance, if any. */
  byToken(tokenId: string): LiveRun | undefined {
    for (const run of this.#runs.values()) if (run.identity.tokenId === tokenId) return run;
    return undefined;
  }
}
