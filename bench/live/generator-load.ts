import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How busy the bench's own process (the load generator) was over a phase. */
export interface GeneratorLoad {
  /** Its CPU time (user + system) over the phase's wall time: 1 is one core all the time. */
  readonly cpuShare: number;
  /** The p99 of its own event loop's delay, in ms: what it adds to the lag it measures. */
  readonly loopP99Ms: number;
}

/** A share of one core past which the generator, not the service, is what a figure shows. */
export const GENERATOR_LIMIT_SHARE = 0.7;

/** Starts watching the generator; `stop()` says how busy it was since. */
export function watchGenerator(): { stop(): GeneratorLoad } {
  const began = performance.now();
  const cpu = process.cpuUsage();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return {
    stop() {
      delay.disable();
      const used = process.cpuUsage(cpu);
      const wallMs = performance.now() - began;
      return {
        cpuShare: (used.user + used.system) / 1000 / wallMs,
        loopP99Ms: delay.count === 0 ? 0 : delay.percentile(99) / 1e6,
      };
    },
  };
}

/** The note's words on the generator: its load, and whether it limits the figure. */
export function generatorNote(load: GeneratorLoad): string {
  const share = `${(load.cpuShare * 100).toFixed(0)} % of a core`;
  const loop = `its event-loop delay p99 ${load.loopP99Ms.toFixed(1)} ms`;
  return load.cpuShare >= GENERATOR_LIMIT_SHARE
    ? `the load generator (the bench process) was itself CPU-bound (${share}, ${loop}): the figure is limited by it, an upper bound on the service's`
    : `the load generator (the bench process) used ${share}, ${loop}`;
}
