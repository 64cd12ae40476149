import type { Summary } from './stats';

/** How a figure is printed. */
export type Unit =
  'ticks/s' | 'req/s' | 'ms' | 'µs' | 'fps' | 'bytes' | 'count' | 'ratio' | 'viewports';

/** Which side of its goal value a figure must be on. */
export type Comparison = 'at-least' | 'above' | 'below' | 'at-most';

/** What a figure should reach. Goals are judged on the median of the runs. */
export interface Goal {
  readonly comparison: Comparison;
  readonly value: number;
}

/**
 * - `met` / `missed`: measured and judged against its goal;
 * - `info`: measured, with no goal of its own (context for another row);
 * - `n/a`: not measured, because what it needs is not there yet (the note says what);
 * - `error`: the measurement could not run (the note says why).
 */
export type MetricStatus = 'met' | 'missed' | 'info' | 'n/a' | 'error';

/** One row of the report. */
export interface MetricResult {
  /** Stable kebab-case key, for comparing results files. */
  readonly id: string;
  readonly label: string;
  readonly unit: Unit;
  readonly goal: Goal | null;
  readonly status: MetricStatus;
  readonly summary: Summary | null;
  /** Why a row is n/a or an error, or what a figure means beyond its label. */
  readonly note?: string;
  /** Extra figures behind the row (per run, per file, settings). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** True when `value` is on the right side of `goal`. */
export function meetsGoal(goal: Goal, value: number): boolean {
  switch (goal.comparison) {
    case 'at-least':
      return value >= goal.value;
    case 'above':
      return value > goal.value;
    case 'below':
      return value < goal.value;
    case 'at-most':
      return value <= goal.value;
  }
}

/** A measured row: `met` or `missed` on the median when there is a goal, `info` when there is none. */
export function measured(
  row: Omit<MetricResult, 'status' | 'summary'> & { readonly summary: Summary },
): MetricResult {
  const status =
    row.goal === null ? 'info' : meetsGoal(row.goal, row.summary.median) ? 'met' : 'missed';
  return { ...row, status };
}

/** A row that could not be measured yet; never counts as met. */
export function notMeasured(
  row: Omit<MetricResult, 'status' | 'summary' | 'note'>,
  reason: string,
): MetricResult {
  return { ...row, status: 'n/a', summary: null, note: `not measured: ${reason}` };
}

/** A row whose measurement failed to run. */
export function failed(
  row: Omit<MetricResult, 'status' | 'summary' | 'note'>,
  error: unknown,
): MetricResult {
  const reason = error instanceof Error ? error.message : String(error);
  return { ...row, status: 'error', summary: null, note: `could not measure: ${reason}` };
}
