/**
 * Child process of tests/sim/allocation.test.ts: counts the garbage collections that start while
 * a simulation runs 100 000 ticks after a warm-up, from the runtime's own 'gc' performance
 * entries, and the growth of the data the heap retains over those ticks, and prints them as one
 * JSON line. Needs `node --expose-gc`: full collections start the window with an empty young
 * generation, so a collection in the window can only come from the ticks, and come before each
 * reading of the heap, so that only what the ticks keep is counted, never garbage not yet
 * collected. The test also starts it with the compilers on the main thread (see there).
 */
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { benchLevel } from '../../../bench/bench-levels';
import { heldInputTape } from '../../../bench/node/input-tape';
import { TickDriver } from '../../../bench/node/tick-driver';

/**
 * 50 000 ticks to warm up, then 100 000 more before the window: every function the ticks run has
 * reached its last tier, and the window is the second 100 000 ticks of the run.
 */
const WARM_UP_TICKS = 150_000;
const MEASURED_TICKS = 100_000;

const exposedGc = (globalThis as { gc?: () => void }).gc;
if (exposedGc === undefined) throw new Error('run this with node --expose-gc');
const collectGarbage: () => void = exposedGc;

const entries: PerformanceEntry[] = [];
const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
observer.observe({ entryTypes: ['gc'] });

/** Collections that started in [from, to], minor (scavenges) and the rest. */
function count(from: number, to: number): { scavenges: number; others: number } {
  let scavenges = 0;
  let others = 0;
  for (const entry of entries) {
    if (entry.startTime < from || entry.startTime > to) continue;
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges++;
    else others++;
  }
  return { scavenges, others };
}

/**
 * Bytes in use in the heap's spaces for data: every space but those that hold compiled code and
 * what the compilers make beside it. The optimising compilers install their code whenever they
 * finish it (236 KB in code space was seen in a window on a loaded machine), and on newer lines
 * (Node 26) the code's metadata, bytecode and deoptimisation data live in the trusted spaces;
 * none of it is memory the ticks allocated, and the ticks' objects are never put there. Objects the ticks
 * allocate land in the new space, or in the old space when the runtime pretenures them, so both
 * are counted.
 */
function dataBytes(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (/^code_|trusted_/.test(space.space_name)) continue;
    bytes += space.space_used_size;
  }
  return bytes;
}

const driver = new TickDriver({
  level: benchLevel('generated'),
  tape: heldInputTape(20_240_902, 1 << 14),
});
/** What the heap retains: read after two full collections, so garbage is not counted. */
function retainedDataBytes(): number {
  collectGarbage();
  collectGarbage();
  return dataBytes();
}

driver.run(WARM_UP_TICKS);
await nextTurn();

const dataBefore = retainedDataBytes();
const from = performance.now();
driver.run(MEASURED_TICKS);
const to = performance.now();
const dataAfter = retainedDataBytes();
await nextTurn();
await nextTurn();
const during = count(from, to);

// The observer must see scavenges at all: short-lived arrays, kept in a small ring so the
// optimiser cannot drop them, must cause at least one.
const ring: number[][] = [];
const probeFrom = performance.now();
for (let i = 0; i < 1_000_000; i++) ring[i & 1023] = [i, i + 1, i + 2, i + 3];
const probeTo = performance.now();
await nextTurn();
await nextTurn();
observer.disconnect();

process.stdout.write(
  `${JSON.stringify({
    ticks: driver.ticks - WARM_UP_TICKS,
    restarts: driver.restarts,
    scavenges: during.scavenges,
    otherCollections: during.others,
    dataGrowthBytes: dataAfter - dataBefore,
    probeScavenges: count(probeFrom, probeTo).scavenges,
  })}\n`,
);
