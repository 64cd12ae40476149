import type { AuditEntry } from '../api';
import { actionWords, stateWords, targetWords } from './report-cards';
import { formatWhen } from './text/console-formats';

/** One row of the audit log table, as text. */
export interface AuditRow {
  readonly id: number;
  /** The moment as the service wrote it (ISO 8601), for `<time datetime>`. */
  readonly at: string;
  /** The moment in the console's language. */
  readonly when: string;
  readonly operator: string;
  readonly action: string;
  readonly target: string;
  readonly reason: string;
  /** `before → after`, in words. */
  readonly change: string;
}

/** The audit log's entries as table rows, in the answer's order (newest first). */
export function auditRows(entries: readonly AuditEntry[]): AuditRow[] {
  return entries.map((entry) => ({
    id: entry.id,
    at: entry.at,
    when: formatWhen(entry.at),
    operator: entry.operator,
    action: actionWords(entry.action),
    target: targetWords(entry.target),
    reason: entry.reason,
    change: `${stateWords(entry.before)} → ${stateWords(entry.after)}`,
  }));
}
