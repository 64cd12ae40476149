import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ReportStatus, ReportTable, ServiceDatabase } from '../database/database';

/** A report to store: its target as stored (a player by id), who reports it, why, and when. */
export interface NewReport {
  readonly targetKind: ReportTable['target_kind'];
  readonly targetId: string;
  readonly reporterId: string;
  readonly reason: string;
  readonly text: string | null;
  readonly createdAt: string;
  /** SHA-256 of the address bucket the report was sent from. */
  readonly senderHash: string;
}

/** An open report that counts on its target: its reporter and the bucket it came from. */
export interface CountingReport {
  readonly reporterId: string;
  readonly senderHash: string | null;
}

/** A reporter's record: their closed reports that operators upheld and dismissed. */
export interface ReporterRecord {
  readonly upheld: number;
  readonly dismissed: number;
}

/** The verdict an operator's action gives the open reports it closes. */
export type ClosedStatus = Exclude<ReportStatus, 'open'>;

/** An open report as the console reads it. */
export interface OpenReportRow {
  readonly reporterId: string;
  /** The reporter's name as claimed. */
  readonly reporter: string;
  readonly senderHash: string | null;
  readonly reason: string;
  readonly text: string | null;
  readonly createdAt: string;
}

/** Where a page of open targets ends: the last target's place in their order. */
export interface OpenTargetsAfter {
  readonly reporters: number;
  readonly firstAt: string;
  readonly kind: string;
  readonly id: string;
}

/** Open reports on one target, summed up for the operator console. */
export interface OpenTarget {
  readonly targetKind: ReportTable['target_kind'];
  readonly targetId: string;
  readonly reports: number;
  readonly reporters: number;
  readonly firstAt: string;
}

/**
 * The `reports` table's one writer. A report stays open until an operator acts on its target,
 * then it is closed with the action's verdict (never deleted). A player has at most one open
 * report per target: the database's partial unique index decides, once, even when two arrive
 * together.
 */
export class ReportStore {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

  /** Stores a report: its id and true, or the id of this player's open one and false. */
  async open(report: NewReport): Promise<{ readonly id: string; readonly counted: boolean }> {
    const id = randomBytes(12).toString('base64url');
    const inserted = await this.db
      .insertInto('reports')
      .values({
        id,
        target_kind: report.targetKind,
        target_id: report.targetId,
        reporter_id: report.reporterId,
        reason: report.reason,
        text: report.text,
        created_at: report.createdAt,
        status: 'open',
        sender_hash: report.senderHash,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['target_kind', 'target_id', 'reporter_id'])
          .where(sql<boolean>`status = 'open'`)
          .doNothing(),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { id, counted: true };
    const existing = await this.db
      .selectFrom('reports')
      .select('id')
      .where('target_kind', '=', report.targetKind)
      .where('target_id', '=', report.targetId)
      .where('reporter_id', '=', report.reporterId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return { id: existing?.id ?? id, counted: false };
  }

  /** Distinct players with an open report on a target. */
  async openReporters(kind: ReportTable['target_kind'], targetId: string): Promise<number> {
    const row = await this.db
      .selectFrom('reports')
      .select((eb) => eb.fn.count<number | string>('reporter_id').distinct().as('reporters'))
      .where('target_kind', '=', kind)
      .where('target_id', '=', targetId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.reporters);
  }

  /**
   * Closes every open report on a target (an operator acted on it) with the action's verdict:
   * the reporters whose reports it closed.
   */
  async close(
    kind: ReportTable['target_kind'],
    targetId: string,
    status: ClosedStatus,
  ): Promise<string[]> {
    const rows = await this.db
      .updateTable('reports')
      .set({ status })
      .where('target_kind', '=', kind)
      .where('target_id', '=', targetId)
      .where('status', '=', 'open')
      .returning('reporter_id')
      .execute();
    return rows.map((row) => row.reporter_id);
  }

  /**
   * The open reports that count on a target: every one but those of a reporter whose report on
   * this target an operator dismissed before (a dismissal sticks to its reporters).
   */
  async countingOn(kind: ReportTable['target_kind'], targetId: string): Promise<CountingReport[]> {
    const rows = await this.db
      .selectFrom('reports as r')
      .select(['r.reporter_id', 'r.sender_hash'])
      .where('r.target_kind', '=', kind)
      .where('r.target_id', '=', targetId)
      .where('r.status', '=', 'open')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('reports as d')
              .select('d.id')
              .whereRef('d.target_kind', '=', 'r.target_kind')
              .whereRef('d.target_id', '=', 'r.target_id')
              .whereRef('d.reporter_id', '=', 'r.reporter_id')
              .where('d.status', '=', 'dismissed'),
          ),
        ),
      )
      .execute();
    return rows.map((row) => ({ reporterId: row.reporter_id, senderHash: row.sender_hash }));
  }

  /** The record of each of `reporterIds` that has a closed report upheld or dismissed. */
  async records(reporterIds: readonly string[]): Promise<Map<string, ReporterRecord>> {
    if (reporterIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('reports')
      .select((eb) => [
        'reporter_id',
        eb.fn
          .sum<number | string>(eb.case().when('status', '=', 'upheld').then(1).else(0).end())
          .as('upheld'),
        eb.fn
          .sum<number | string>(eb.case().when('status', '=', 'dismissed').then(1).else(0).end())
          .as('dismissed'),
      ])
      .where('reporter_id', 'in', [...reporterIds])
      .where('status', 'in', ['upheld', 'dismissed'])
      .groupBy('reporter_id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.reporter_id,
        { upheld: Number(row.upheld), dismissed: Number(row.dismissed) },
      ]),
    );
  }

  /** The names (player ids) or levels (hashes) `reporterIds` have open reports on (to weigh again). */
  async reportedOf(reporterIds: readonly string[], kind: 'player' | 'level'): Promise<string[]> {
    if (reporterIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('reports')
      .select('target_id')
      .distinct()
      .where('reporter_id', 'in', [...reporterIds])
      .where('target_kind', '=', kind)
      .where('status', '=', 'open')
      .execute();
    return rows.map((row) => row.target_id);
  }

  /**
   * A page of the targets with open reports: most reporters first, then the oldest first report,
   * then kind and id (a total order), after `after` (the last target of the page before), at
   * most `limit`. Paged by that place, so every open target is reached however many there are.
   */
  async openTargets(limit: number, after?: OpenTargetsAfter): Promise<OpenTarget[]> {
    const reporters = sql<number>`count(distinct reporter_id)`;
    const firstAt = sql<string>`min(created_at)`;
    let query = this.db
      .selectFrom('reports')
      .select((eb) => [
        'target_kind',
        'target_id',
        eb.fn.countAll<number | string>().as('reports'),
        eb.fn.count<number | string>('reporter_id').distinct().as('reporters'),
        eb.fn.min('created_at').as('first_at'),
      ])
      .where('status', '=', 'open')
      .groupBy(['target_kind', 'target_id']);
    if (after !== undefined) {
      query = query.having(
        sql<boolean>`${reporters} < ${after.reporters} or (${reporters} = ${after.reporters}
          and (${firstAt} > ${after.firstAt} or (${firstAt} = ${after.firstAt}
          and (target_kind > ${after.kind} or (target_kind = ${after.kind}
          and target_id > ${after.id})))))`,
      );
    }
    const rows = await query
      .orderBy('reporters', 'desc')
      .orderBy('first_at')
      .orderBy('target_kind')
      .orderBy('target_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      targetKind: row.target_kind,
      targetId: row.target_id,
      reports: Number(row.reports),
      reporters: Number(row.reporters),
      firstAt: row.first_at,
    }));
  }

  /** The open reports on a target, newest first: who, from which bucket, why and when. */
  async openOn(kind: ReportTable['target_kind'], targetId: string): Promise<OpenReportRow[]> {
    const rows = await this.db
      .selectFrom('reports as r')
      .leftJoin('players as p', 'p.id', 'r.reporter_id')
      .select(['r.reporter_id', 'p.name', 'r.sender_hash', 'r.reason', 'r.text', 'r.created_at'])
      .where('r.target_kind', '=', kind)
      .where('r.target_id', '=', targetId)
      .where('r.status', '=', 'open')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({
      reporterId: row.reporter_id,
      reporter: row.name ?? row.reporter_id,
      senderHash: row.sender_hash,
      reason: row.reason,
      text: row.text,
      createdAt: row.created_at,
    }));
  }
}
