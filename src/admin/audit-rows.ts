import type { AuditEntry } from '../api';
import { stateWords, targetWords } from './report-cards';

/** One row of the audit log table, as text. */
export interface AuditRow {
  readonly id: number;
  readonly at: string;
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
    operator: entry.operator,
    action: entry.action,
    target: targetWords(entry.target),
    reason: entry.reason,
    change: `${stateWords(entry.before)} → ${stateWords(entry.after)}`,
  }));
}
