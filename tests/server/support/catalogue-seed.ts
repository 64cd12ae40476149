import { createHash, randomBytes } from 'node:crypto';
import { catalogueEntry } from '../../../src/server/levels/catalogue-entry';
import { wilsonLowerBound } from '../../../src/server/levels/wilson';
import { CatalogueStore } from '../../../src/server/store/catalogue/catalogue-store';
import { openDatabase, type DatabaseHandle } from '../../../src/server/store/database/database';
import { levelText, seededDocument } from '../../support/seeded-levels';

/** A level to list, as the test states it (its size is what the catalogue must report). */
export interface SeedLevel {
  readonly name: string;
  readonly maker: string;
  readonly width: number;
  readonly height: number;
  readonly publishedAt: string;
}

/**
 * Writes a test's catalogue straight into a service's database (a second connection): levels
 * listed as publishing lists them, players, runs and attempts (whose triggers count plays and
 * clears), ratings
 * and hidden levels.
 */
export class CatalogueSeed {
  readonly store: CatalogueStore;

  private constructor(readonly handle: DatabaseHandle) {
    this.store = new CatalogueStore(handle.db, handle.kind);
  }

  static open(storage: { dataDir: string; databaseUrl?: string }): CatalogueSeed {
    return new CatalogueSeed(
      openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl }),
    );
  }

  /** Stores and lists a level; its hash. */
  async level(level: SeedLevel): Promise<string> {
    const { hash, document } = seededDocument(levelText(level.width, level.height), {
      name: level.name,
      nonce: randomBytes(8).toString('hex'),
    });
    await this.handle.db
      .insertInto('levels')
      .values({ hash, document, stored_at: level.publishedAt })
      .execute();
    const maker = { player: level.maker, timeTicks: 100 };
    await this.store.list(catalogueEntry({ hash, document }, maker, level.publishedAt));
    return hash;
  }

  /** A player row; its id. */
  async player(name: string): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    await this.handle.db
      .insertInto('players')
      .values({
        id,
        name,
        skeleton: `${name}-${id}`,
        key_hash: createHash('sha256').update(id).digest('hex'),
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    return id;
  }

  /** A verified run of a level by a player, received at `receivedAt`. */
  async run(levelHash: string, playerId: string, timeTicks: number, receivedAt: string) {
    await this.#insertRun({ levelHash, playerId, timeTicks, receivedAt, outcome: 'won' });
  }

  /**
   * A verified attempt (caught) of a level by a player, lasting `ticks`, received at
   * `receivedAt`, from address bucket `bucket` (a hash; by default one of its own).
   */
  async attempt(
    levelHash: string,
    playerId: string,
    ticks: number,
    receivedAt: string,
    bucket?: string,
  ) {
    await this.#insertRun({
      ...{ levelHash, playerId, timeTicks: ticks, receivedAt },
      outcome: 'caught',
      ...(bucket === undefined ? {} : { senderHash: bucket }),
    });
  }

  /**
   * A play of a level by a player on a UTC day, as the service counts one: a verified attempt
   * (of 400 ticks) received at noon that day. True when the level's plays went up.
   */
  async play(levelHash: string, playerId: string, day: string): Promise<boolean> {
    const plays = async () =>
      (
        await this.handle.db
          .selectFrom('catalogue_levels')
          .select('plays')
          .where('hash', '=', levelHash)
          .executeTakeFirstOrThrow()
      ).plays;
    const before = await plays();
    await this.attempt(levelHash, playerId, 400, `${day}T12:00:00.000Z`);
    return (await plays()) === before + 1;
  }

  async #insertRun(run: {
    levelHash: string;
    playerId: string;
    timeTicks: number;
    receivedAt: string;
    outcome: 'won' | 'caught';
    senderHash?: string;
  }) {
    const { levelHash, playerId, timeTicks, receivedAt } = run;
    const replayHash = randomBytes(32).toString('hex');
    await this.handle.db
      .insertInto('replays')
      .values({ hash: replayHash, canonical: '{}' })
      .execute();
    await this.handle.db
      .insertInto('runs')
      .values({
        id: randomBytes(12).toString('base64url'),
        level_key: `hash:${levelHash}`,
        player: 'p',
        player_key: '70',
        time_ticks: timeTicks,
        gems: 0,
        sim_version: 1,
        recorded_at: receivedAt,
        recorded_at_ms: Date.parse(receivedAt),
        received_at: receivedAt,
        received_at_ms: Date.parse(receivedAt),
        replay_hash: replayHash,
        token_id: randomBytes(16).toString('hex'),
        status: 'verified',
        verdict: '{}',
        player_id: playerId,
        input_hash: randomBytes(32).toString('hex'),
        hidden_reason: null,
        outcome: run.outcome,
        // Each seeded run from an address bucket of its own, unless the test names one.
        sender_hash: run.senderHash ?? randomBytes(32).toString('hex'),
      })
      .execute();
  }

  /** Rates a level for a player who has played it (the store takes the proof of play as told). */
  async rate(levelHash: string, playerId: string, value: 'up' | 'down' | null) {
    const outcome = await this.store.rate(
      { levelHash, playerId, value, score: wilsonLowerBound },
      true,
    );
    if (outcome.kind !== 'rated') throw new Error(`rating refused: ${outcome.kind}`);
  }

  async hide(levelHash: string): Promise<void> {
    await this.handle.db
      .updateTable('levels')
      .set({ hidden_reason: 'test' })
      .where('hash', '=', levelHash)
      .execute();
  }

  async close(): Promise<void> {
    await this.handle.db.destroy();
  }
}
