import { cpus, loadavg, platform, release, totalmem } from 'node:os';

/** What the figures were measured on. */
export interface Machine {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryBytes: number;
  readonly os: string;
  /** 1, 5 and 15 minute load averages when the bench started: other work on the machine skews figures. */
  readonly loadAverageAtStart: readonly number[];
}

/** Describes this machine. */
export function describeMachine(): Machine {
  const processors = cpus();
  return {
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryBytes: totalmem(),
    os: `${platform()} ${release()}`,
    loadAverageAtStart: loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
