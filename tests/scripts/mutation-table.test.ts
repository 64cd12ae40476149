import { describe, expect, it } from 'vitest';
import { mutationTable, notKilled } from '../../scripts/mutation-table.mjs';

const at = (line: number) => ({ start: { line, column: 3 } });
const mutant = (status: string, line: number, statusReason?: string) => ({
  status,
  mutatorName: 'EqualityOperator',
  replacement: 'head <= tail',
  location: at(line),
  ...(statusReason === undefined ? {} : { statusReason }),
});

const REPORT = {
  files: {
    'src/sim/a.ts': {
      mutants: [
        mutant('Killed', 1, 'expected 1 to be 2'),
        mutant('Killed', 2, 'expected 1 to be 2'),
        mutant('Killed', 3, 'Error: Test timed out in 30000ms.'),
        mutant('Timeout', 4),
        mutant('Survived', 5),
        mutant('Ignored', 6),
        mutant('CompileError', 7),
      ],
    },
    'src/sim/level/b.ts': { mutants: [mutant('Killed', 1), mutant('NoCoverage', 2)] },
    'src/replay/c.ts': { mutants: [mutant('Killed', 1)] },
  },
};

describe('the mutation table', () => {
  it('counts kills only: a timeout and a kill by a test time limit are counted apart', () => {
    expect(mutationTable(REPORT, ['src/sim']).split('\n')).toEqual([
      '| File | Mutants | Ignored | Killed | Killed by a time limit | Timed out | Survived | No cov. | Errors | Score (kills) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      // 2 kills of 5 tested (the ignored and the compile error are not tested).
      '| src/sim/a.ts | 7 | 1 | 2 | 1 | 1 | 1 | 0 | 1 | 40.00% |',
      '| src/sim/level/b.ts | 2 | 0 | 1 | 0 | 0 | 0 | 1 | 0 | 50.00% |',
      '| **src/sim** | 9 | 1 | 3 | 1 | 1 | 1 | 1 | 1 | 42.86% |',
    ]);
  });

  it('lists every mutant not killed, by place', () => {
    expect(notKilled(REPORT, [])).toEqual([
      'src/sim/a.ts:3:3 EqualityOperator "head <= tail" Killed by a time limit',
      'src/sim/a.ts:4:3 EqualityOperator "head <= tail" Timeout',
      'src/sim/a.ts:5:3 EqualityOperator "head <= tail" Survived',
      'src/sim/a.ts:7:3 EqualityOperator "head <= tail" CompileError',
      'src/sim/level/b.ts:2:3 EqualityOperator "head <= tail" NoCoverage',
    ]);
  });
});
