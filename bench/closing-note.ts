import { formatGoal, formatValue } from './format';
import type { MetricResult } from './metric';

/** The lines under the table: every missed goal with its figure, every row not measured or failed. */
export function closingNote(rows: readonly MetricResult[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    if (row.status === 'missed' && row.summary !== null) {
      lines.push(
        `MISSED: ${row.label}: ${formatValue(row.unit, row.summary.median)} against a goal of ${formatGoal(row.unit, row.goal)}`,
      );
    } else if (row.status === 'n/a' || row.status === 'error') {
      const reason = (row.note ?? '').replace(/^(not measured|could not measure): /, '');
      lines.push(`${row.status === 'n/a' ? 'NOT MEASURED' : 'ERROR'}: ${row.label}: ${reason}`);
    }
  }
  const met = rows.filter((row) => row.status === 'met').length;
  const judged = rows.filter((row) => row.goal !== null).length;
  lines.push(`${met} of ${judged} goals met.`);
  return lines.join('\n');
}
