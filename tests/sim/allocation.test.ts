import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROBE = 'tests/sim/support/tick-allocation-probe.ts';

interface ProbeResult {
  readonly ticks: number;
  readonly restarts: number;
  readonly scavenges: number;
  readonly otherCollections: number;
  readonly dataGrowthBytes: number;
  readonly probeScavenges: number;
}

/** Runs the probe in a fresh `node --expose-gc`, away from the test runner's own garbage. */
async function runProbe(): Promise<ProbeResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', PROBE],
    { cwd: ROOT },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ProbeResult;
}

describe('advance() allocates nothing', () => {
  it('runs 100 000 ticks after a warm-up with no garbage collection and no growth of the data in the heap', async () => {
    const result = await runProbe();
    // The window is real: every tick ran, across restarts, and the observer does see scavenges.
    expect(result.ticks).toBe(100_000);
    expect(result.restarts).toBeGreaterThan(0);
    expect(result.probeScavenges).toBeGreaterThan(0);
    // Counts, not times: the load on the machine cannot change them.
    expect({ scavenges: result.scavenges, others: result.otherCollections }).toEqual({
      scavenges: 0,
      others: 0,
    });
    // Less than one byte a tick: one small array a tick is 16 bytes or more, 1.6 MB in all.
    // Counted over the data spaces only: compiled code installed in the window is not counted.
    expect(result.dataGrowthBytes).toBeLessThan(100_000);
  });
});
