import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, ModerationState, Target } from '../../../api';
import type { ServiceDatabase } from '../database/database';

/** An action to record: who did what to which target (as the API names it), and its effect. */
export interface NewAuditEntry {
  readonly at: string;
  readonly operator: string;
  readonly action: AuditAction;
  readonly target: Target;
  readonly reason: string;
  readonly before: ModerationState;
  readonly after: ModerationState;
}

/** Which rows of the log to read: newest first, older than `before`, of one target. */
export interface AuditPage {
  readonly limit: number;
  readonly before?: number | undefined;
  readonly kind?: Target['kind'] | undefined;
  readonly id?: string | undefined;
}

/**
 * The `audit_log` table's one writer, which only appends: every operator action is one row, and
 * the database's triggers refuse any change or deletion of a row.
 */
export class AuditStore {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

  /** Appends an action: the row as read back. */
  async append(entry: NewAuditEntry): Promise<AuditEntry> {
    const row = await this.db
      .insertInto('audit_log')
      .values({
        at: entry.at,
        operator: entry.operator,
        action: entry.action,
        target_kind: entry.target.kind,
        target_id: entry.target.id,
        reason: entry.reason,
        before: JSON.stringify(entry.before),
        after: JSON.stringify(entry.after),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), ...entry };
  }

  /** A page of the log, newest first, and one more row's worth of "is there more". */
  async page(query: AuditPage): Promise<{ entries: AuditEntry[]; next: number | null }> {
    let select = this.db.selectFrom('audit_log').selectAll();
    if (query.before !== undefined) select = select.where('id', '<', query.before);
    if (query.kind !== undefined) select = select.where('target_kind', '=', query.kind);
    if (query.id !== undefined) select = select.where('target_id', '=', query.id);
    const rows = await select
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const entries = rows.slice(0, query.limit).map((row): AuditEntry => ({
      id: Number(row.id),
      at: row.at,
      operator: row.operator,
      action: row.action as AuditAction,
      target: { kind: row.target_kind, id: row.target_id },
      reason: row.reason,
      before: JSON.parse(row.before) as ModerationState,
      after: JSON.parse(row.after) as ModerationState,
    }));
    const last = entries.at(-1);
    return { entries, next: rows.length > query.limit && last !== undefined ? last.id : null };
  }
}
