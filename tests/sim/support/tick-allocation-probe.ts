/**
 * Child process of tests/sim/allocation.test.ts: counts the garbage collections that start while
 * a simulation runs 100 000 ticks after a warm-up, from the runtime's own 'gc' performance
 * entries, and prints them as one JSON line. Needs `node --expose-gc` to start the window with an
 * empty young generation, so a collection in the window can only come from the ticks.
 */
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { benchLevel } from '../../../bench/bench-levels';
import { heldInputTape } from '../../../bench/node/input-tape';
import { TickDriver } from '../../../bench/node/tick-driver';

const WARM_UP_TICKS = 50_000;
const MEASURED_TICKS = 100_000;

const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (collectGarbage === undefined) throw new Error('run this with node --expose-gc');

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
 * Bytes in use in the heap's spaces for data, that is every space but the two that hold machine
 * code. The optimising compiler runs on a thread of its own and installs the code it finishes
 * whenever it finishes: on a loaded machine that lands inside the window (236 KB in code space was
 * seen), and it is not memory the ticks allocated. Objects the ticks allocate land in the new
 * space, or in the old space when the runtime pretenures them, so both are counted.
 */
function dataBytes(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'code_space' || space.space_name === 'code_large_object_space')
      continue;
    bytes += space.space_used_size;
  }
  return bytes;
}

const driver = new TickDriver({
  level: benchLevel('generated'),
  tape: heldInputTape(20_240_902, 1 << 14),
});
driver.run(WARM_UP_TICKS);
collectGarbage();
collectGarbage();
await nextTurn();

const dataBefore = dataBytes();
const from = performance.now();
driver.run(MEASURED_TICKS);
const to = performance.now();
const dataAfter = dataBytes();
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
