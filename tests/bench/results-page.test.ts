import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { failed, measured, notMeasured } from '../../bench/metric';
import { formatResultsPage, type BenchResults } from '../../bench/results-page';
import { summarize } from '../../bench/stats';

const results: BenchResults = {
  date: '2026-11-29T10:00:00.000Z',
  machine: {
    cpuModel: 'AMD EPYC 7B13',
    cores: 2,
    memoryBytes: 24 * 1024 ** 3,
    os: 'linux 6.1.0',
    loadAverageAtStart: [2, 4.9, 3.25],
  },
  node: 'v20.20.2',
  chromium: '156.0.8078.108',
  settings: { runs: 5, firstFrameLoads: 10, sections: ['node', 'bundle', 'browser'] },
  metrics: [
    measured({
      id: 'a',
      label: 'Sim throughput',
      unit: 'ticks/s',
      goal: { comparison: 'at-least', value: 2_000_000 },
      summary: summarize([3_000_000, 3_100_000, 2_900_000]),
    }),
    measured({
      id: 'b',
      label: 'First frame | cold',
      unit: 'ms',
      goal: { comparison: 'below', value: 150 },
      summary: summarize([400]),
      note: 'loaded\nmachine',
    }),
    notMeasured(
      { id: 'c', label: 'Verify one hour', unit: 'ms', goal: { comparison: 'below', value: 50 } },
      'no verifier',
    ),
    failed({ id: 'd', label: 'Peer', unit: 'fps', goal: null }, new Error('page error')),
    measured({
      id: 'e',
      label: 'Peer build',
      unit: 'bytes',
      goal: null,
      summary: summarize([13_807]),
    }),
  ],
};

describe('formatResultsPage (bench/RESULTS.md)', () => {
  const page = formatResultsPage(results);

  it('says when, where and how the figures were measured', () => {
    expect(page.split('\n').slice(0, 10)).toEqual([
      '# Benchmark results',
      '',
      'Written by `npm run bench` on 2026-11-29T10:00:00.000Z; every run replaces this page. What each',
      'figure is and how to reproduce it: [README.md](README.md).',
      '',
      '- Machine: AMD EPYC 7B13, 2 cores, 24.0 GiB, linux 6.1.0',
      '- Load average at the start (1, 5, 15 min): 2, 4.9, 3.25',
      '- Node v20.20.2; Chromium 156.0.8078.108',
      '- Sections: node, bundle, browser; 5 runs of each timed measurement; 10 loads for the first frame',
      '',
    ]);
  });

  it('tables every figure against its goal, a pipe in a label kept inside its cell', () => {
    const table = page.split('\n').filter((line) => line.startsWith('|'));
    expect(table).toEqual([
      '| #   | Metric              | Figure (median, min .. max, runs)                  | Goal                 | Status |',
      '| --- | ------------------- | -------------------------------------------------- | -------------------- | ------ |',
      '| 1   | Sim throughput      | 3,000,000 ticks/s (2,900,000 .. 3,100,000, 3 runs) | >= 2,000,000 ticks/s | met    |',
      '| 2   | First frame \\| cold | 400.0 ms (1 run)                                   | < 150.0 ms           | MISSED |',
      '| 3   | Verify one hour     | not measured                                       | < 50.0 ms            | n/a    |',
      '| 4   | Peer                | could not measure                                  | -                    | ERROR  |',
      '| 5   | Peer build          | 13,807 B (1 run)                                   | -                    | -      |',
    ]);
  });

  it('ends with the notes of their rows and the closing note', () => {
    expect(page.slice(page.indexOf('## Notes')).split('\n')).toEqual([
      '## Notes',
      '',
      '- Row 2: loaded machine',
      '- Row 3: not measured: no verifier',
      '- Row 4: could not measure: page error',
      '',
      '## Closing note',
      '',
      '- MISSED: First frame | cold: 400.0 ms against a goal of < 150.0 ms',
      '- NOT MEASURED: Verify one hour: no verifier',
      '- ERROR: Peer: page error',
      '- 1 of 3 goals met.',
      '',
    ]);
  });

  it('is already formatted as `npm run format:check` wants it', async () => {
    const file = resolve(import.meta.dirname, '../../bench/RESULTS.md');
    const options = (await resolveConfig(file)) ?? {};
    expect(await format(page, { ...options, filepath: file })).toBe(page);
  });

  it('says when the browser was not run and leaves out an empty notes section', () => {
    const quiet = formatResultsPage({
      ...results,
      chromium: null,
      settings: { ...results.settings, sections: ['node', 'bundle'] },
      metrics: [results.metrics[0], results.metrics[4]].filter((row) => row !== undefined),
    });
    expect(quiet).toContain('- Node v20.20.2; Chromium not run\n');
    expect(quiet).toContain('- Sections: node, bundle; 5 runs of each timed measurement\n');
    expect(quiet).not.toContain('## Notes');
    expect(quiet).toContain('## Closing note\n\n- 1 of 1 goals met.\n');
  });
});
