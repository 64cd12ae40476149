/**
 * Child process: simulation ticks per second on one level, random held inputs, after a warm-up.
 * Usage: node --import tsx bench/node/sim-throughput.ts --level=largest|generated
 */
import { benchLevel, type BenchLevelName } from '../bench-levels';
import { argument, reportOutcome } from './child-protocol';
import { heldInputTape } from './input-tape';
import { TickDriver } from './tick-driver';

const WARM_UP_TICKS = 300_000;
const BATCH_TICKS = 50_000;
/** Wall time the measured part lasts at least. */
const MEASURE_MS = 1_500;
const TAPE_SEED = 20_240_901;

const name = argument('level') as BenchLevelName;
const level = benchLevel(name);
const driver = new TickDriver({ level, tape: heldInputTape(TAPE_SEED, 1 << 16) });
driver.run(WARM_UP_TICKS);
const restartsBefore = driver.restarts;

// Reading the clock once per batch of 50 000 ticks keeps its cost out of the figure.
let ticks = 0;
const started = performance.now();
let elapsed = 0;
while (elapsed < MEASURE_MS) {
  driver.run(BATCH_TICKS);
  ticks += BATCH_TICKS;
  elapsed = performance.now() - started;
}

reportOutcome({
  kind: 'measured',
  value: (ticks * 1000) / elapsed,
  details: {
    level: level.id,
    width: level.width,
    height: level.height,
    minotaurs: level.minotaurSpawns.length,
    warmUpTicks: WARM_UP_TICKS,
    ticks,
    ms: elapsed,
    restarts: driver.restarts - restartsBefore,
    finalHash: driver.simulation.hash(),
  },
});
