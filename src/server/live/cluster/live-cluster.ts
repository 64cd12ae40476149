import { randomBytes } from 'node:crypto';
import type { SpectatorFrame } from '../../../api';
import { BoardNotices } from '../../store/board-notices';
import {
  LIVE_CHANNEL,
  type LiveFrameRow,
  type LiveFrameStore,
  type LiveInstanceRow,
} from '../../store/live/live-frame-store';
import type { LiveRunIdentity, LocalRun } from '../registry/live-run';
import type { LiveRegistry, LiveRelay } from '../registry/live-registry';

/**
 * How often an instance writes its held frames: every 100 ms, one statement for all its runs.
 * A runner flushes every 200 ms, so this adds at most 100 ms to a frame's way to another
 * instance (well inside the 2 s spectator delay) and caps the writes at ten a second per
 * instance, however many run on it.
 */
export const LIVE_FLUSH_MS = 100;
/** How often an instance beats (and counts its spectators for the others), in ms. */
export const LIVE_BEAT_MS = 1_000;
/** The rows of an instance that stopped are deleted this long after its last beat, in ms. */
const FORGET_AFTER_MS = 10 * 60_000;

/** The frame that opens a run on the other instances: who plays it, and since when. */
interface OpenFrame {
  readonly type: 'open';
  readonly identity: Omit<LiveRunIdentity, 'bucket'>;
}

/**
 * Live runs across instances on one PostgreSQL: inputs in a table, "instance X moved on" pings
 * through LISTEN/NOTIFY. What this instance's runs hold (their opening, batches, pauses, end) is
 * appended to `live_frames` every LIVE_FLUSH_MS with one NOTIFY naming the instance; every other
 * instance reads that instance's rows after the last it took and holds them for its own
 * spectators and racers as they were held here, at the same times, so the spectator delay counts
 * from the runner's instance. A heartbeat every LIVE_BEAT_MS carries the instance's spectator
 * counts (the list's viewers, summed over instances) and tells when an instance stopped: its runs
 * are abandoned once its last beat is older than the resume time.
 */
export class LiveCluster implements LiveRelay {
  readonly instance = randomBytes(12).toString('base64url');
  #seq = 0;
  #outbox: LiveFrameRow[] = [];
  #dropped: string[] = [];
  readonly #cursors = new Map<string, number>();
  #reading: Promise<void> = Promise.resolve();
  #flushing = false;
  /** True from a failed statement until one succeeds: an outage is logged once, not per try. */
  #failing = false;
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  readonly #notices: BoardNotices;

  constructor(
    private readonly store: LiveFrameStore,
    private readonly registry: LiveRegistry,
    private readonly now: () => number,
    connectionString: string,
  ) {
    this.#notices = new BoardNotices(
      connectionString,
      (instance) => {
        if (instance !== this.instance) this.#read(instance);
      },
      LIVE_CHANNEL,
    );
  }

  /** Listens, reads what other instances hold now, and starts writing and beating. */
  async start(): Promise<void> {
    this.registry.relayTo(this);
    await this.#notices.start();
    await this.#reading;
    const flush = setInterval(() => void this.flush(), LIVE_FLUSH_MS);
    const beat = setInterval(() => void this.beat(), LIVE_BEAT_MS);
    this.#timers.push(flush, beat);
    await this.beat();
  }

  opened(run: LocalRun): void {
    const { liveId, levelKey, level, player, playerId, tokenId, roomId } = run.identity;
    const room = roomId === undefined ? {} : { roomId };
    const identity = { liveId, levelKey, level, player, playerId, tokenId, ...room };
    const open: OpenFrame = { type: 'open', identity };
    this.#queue(run, JSON.stringify(open), run.startedAt, 0);
  }

  held(run: LocalRun, frame: SpectatorFrame, at: number, ticks: number): void {
    this.#queue(run, JSON.stringify(frame), at, ticks);
  }

  dropped(run: LocalRun): void {
    this.#dropped.push(run.identity.liveId);
  }

  #queue(run: LocalRun, frame: string, at: number, ticks: number): void {
    const { instance } = this;
    this.#outbox.push({
      instance,
      seq: ++this.#seq,
      liveId: run.identity.liveId,
      at,
      ticks,
      frame,
    });
  }

  /** Writes the held frames not yet written, in one statement; kept for the next on failure. */
  async flush(): Promise<void> {
    if (this.#flushing || this.#outbox.length === 0) return;
    this.#flushing = true;
    const rows = this.#outbox;
    this.#outbox = [];
    try {
      await this.store.append(this.instance, rows);
      this.#failing = false;
    } catch (error) {
      this.#outbox = [...rows, ...this.#outbox];
      this.#failed(error);
    } finally {
      this.#flushing = false;
    }
  }

  /** Reads the frames `instance` appended (null: every instance's) after the last taken, in order. */
  #read(instance: string | null): void {
    this.#reading = this.#reading
      .then(async () => {
        const from = instance === null ? 0 : (this.#cursors.get(instance) ?? 0);
        for (const row of await this.store.since(instance, from)) this.#take(row);
      })
      .catch((error: unknown) => {
        this.#failed(error);
      });
  }

  #take(row: LiveFrameRow): void {
    if (row.instance === this.instance) return;
    if (row.seq <= (this.#cursors.get(row.instance) ?? 0)) return;
    this.#cursors.set(row.instance, row.seq);
    const frame = JSON.parse(row.frame) as SpectatorFrame | OpenFrame;
    if (frame.type === 'open') {
      this.registry.mirror({ ...frame.identity, bucket: '' }, row.at, row.instance);
    } else {
      this.registry.mirrored(row.liveId, frame, row.at, row.ticks);
    }
  }

  /** Beats, sums the other instances' viewers, and abandons the runs of stopped instances. */
  async beat(): Promise<void> {
    const now = this.now();
    try {
      await this.store.beat(this.instance, now, this.registry.viewers());
      await this.store.forget(this.instance, this.#dropped.splice(0));
      const instances = await this.store.instances();
      this.registry.otherViewers = otherViewers(instances, this.instance);
      await this.#stopped(instances, now);
      this.#failing = false;
    } catch (error) {
      this.#failed(error);
    }
  }

  #failed(error: unknown): void {
    if (!this.#failing) console.error(error);
    this.#failing = true;
  }

  /** Abandons the runs of instances that beat no more within the resume time; forgets old ones. */
  async #stopped(instances: readonly LiveInstanceRow[], now: number): Promise<void> {
    const { resumeMs } = this.registry.settings;
    const seen = new Map(instances.map((row) => [row.instance, row.seenAt]));
    for (const origin of this.registry.origins()) {
      const seenAt = seen.get(origin);
      if (seenAt === undefined || seenAt + resumeMs < now) {
        this.registry.abandonOrigin(origin, Math.min(now, (seenAt ?? now) + resumeMs));
      }
    }
    for (const { instance, seenAt } of instances) {
      if (instance !== this.instance && seenAt + FORGET_AFTER_MS < now) {
        await this.store.forgetInstance(instance);
      }
    }
  }

  /** Stops writing and listening, after writing what is held. */
  async close(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    await this.flush();
    await this.#notices.close();
    await this.#reading;
  }
}

/** The spectators other instances counted, by live id. */
function otherViewers(instances: readonly LiveInstanceRow[], self: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { instance, viewers } of instances) {
    if (instance === self) continue;
    for (const [liveId, count] of Object.entries(viewers)) {
      counts.set(liveId, (counts.get(liveId) ?? 0) + count);
    }
  }
  return counts;
}
