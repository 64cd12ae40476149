import { describe, expect, it } from 'vitest';
import { closingNote } from '../../bench/closing-note';
import { formatGoal, formatSummary, formatTable, formatValue } from '../../bench/format';
import { failed, measured, notMeasured, type MetricResult } from '../../bench/metric';
import { summarize } from '../../bench/stats';

describe('formatValue', () => {
  it('rounds each unit as it is read', () => {
    expect(formatValue('ticks/s', 3_512_345.6)).toBe('3,512,346 ticks/s');
    expect(formatValue('ms', 4.214)).toBe('4.21 ms');
    expect(formatValue('ms', 123.45)).toBe('123.5 ms');
    expect(formatValue('µs', 812.4)).toBe('812 µs');
    expect(formatValue('fps', 59.94)).toBe('59.9 fps');
    expect(formatValue('fps', 1234.5)).toBe('1,235 fps');
    expect(formatValue('bytes', 30_000)).toBe('30,000 B');
    expect(formatValue('count', 0)).toBe('0');
    expect(formatValue('ratio', 1.234)).toBe('1.23x');
  });
});

describe('formatSummary and formatGoal', () => {
  it('shows the median first, then the range and the number of runs', () => {
    expect(formatSummary('ms', summarize([12, 10, 14]))).toBe('12.0 ms (10.0 .. 14.0, 3 runs)');
    expect(formatSummary('ratio', summarize([1.5, 0.9]))).toBe('1.20x (0.90 .. 1.50, 2 runs)');
    expect(formatSummary('bytes', summarize([688]))).toBe('688 B (1 run)');
  });

  it('writes goals with their comparison', () => {
    expect(formatGoal('ticks/s', { comparison: 'at-least', value: 2_000_000 })).toBe(
      '>= 2,000,000 ticks/s',
    );
    expect(formatGoal('µs', { comparison: 'below', value: 1000 })).toBe('< 1,000 µs');
    expect(formatGoal('count', null)).toBe('-');
  });
});

const rows: MetricResult[] = [
  measured({
    id: 'a',
    label: 'Sim throughput',
    unit: 'ticks/s',
    goal: { comparison: 'at-least', value: 2_000_000 },
    summary: summarize([3_000_000, 3_100_000, 2_900_000]),
  }),
  notMeasured(
    { id: 'b', label: 'Verify one hour', unit: 'ms', goal: { comparison: 'below', value: 50 } },
    'no verifier',
  ),
  measured({
    id: 'c',
    label: 'First frame',
    unit: 'ms',
    goal: { comparison: 'below', value: 150 },
    summary: summarize([400]),
    note: 'loaded machine',
  }),
  failed({ id: 'd', label: 'Peer', unit: 'fps', goal: null }, new Error('page error')),
];

describe('formatTable', () => {
  const text = formatTable(rows);
  const lines = text.split('\n');

  it('has a header, a rule and one aligned line per row', () => {
    const table = lines.slice(0, 2 + rows.length);
    expect(table[0]).toMatch(/^# +\| Metric +\| Figure .*\| Goal +\| Status$/);
    expect(table[1]).toMatch(/^-+(-\+-+)+$/);
    const bars = (line: string) => [...line.matchAll(/\|/g)].map((match) => match.index);
    for (const line of table.slice(2)) expect(bars(line)).toEqual(bars(table[0] ?? ''));
  });

  it('says met, missed, n/a or error in the status column', () => {
    expect(lines[2]).toMatch(/Sim throughput .*\| 3,000,000 ticks\/s .*\| met$/);
    expect(lines[3]).toMatch(/Verify one hour .*\| not measured .*\| < 50.0 ms .*\| n\/a$/);
    expect(lines[4]).toMatch(/First frame .*\| MISSED$/);
    expect(lines[5]).toMatch(/Peer .*\| could not measure .*\| ERROR$/);
  });

  it('numbers the notes like the rows they belong to', () => {
    const notes = lines.slice(lines.indexOf('Notes:') + 1);
    expect(notes).toEqual([
      '2. not measured: no verifier',
      '3. loaded machine',
      '4. could not measure: page error',
    ]);
  });
});

describe('closingNote', () => {
  it('names every missed goal with its figure and every row without a figure, then counts goals met', () => {
    expect(closingNote(rows).split('\n')).toEqual([
      'NOT MEASURED: Verify one hour: no verifier',
      'MISSED: First frame: 400.0 ms against a goal of < 150.0 ms',
      'ERROR: Peer: page error',
      '1 of 3 goals met.',
    ]);
  });
});
