import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle, ServiceDatabase } from '../database/database';
import { changeSetting } from '../database/settings';
import { clearRateSql } from './clear-rate';
import { WEEK_START_SETTING } from './migration-catalogue';

/** What the catalogue lists of a published level (see catalogue/catalogue-entry.ts). */
export interface CatalogueEntry {
  readonly hash: string;
  readonly name: string;
  readonly maker: string;
  readonly makerTimeTicks: number;
  readonly width: number;
  readonly height: number;
  readonly sizeClass: string;
  readonly searchText: string;
  readonly words: readonly string[];
  readonly publishedAt: string;
}

/** A rating's outcome: the key's value now and the level's counts, or why it was refused. */
export type RatingOutcome =
  | { readonly kind: 'rated'; readonly up: number; readonly down: number }
  | { readonly kind: 'not-listed' }
  | { readonly kind: 'not-played' };

/** A rating to write, with the score its new counts give (computed by the caller's rule). */
export interface RatingToWrite {
  readonly levelHash: string;
  readonly playerId: string;
  readonly value: 'up' | 'down' | null;
  readonly score: (up: number, down: number) => number;
}

/** The first day of the 7-day window that ends on `day` (`YYYY-MM-DD`, UTC). */
export function weekStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Writes the search words of listed level `entry` (in place of any it had), under its catalogue
 * row's integer id (migration 0026: the word index's key).
 */
async function writeWords(trx: Transaction<ServiceDatabase>, entry: CatalogueEntry) {
  const row = await trx
    .selectFrom('catalogue_levels')
    .select('id')
    .where('hash', '=', entry.hash)
    .executeTakeFirstOrThrow();
  const levelId = Number(row.id);
  await trx.deleteFrom('catalogue_words').where('level_id', '=', levelId).execute();
  if (entry.words.length === 0) return;
  await trx
    .insertInto('catalogue_words')
    .values(entry.words.map((word) => ({ word, level_id: levelId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * The catalogue's writer: listed levels and their words, ratings and the 7-day window, each
 * counter changed in the transaction that writes what it counts (plays and clears: by triggers
 * on `runs`, see migration-verified-plays.ts). Its writes open their own transactions: call them on the service's
 * stores, not inside `ServiceStores.transaction`.
 */
export class CatalogueStore {
  #weekRolledTo: string | undefined;

  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly dialect: DatabaseHandle['kind'],
  ) {}

  /**
   * Takes a run a re-verification rejected (by its id) off its level's counters: the clear (one
   * per player and UTC day, see migration-catalogue.ts) goes when no verified run of that player
   * on that day is left, and the level's best time is that of its verified runs again.
   * Idempotent, and in one transaction; true when a clear was taken off.
   */
  async runRejected(runId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const run = await trx
        .selectFrom('runs')
        .select(['level_key', 'player_id', 'received_at'])
        .where('id', '=', runId)
        .executeTakeFirst();
      const levelKey = run?.level_key ?? '';
      const playerId = run?.player_id ?? null;
      if (run === undefined || playerId === null || !levelKey.startsWith('hash:')) return false;
      const hash = levelKey.slice('hash:'.length);
      const day = run.received_at.slice(0, 10);
      // Won runs only: an attempt is no clear and has no final time. The maker's published
      // proof is stored as their run (issue 41) but was never counted as a clear or a best time.
      const proof = trx
        .selectFrom('levels')
        .select('maker_replay_hash')
        .where('hash', '=', hash)
        .where('maker_replay_hash', 'is not', null);
      const verified = trx
        .selectFrom('runs')
        .where('level_key', '=', levelKey)
        .where('status', '=', 'verified')
        .where('outcome', '=', 'won')
        .where('player_id', 'is not', null)
        .where('replay_hash', 'not in', proof);
      const kept = await verified
        .select('id')
        .where('player_id', '=', playerId)
        .where(sql<string>`substr(received_at, 1, 10)`, '=', day)
        .limit(1)
        .executeTakeFirst();
      await trx
        .updateTable('catalogue_levels')
        .set({ best_time_ticks: verified.select((eb) => eb.fn.min('time_ticks').as('best')) })
        .where('hash', '=', hash)
        .execute();
      if (kept !== undefined) return false;
      const gone = await trx
        .deleteFrom('level_clears')
        .where('level_hash', '=', hash)
        .where('player_id', '=', playerId)
        .where('day', '=', day)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) return false;
      await trx
        .updateTable('catalogue_levels')
        .set({
          clears: sql`clears - 1`,
          clear_rate: sql.raw(clearRateSql('clears - 1', 'plays')),
        })
        .where('hash', '=', hash)
        .execute();
      return true;
    });
  }

  /** Lists a published level (once: listing it again changes nothing). */
  async list(entry: CatalogueEntry): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('catalogue_levels')
        .values({
          hash: entry.hash,
          name: entry.name,
          maker: entry.maker,
          maker_time_ticks: entry.makerTimeTicks,
          width: entry.width,
          height: entry.height,
          size_class: entry.sizeClass,
          search_text: entry.searchText,
          published_at: entry.publishedAt,
        })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await writeWords(trx, entry);
    });
  }

  /**
   * Lists a level under the maker who took it (an author's signed link replaced an unsigned
   * publication): its maker, maker's time, search text and words; listed as new if it was not.
   */
  async relist(entry: CatalogueEntry): Promise<void> {
    const listed = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('catalogue_levels')
        .set({
          maker: entry.maker,
          maker_time_ticks: entry.makerTimeTicks,
          search_text: entry.searchText,
        })
        .where('hash', '=', entry.hash)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await writeWords(trx, entry);
      return true;
    });
    if (!listed) await this.list(entry);
  }

  /**
   * Sets, changes or takes back a key's rating of a listed, visible level, when `played` (the
   * caller's proof of play: see levels/rate-level.ts): the level's row is locked first, so
   * ratings of one level are written one at a time and its counts and score always match its
   * ratings.
   */
  async rate(rating: RatingToWrite, played: boolean): Promise<RatingOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const locked = this.dialect === 'postgres' ? sql`for update of c` : sql``;
      const level = (
        await sql<{ up: number; down: number }>`select rating_up as up, rating_down as down
          from catalogue_levels c join levels l on l.hash = c.hash
          where c.hash = ${rating.levelHash} and l.hidden_reason is null ${locked}`.execute(trx)
      ).rows[0];
      if (level === undefined) return { kind: 'not-listed' };
      if (!played) return { kind: 'not-played' };
      const key = { level_hash: rating.levelHash, player_id: rating.playerId };
      const before = await trx
        .selectFrom('level_ratings')
        .select('value')
        .where('level_hash', '=', key.level_hash)
        .where('player_id', '=', key.player_id)
        .executeTakeFirst();
      await trx
        .deleteFrom('level_ratings')
        .where('level_hash', '=', key.level_hash)
        .where('player_id', '=', key.player_id)
        .execute();
      if (rating.value !== null) {
        await trx
          .insertInto('level_ratings')
          .values({ ...key, value: rating.value })
          .execute();
      }
      const count = (value: 'up' | 'down', now: number) =>
        now - (before?.value === value ? 1 : 0) + (rating.value === value ? 1 : 0);
      const up = count('up', level.up);
      const down = count('down', level.down);
      await trx
        .updateTable('catalogue_levels')
        .set({ rating_up: up, rating_down: down, top_score: rating.score(up, down) })
        .where('hash', '=', rating.levelHash)
        .execute();
      return { kind: 'rated', up, down };
    });
  }

  /**
   * Moves the 7-day window to end on `today`: the plays of the days that left it leave each
   * level's `week_plays`, once, whichever instance gets there first (the setting's row is
   * locked on PostgreSQL; SQLite has one writer).
   */
  async rollWeek(today: string): Promise<void> {
    const start = weekStart(today);
    if (this.#weekRolledTo === start) return;
    await this.db.transaction().execute(async (trx) => {
      const locked = this.dialect === 'postgres' ? sql`for update` : sql``;
      const row = (
        await sql<{ value: string }>`select value from settings
          where name = ${WEEK_START_SETTING} ${locked}`.execute(trx)
      ).rows[0];
      const from = row?.value ?? '0000-00-00';
      if (from >= start) return;
      await sql`update catalogue_levels set week_plays = week_plays - (select count(*)
          from level_plays p where p.level_hash = catalogue_levels.hash
          and p.day >= ${from} and p.day < ${start})
        where hash in (select level_hash from level_plays where day >= ${from} and day < ${start})`.execute(
        trx,
      );
      await changeSetting(trx, WEEK_START_SETTING, start);
    });
    this.#weekRolledTo = start;
  }
}
