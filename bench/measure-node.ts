import { failed, measured, notMeasured, type Goal, type MetricResult, type Unit } from './metric';
import { runNodeChild } from './node-child';
import { summarize } from './stats';

/** A row before it is measured. */
interface RowSpec {
  readonly id: string;
  readonly label: string;
  readonly unit: Unit;
  readonly goal: Goal | null;
  readonly note?: string;
}

/** Level names of a child's details, e.g. `heart-of-the-labyrinth (41x31, 4 Minotaurs)`. */
function levelText(details: Record<string, unknown>): string {
  const { level, width, height, minotaurs } = details;
  if (typeof level !== 'string') return 'unknown level';
  if (typeof width !== 'number' || typeof height !== 'number') return level;
  return `${level} (${width}x${height}, ${String(minotaurs)} Minotaurs)`;
}

/** Collections of every kind during one run's measured ticks. */
function collections(details: Record<string, unknown>): number {
  return (
    Number(details.scavenges) + Number(details.majorCollections) + Number(details.otherCollections)
  );
}

/**
 * Runs a child measurement `runs` times, each in a fresh process, one after another, and makes
 * the row: judged on the median, `n/a` when the child reports that what it needs is absent,
 * `error` when a run fails.
 */
async function repeat(options: {
  readonly spec: (runs: readonly Record<string, unknown>[]) => RowSpec;
  readonly fallback: RowSpec;
  readonly script: string;
  readonly args?: readonly string[];
  readonly runs: number;
}): Promise<MetricResult> {
  const values: number[] = [];
  const perRun: Record<string, unknown>[] = [];
  try {
    for (let run = 0; run < options.runs; run++) {
      const outcome = await runNodeChild(options.script, options.args);
      if (outcome.kind === 'absent') return notMeasured(options.fallback, outcome.reason);
      values.push(outcome.value);
      perRun.push(outcome.details);
    }
  } catch (error) {
    return failed(options.fallback, error);
  }
  const spec = options.spec(perRun);
  return measured({ ...spec, summary: summarize(values), details: { runs: perRun } });
}

/**
 * Items 1 to 3: simulation throughput, one hour of replay verification (and of splits, and
 * seeking in a 20-minute replay), and garbage collections.
 */
export async function measureNode(runs: number): Promise<MetricResult[]> {
  const rows: MetricResult[] = [];
  for (const level of ['largest', 'generated'] as const) {
    const isLargest = level === 'largest';
    const base: RowSpec = {
      id: `sim-throughput-${level}`,
      label: `Sim throughput, ${isLargest ? 'largest built-in level' : 'generated 64x64 level'}`,
      unit: 'ticks/s',
      goal: isLargest ? { comparison: 'at-least', value: 2_000_000 } : null,
    };
    rows.push(
      await repeat({
        script: 'sim-throughput.ts',
        args: [`--level=${level}`],
        runs,
        fallback: base,
        spec: ([details]) => ({
          ...base,
          label: `Sim throughput, ${levelText(details ?? {})}`,
          note: 'random held inputs (seeded), runs restarted from their first state as they end; warm-up 300 000 ticks, then at least 1.5 s timed',
        }),
      }),
    );
  }
  const verify: RowSpec = {
    id: 'replay-verify-hour',
    label: 'Verify one hour of replays (72 000 ticks)',
    unit: 'ms',
    goal: { comparison: 'below', value: 50 },
  };
  rows.push(
    await repeat({
      script: 'replay-verify.ts',
      runs,
      fallback: verify,
      spec: ([details]) => ({
        ...verify,
        note: `verifyReplay over ${String(details?.replays)} recorded runs of ${String(details?.level)} totalling 72 000 ticks (a level's countdown is at most 20 minutes, so an hour is several replays), each run's course noted (a hash of what is seen after every tick, as the service finds copies); 3 untimed passes first`,
      }),
    }),
  );
  const splits: RowSpec = {
    id: 'replay-splits-hour',
    label: 'Splits of one hour of replays (72 000 ticks)',
    unit: 'ms',
    goal: { comparison: 'below', value: 50 },
  };
  rows.push(
    await repeat({
      script: 'replay-splits.ts',
      runs,
      fallback: splits,
      spec: ([details]) => ({
        ...splits,
        note: `replaySplits (re-simulation, every key, door, gem and exit) over the verifier's ${String(details?.replays)} runs of ${String(details?.level)}, ${String(details?.splits)} splits in all; 3 untimed passes first`,
      }),
    }),
  );
  const seek: RowSpec = {
    id: 'replay-seek-p99',
    label: 'Seek in a 24 000-tick replay, p99 (Node)',
    unit: 'ms',
    goal: { comparison: 'below', value: 8 },
  };
  rows.push(
    await repeat({
      script: 'replay-seek.ts',
      runs,
      fallback: seek,
      spec: ([details]) => ({
        ...seek,
        note: `p99 of ${String(details?.seeks)} seeks to random ticks with ReplaySeeker prepared as the viewer prepares it (${String(details?.snapshots)} saved states, a state every 200 ticks); the same seeks in Chromium are the browser row`,
      }),
    }),
  );
  const editor: RowSpec = {
    id: 'editor-verdict-128',
    label: "Editor's live verdict, 128x128 level",
    unit: 'ms',
    goal: { comparison: 'below', value: 50 },
  };
  rows.push(
    await repeat({
      script: 'editor-check.ts',
      runs,
      fallback: editor,
      spec: ([details]) => ({
        ...editor,
        note: `median of ${String(details?.timed)} checkDraft calls (parse, reachability, content hash, then the static solver over ${String(details?.statesVisited)} (tile, keys) states) on open floor with all three keys by the start; runs after every edit`,
      }),
    }),
  );
  for (const level of ['largest', 'generated'] as const) {
    const base: RowSpec = {
      id: `gc-scavenges-${level}`,
      label: `Scavenges in 1 000 000 ticks, ${level === 'largest' ? 'largest built-in level' : 'generated 64x64 level'}`,
      unit: 'count',
      goal: { comparison: 'at-most', value: 0 },
    };
    rows.push(
      await repeat({
        script: 'allocation.ts',
        args: [`--level=${level}`],
        runs,
        fallback: base,
        spec: (details) => ({
          ...base,
          label: `Scavenges in 1 000 000 ticks, ${String(details[0]?.level)}`,
          note: `counted from 'gc' performance entries after a warm-up and a full collection (each run also checks that the observer sees scavenges); collections of any kind ${String(Math.max(...details.map(collections)))} at most; heap used grew by ${String(Math.max(...details.map((run) => Number(run.heapGrowthBytes))))} B at most over the 1 000 000 ticks`,
        }),
      }),
    );
  }
  return rows;
}
