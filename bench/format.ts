import type { Comparison, Goal, MetricResult, MetricStatus, Unit } from './metric';
import type { Summary } from './stats';

const SYMBOLS: Readonly<Record<Comparison, string>> = {
  'at-least': '>=',
  above: '>',
  below: '<',
  'at-most': '<=',
};

/** How each status reads in the report's status column. */
export const STATUS_TEXT: Readonly<Record<MetricStatus, string>> = {
  met: 'met',
  missed: 'MISSED',
  info: '-',
  'n/a': 'n/a',
  error: 'ERROR',
};

function digits(value: number, fractionDigits: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A figure rounded as its unit deserves, without the unit (e.g. `3,512,345`, `4.21`). */
export function formatNumber(unit: Unit, value: number): string {
  switch (unit) {
    case 'ms':
      return digits(value, Math.abs(value) < 10 ? 2 : 1);
    case 'fps':
      return digits(value, Math.abs(value) < 100 ? 1 : 0);
    case 'ratio':
    case 'viewports':
      return digits(value, 2);
    case 'ticks/s':
    case 'req/s':
    case 'µs':
    case 'bytes':
    case 'count':
      return digits(value, 0);
  }
}

const SUFFIX: Readonly<Record<Unit, string>> = {
  'ticks/s': ' ticks/s',
  'req/s': ' req/s',
  ms: ' ms',
  µs: ' µs',
  fps: ' fps',
  bytes: ' B',
  count: '',
  ratio: 'x',
  viewports: ' viewports',
};

/** A figure with its unit (e.g. `3,512,345 ticks/s`, `4.21 ms`, `1.23x`). */
export function formatValue(unit: Unit, value: number): string {
  return `${formatNumber(unit, value)}${SUFFIX[unit]}`;
}

/** The median, then the range and run count when there was more than one run. */
export function formatSummary(unit: Unit, summary: Summary): string {
  const median = formatValue(unit, summary.median);
  if (summary.runs === 1) return `${median} (1 run)`;
  return `${median} (${formatNumber(unit, summary.min)} .. ${formatNumber(unit, summary.max)}, ${summary.runs} runs)`;
}

/** A goal as text, e.g. `< 50.0 ms`; `-` when there is none. */
export function formatGoal(unit: Unit, goal: Goal | null): string {
  return goal === null ? '-' : `${SYMBOLS[goal.comparison]} ${formatValue(unit, goal.value)}`;
}

/** The figure cell of a row: its summary, or why there is none. */
export function figureCell(row: MetricResult): string {
  if (row.summary !== null) return formatSummary(row.unit, row.summary);
  return row.status === 'n/a' ? 'not measured' : 'could not measure';
}

/**
 * The report as a plain-text table (metric, figure, goal, status), followed by the notes of the
 * rows that have one, numbered to match the rows.
 */
export function formatTable(rows: readonly MetricResult[]): string {
  const header = ['#', 'Metric', 'Figure (median, min .. max, runs)', 'Goal', 'Status'];
  const cells = rows.map((row, index) => [
    String(index + 1),
    row.label,
    figureCell(row),
    formatGoal(row.unit, row.goal),
    STATUS_TEXT[row.status],
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-+-');
  const notes = rows
    .map((row, index) => (row.note === undefined ? null : `${String(index + 1)}. ${row.note}`))
    .filter((note): note is string => note !== null);
  const table = [render(header), rule, ...cells.map(render)].join('\n');
  return notes.length === 0 ? table : `${table}\n\nNotes:\n${notes.join('\n')}`;
}
