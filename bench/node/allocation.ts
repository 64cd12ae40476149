/**
 * Child process: garbage collections during 1 000 000 ticks after a warm-up, counted from the
 * runtime's own 'gc' performance entries. Needs `--expose-gc` to start the window with a clean heap.
 * Usage: node --expose-gc --import tsx bench/node/allocation.ts --level=largest|generated
 */
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { benchLevel, type BenchLevelName } from '../bench-levels';
import { argument, reportOutcome } from './child-protocol';
import { heldInputTape } from './input-tape';
import { TickDriver } from './tick-driver';

const WARM_UP_TICKS = 300_000;
const MEASURED_TICKS = 1_000_000;
const TAPE_SEED = 20_240_902;

interface GcDetail {
  readonly kind?: number;
}

const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (collectGarbage === undefined) throw new Error('run this with node --expose-gc');

const entries: PerformanceEntry[] = [];
const observer = new PerformanceObserver((list) => {
  entries.push(...list.getEntries());
});
observer.observe({ entryTypes: ['gc'] });

/** Collections of each kind that started in [from, to]. */
function countKinds(from: number, to: number): Record<'scavenges' | 'major' | 'other', number> {
  const counts = { scavenges: 0, major: 0, other: 0 };
  for (const entry of entries) {
    if (entry.startTime < from || entry.startTime > to) continue;
    const kind = (entry as PerformanceEntry & { readonly detail?: GcDetail | null }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.scavenges++;
    else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.major++;
    else counts.other++;
  }
  return counts;
}

const name = argument('level') as BenchLevelName;
const level = benchLevel(name);
const driver = new TickDriver({ level, tape: heldInputTape(TAPE_SEED, 1 << 16) });
driver.run(WARM_UP_TICKS);
collectGarbage();
collectGarbage();
await nextTurn();

const heapBefore = process.memoryUsage().heapUsed;
const from = performance.now();
driver.run(MEASURED_TICKS);
const to = performance.now();
const heapAfter = process.memoryUsage().heapUsed;
// Entries arrive on a later turn of the event loop.
await nextTurn();
await nextTurn();
const during = countKinds(from, to);

// Proof that the observer sees scavenges at all: make some 50 MB of short-lived arrays (kept in a
// small ring so the optimiser cannot drop them) and expect at least one.
const PROBE_ARRAYS = 1_000_000;
const ring: number[][] = [];
const probeFrom = performance.now();
for (let i = 0; i < PROBE_ARRAYS; i++) ring[i & 1023] = [i, i + 1, i + 2, i + 3];
const probeTo = performance.now();
await nextTurn();
await nextTurn();
const probe = countKinds(probeFrom, probeTo);
observer.disconnect();
if (probe.scavenges === 0) {
  throw new Error(
    `the gc observer saw no scavenge while ${PROBE_ARRAYS} arrays were made (${ring.length} kept)`,
  );
}

reportOutcome({
  kind: 'measured',
  value: during.scavenges,
  details: {
    level: level.id,
    ticks: MEASURED_TICKS,
    warmUpTicks: WARM_UP_TICKS,
    scavenges: during.scavenges,
    majorCollections: during.major,
    otherCollections: during.other,
    heapUsedBeforeBytes: heapBefore,
    heapUsedAfterBytes: heapAfter,
    heapGrowthBytes: heapAfter - heapBefore,
    restarts: driver.restarts,
    observerCheckScavenges: probe.scavenges,
  },
});
