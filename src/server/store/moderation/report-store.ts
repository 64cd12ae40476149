import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ServiceDatabase, ReportTable } from '../database/database';

/** A report to store: its target as stored (a player by id), who reports it, why, and when. */
export interface NewReport {
  readonly targetKind: ReportTable['target_kind'];
  readonly targetId: string;
  readonly reporterId: string;
  readonly reason: string;
  readonly text: string | null;
  readonly createdAt: string;
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
 * then it is closed (never deleted). A player has at most one open report per target: the
 * database's partial unique index decides, once, even when two arrive together.
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

  /** Closes every open report on a target (an operator acted on it): how many. */
  async close(kind: ReportTable['target_kind'], targetId: string): Promise<number> {
    const result = await this.db
      .updateTable('reports')
      .set({ status: 'closed' })
      .where('target_kind', '=', kind)
      .where('target_id', '=', targetId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Targets with open reports, most reporters first, at most `limit`. */
  async openTargets(limit: number): Promise<OpenTarget[]> {
    const rows = await this.db
      .selectFrom('reports')
      .select((eb) => [
        'target_kind',
        'target_id',
        eb.fn.countAll<number | string>().as('reports'),
        eb.fn.count<number | string>('reporter_id').distinct().as('reporters'),
        eb.fn.min('created_at').as('first_at'),
      ])
      .where('status', '=', 'open')
      .groupBy(['target_kind', 'target_id'])
      .orderBy('reporters', 'desc')
      .orderBy('first_at')
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

  /** The open reports on a target, newest first: their reasons and texts. */
  async openOn(
    kind: ReportTable['target_kind'],
    targetId: string,
  ): Promise<{ reason: string; text: string | null }[]> {
    return this.db
      .selectFrom('reports')
      .select(['reason', 'text'])
      .where('target_kind', '=', kind)
      .where('target_id', '=', targetId)
      .where('status', '=', 'open')
      .orderBy('created_at', 'desc')
      .execute();
  }
}
