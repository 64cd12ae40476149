import pg from 'pg';
import { BOARD_CHANNEL } from './board-version-triggers';

/** Waits between attempts to listen again after the connection is lost, in ms. */
const RECONNECT_MS = [100, 500, 2_000, 5_000] as const;

/**
 * The boards other instances change, as PostgreSQL announces them: one connection of its own
 * listens on BOARD_CHANNEL (see board-version-triggers.ts) and hands each changed level key to
 * `onChange`, or null when announcements may have been missed (the connection was lost), which
 * means "any board". Live runs across instances listen the same way on their own channel
 * (`channel`, live-cluster.ts), with the instance that appended frames as the payload. `sync` is the read barrier: it resolves once every announcement of a change
 * committed before it was called has been handed over.
 */
export class BoardNotices {
  #client: pg.Client | undefined;
  readonly #lostClients = new WeakSet<pg.Client>();
  #listening = false;
  #closed = false;
  #failures = 0;
  #inFlight: Promise<boolean> | undefined;
  #next: Promise<boolean> | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly onChange: (levelKey: string | null) => void,
    private readonly channel: string = BOARD_CHANNEL,
  ) {}

  /** Connects and listens; on failure it keeps trying in the background. */
  async start(): Promise<void> {
    await this.#connect();
  }

  /**
   * True once every board change committed before this call has reached `onChange`; false when
   * that cannot be known now (not listening), and nothing may be served from a cache. Calls that
   * arrive while a barrier is under way share the next one, so a burst of reads costs one
   * round trip on the listening connection (no table is read).
   */
  sync(): Promise<boolean> {
    if (!this.#listening) return Promise.resolve(false);
    if (this.#next !== undefined) return this.#next;
    if (this.#inFlight === undefined) return this.#send();
    const after = this.#inFlight;
    this.#next = after.then(() => {
      this.#next = undefined;
      return this.#send();
    });
    return this.#next;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    await this.#client?.end().catch(() => undefined);
  }

  #send(): Promise<boolean> {
    const client = this.#client;
    if (!this.#listening || client === undefined) return Promise.resolve(false);
    // The server sends every pending announcement before this answer, and pg hands each to its
    // 'notification' listener as it reads it: by the time this resolves, onChange has run.
    const barrier: Promise<boolean> = client
      .query('select 1')
      .then(
        () => this.#listening && this.#client === client,
        () => false,
      )
      .finally(() => {
        if (this.#inFlight === barrier) this.#inFlight = undefined;
      });
    this.#inFlight = barrier;
    return barrier;
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onChange(message.payload ?? null);
    });
    client.on('error', () => {
      this.#lost(client);
    });
    client.on('end', () => {
      this.#lost(client);
    });
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch {
      this.#lost(client);
      return;
    }
    this.#client = client;
    this.#failures = 0;
    // Changes made while nobody listened were not announced: every board may have changed.
    this.onChange(null);
    this.#listening = !this.#closed;
  }

  #lost(client: pg.Client): void {
    if (this.#lostClients.has(client)) return;
    this.#lostClients.add(client);
    if (this.#client !== undefined && this.#client !== client) return;
    const wasListening = this.#listening;
    this.#listening = false;
    this.#client = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (wasListening) this.onChange(null);
    if (this.#closed) return;
    const wait = RECONNECT_MS[Math.min(this.#failures, RECONNECT_MS.length - 1)] ?? 5_000;
    this.#failures += 1;
    setTimeout(() => {
      void this.#connect();
    }, wait).unref();
  }
}
