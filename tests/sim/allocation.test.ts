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

/**
 * The compilers run on the main thread, so every function reaches its optimised tier at the same
 * tick whatever the load. On their own threads (the default) a loaded machine can finish the
 * optimised code late, and the ticks then run for a while in the interpreter and the baseline
 * tiers, which box numbers in short-lived heap objects that optimised code keeps in registers:
 * Node 26 made 2.4 to 4 MB of such garbage in the window (and up to 22 scavenges) when the
 * optimising compiler was held back (`--concurrent-recompilation-delay`), Node 20 0.8 MB; that is
 * the engine's, not the simulation's, and none of it is retained.
 */
const SYNCHRONOUS_COMPILERS = [
  '--no-concurrent-recompilation',
  '--no-concurrent-osr',
  '--no-concurrent-sparkplug',
];

/** Runs the probe in a fresh `node --expose-gc`, away from the test runner's own garbage. */
async function runProbe(): Promise<ProbeResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', ...SYNCHRONOUS_COMPILERS, '--import', 'tsx', PROBE],
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
    // Less than one byte a tick retained: one small array a tick kept is 16 bytes or more, 1.6 MB
    // in all. Read after full collections, over the data spaces only: garbage not yet collected
    // (the scavenge count above is for that) and compiled code installed in the window are not
    // counted.
    expect(result.dataGrowthBytes).toBeLessThan(100_000);
  });
});
