import { describe, expect, it } from 'vitest';
import type { Split, SplitEvent } from '../../../src/replay';
import { compareSplits, segmentsOf, splitsOfSegments } from '../../../src/app/splits/split-compare';

const s = (tick: number, event: SplitEvent): Split => ({ tick, event });

describe('comparing splits', () => {
  it('gives this run minus the comparison at each event, negative when ahead', () => {
    const run = [s(90, 'key:red'), s(150, 'door:red'), s(200, 'exit')];
    const pb = [s(98, 'key:red'), s(141, 'door:red'), s(158, 'exit')];
    expect(compareSplits(run, pb)).toEqual({ deltas: [-8, 9, 42], partedAt: null });
  });

  it('stops the deltas where the routes part, and says where', () => {
    const run = [s(40, 'key:red'), s(60, 'gem'), s(90, 'door:red'), s(120, 'exit')];
    const pb = [s(50, 'key:red'), s(80, 'door:red'), s(100, 'exit')];
    expect(compareSplits(run, pb)).toEqual({ deltas: [-10, null, null, null], partedAt: 1 });
  });

  it('parts where the comparison has no events left', () => {
    const run = [s(30, 'gem'), s(70, 'exit')];
    expect(compareSplits(run, [s(35, 'gem')])).toEqual({ deltas: [-5, null], partedAt: 1 });
  });

  it('has no deltas against nothing', () => {
    expect(compareSplits([s(30, 'gem')], null)).toEqual({ deltas: [null], partedAt: null });
  });

  it('cuts splits into segments and lays segments end to end again', () => {
    const splits = [s(28, 'key:red'), s(121, 'door:red'), s(818, 'exit')];
    expect(segmentsOf(splits)).toEqual([28, 93, 697]);
    expect(splitsOfSegments(['key:red', 'door:red', 'exit'], [28, 93, 697])).toEqual(splits);
    expect(segmentsOf([])).toEqual([]);
  });
});
