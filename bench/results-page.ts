import { closingNote } from './closing-note';
import { figureCell, formatGoal, STATUS_TEXT } from './format';
import type { Machine } from './machine';
import type { MetricResult } from './metric';

/** What one `npm run bench` wrote to bench/results.json. */
export interface BenchResults {
  readonly date: string;
  readonly machine: Machine;
  readonly node: string;
  readonly chromium: string | null;
  readonly settings: {
    readonly runs: number;
    readonly firstFrameLoads: number;
    readonly sections: readonly string[];
  };
  readonly metrics: readonly MetricResult[];
}

/** Free text on one line: a note may hold an error message with line breaks. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** A table cell: one line, with the pipes that would end the cell escaped. */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

/** A Markdown table with its columns padded to their widest cell, as Prettier writes it. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ];
}

function gigabytes(bytes: number): string {
  return (bytes / 1024 ** 3).toFixed(1);
}

/**
 * bench/RESULTS.md: the figures of the latest run as a Markdown page (when and where they were
 * measured, the table against the goals, the notes and the closing note), so the latest figures
 * are read beside the bench rather than copied into other pages.
 */
export function formatResultsPage(results: BenchResults): string {
  const { machine, settings } = results;
  const firstFrame = settings.sections.includes('browser')
    ? `; ${String(settings.firstFrameLoads)} loads for the first frame`
    : '';
  const rows = results.metrics.map((row, index) => [
    String(index + 1),
    cell(row.label),
    cell(figureCell(row)),
    cell(formatGoal(row.unit, row.goal)),
    STATUS_TEXT[row.status],
  ]);
  const notes = results.metrics
    .map((row, index) =>
      row.note === undefined ? null : `- Row ${String(index + 1)}: ${oneLine(row.note)}`,
    )
    .filter((note): note is string => note !== null);
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${results.date}; every run replaces this page. What each`,
    'figure is and how to reproduce it: [README.md](README.md).',
    '',
    `- Machine: ${oneLine(machine.cpuModel)}, ${String(machine.cores)} cores, ${gigabytes(machine.memoryBytes)} GiB, ${oneLine(machine.os)}`,
    `- Load average at the start (1, 5, 15 min): ${machine.loadAverageAtStart.join(', ')}`,
    `- Node ${results.node}; Chromium ${results.chromium ?? 'not run'}`,
    `- Sections: ${settings.sections.join(', ')}; ${String(settings.runs)} runs of each timed measurement${firstFrame}`,
    '',
    ...markdownTable(['#', 'Metric', 'Figure (median, min .. max, runs)', 'Goal', 'Status'], rows),
    '',
  ];
  if (notes.length > 0) lines.push('## Notes', '', ...notes, '');
  const closing = closingNote(results.metrics)
    .split('\n')
    .map((text) => `- ${oneLine(text)}`);
  lines.push('## Closing note', '', ...closing, '');
  return lines.join('\n');
}
