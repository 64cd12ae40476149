import type autocannon from 'autocannon';
import { levelFromDocument, verifyReplay, type Replay } from '../../src/replay';
import { percentile } from '../stats';
import { claimPlayers, readyPosts, statusCounts, type ReadyPost } from './bench-posts';
import { WORST_RUN_TICKS, worstLevelCanonical, worstLevelDocument } from './worst-legal-run';

/** Times the worst run is verified in this process; the median is the figure. */
const VERIFY_RUNS = 5;
/** Concurrent posts of worst runs: twice the verifier's threads on this 2-core machine. */
const CONNECTIONS = 4;

/** What the worst-run phase measured. */
export interface WorstRunFigures {
  /** Median time to re-simulate and check the worst run once, in this process, ms. */
  readonly verifyMs: number;
  /** Every verify time, ms. */
  readonly verifyTimesMs: readonly number[];
  /** The posts of worst runs alone, by autocannon. */
  readonly posts: autocannon.Result;
  readonly statuses: Readonly<Record<string, number>>;
}

/**
 * The worst legal run (23 273 ticks on the largest editor level, with the most Minotaurs): its
 * verify time here (no service, no queue), and `runs` distinct ones posted alone to the service
 * (`post` sends them, CONNECTIONS at a time), each with its level document and a claimed key.
 */
export async function worstRunPhase(
  base: string,
  runs: readonly Replay[],
  post: (connections: number, posts: readonly ReadyPost[]) => Promise<autocannon.Result>,
): Promise<WorstRunFigures> {
  const [first] = runs;
  if (first?.final.tick !== WORST_RUN_TICKS) throw new Error('no worst run');
  const level = levelFromDocument(worstLevelDocument());
  const verifyTimesMs: number[] = [];
  for (let i = 0; i < VERIFY_RUNS; i++) {
    const began = performance.now();
    const verdict = verifyReplay(first, { level });
    verifyTimesMs.push(performance.now() - began);
    if (!verdict.ok) throw new Error('the worst legal run does not verify');
  }
  const players = await claimPlayers(base, 'worst', 1);
  const ready = await readyPosts(base, runs, players, `,"levelDocument":${worstLevelCanonical()}`);
  const posts = await post(CONNECTIONS, ready);
  return {
    verifyMs: percentile(verifyTimesMs, 0.5),
    verifyTimesMs,
    posts,
    statuses: statusCounts(posts),
  };
}
