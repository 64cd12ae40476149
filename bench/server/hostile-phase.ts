import { deflateRawSync } from 'node:zlib';
import type autocannon from 'autocannon';
import { MAX_BODY_BYTES } from '../../src/api';
import { encodeReplay, MAX_LEVEL_LINK_INFLATED_BYTES, type Replay } from '../../src/replay';
import { keyHeaders, startToken, type BenchPlayer, type ReadyPost } from './bench-posts';
import { tolerantPost } from './tolerant-post';

/** What the hostile phase measured besides the board reads autocannon made. */
export interface HostileFigures {
  /** Slowest GET /api/health answer during the phase, ms (polled every 100 ms). */
  readonly healthMaxMs: number;
  /** The largest event-loop delay /api/health reported during the phase, ms. */
  readonly reportedLoopMaxMs: number;
  /** Statuses of the 60 s legal runs posted during the phase, one a second. */
  readonly legalStatuses: readonly number[];
  /** Statuses of the worst legal runs the third hostile client posted between its seeds. */
  readonly worstStatuses: readonly number[];
  /** How many hostile shapes were answered with each status (0: no answer came). */
  readonly hostileStatuses: Readonly<Record<string, number>>;
}

/** What the hostile clients send besides the fixed shapes. */
export interface HostileRuns {
  /** Runs claimed as wins on fresh maximum-size seeds (a 0-tick one, a 60 s one). */
  readonly seedRuns: readonly Replay[];
  /** Worst legal runs, each its own, ready to post (legal: each must be verified). */
  readonly worstPosts: readonly ReadyPost[];
  /** The attackers' player (they hold a key: a key is free to claim). */
  readonly attacker: BenchPlayer;
}

const deepLink = `#l=${deflateRawSync(Buffer.from('['.repeat(Math.min(1_000_000, MAX_LEVEL_LINK_INFLATED_BYTES)))).toString('base64url')}`;
/** The largest body the service reads, all nesting. */
const deepBody = (() => {
  const head = '{"replay":';
  return head + '['.repeat(MAX_BODY_BYTES - head.length - 1) + '}';
})();
/** A byte over the largest body: refused (413) before it is read. */
const overBody = `${deepBody} `;

/** A claimed win on a fresh maximum-size seed, with its own token. */
async function freshSeedPost(base: string, seed: number, run: Replay, attacker: BenchPlayer) {
  const level = {
    seed,
    width: 128,
    height: 128,
    minotaurs: 8,
    keys: 3,
    gems: 30,
    traps: 40,
    loops: 50,
  };
  const token = await startToken(base, level, attacker.key);
  const replay = encodeReplay({
    ...run,
    level,
    player: attacker.name,
    recordedAt: new Date().toISOString(),
  });
  const body = `{"token":${JSON.stringify(token)},"replay":${replay}}`;
  return tolerantPost(base, '/api/runs', body, keyHeaders(attacker.key));
}

/**
 * Three hostile clients until `until`, each as fast as the service answers it: deep-nesting
 * links; the largest nested bodies and a body a byte over the limit; claimed wins on fresh
 * maximum-size seeds with a worst legal run between them. All with the attacker's key, so each
 * shape meets the checks behind the key check.
 */
async function attackers(base: string, until: number, runs: HostileRuns) {
  const statuses: Record<string, number> = {};
  const worstStatuses: number[] = [];
  const headers = keyHeaders(runs.attacker.key);
  let seed = 3_000_000_000;
  let worst = 0;
  const send = (path: string, body: string) => () => tolerantPost(base, path, body, headers);
  const shapes = [
    [send('/api/levels', JSON.stringify({ link: deepLink }))],
    [send('/api/runs', deepBody), send('/api/levels', deepBody), send('/api/runs', overBody)],
    runs.seedRuns.map((run) => () => freshSeedPost(base, seed++, run, runs.attacker)),
  ];
  const client = async (own: (() => Promise<{ status: number }>)[], postsWorst: boolean) => {
    while (performance.now() < until) {
      for (const shape of own) {
        const { status } = await shape();
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      const post = postsWorst ? runs.worstPosts[worst++] : undefined;
      if (post !== undefined) {
        const answer = await tolerantPost(base, '/api/runs', post.body, keyHeaders(post.key));
        worstStatuses.push(answer.status);
      }
    }
  };
  await Promise.all(shapes.map((own, i) => client(own, i === shapes.length - 1)));
  return { statuses, worstStatuses };
}

async function healthPoller(base: string, until: number) {
  let healthMaxMs = 0;
  let reportedLoopMaxMs = 0;
  while (performance.now() < until) {
    const began = performance.now();
    const answer = await fetch(`${base}/api/health`);
    const body = (await answer.json()) as { eventLoopDelay?: { maxMs: number } };
    healthMaxMs = Math.max(healthMaxMs, performance.now() - began);
    reportedLoopMaxMs = Math.max(reportedLoopMaxMs, body.eventLoopDelay?.maxMs ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { healthMaxMs, reportedLoopMaxMs };
}

/** Posts `legal` one a second until `until`; their statuses. */
async function legalPoster(base: string, until: number, legal: readonly ReadyPost[]) {
  const statuses: number[] = [];
  for (const post of legal) {
    if (performance.now() >= until) break;
    const answer = await tolerantPost(base, '/api/runs', post.body, keyHeaders(post.key));
    statuses.push(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return statuses;
}

/**
 * Board reads by autocannon (`reads`) while three hostile clients send the shapes and a
 * 60 s legal run is posted every second; the statuses of every kind, and /api/health's figures.
 */
export async function hostilePhase(
  base: string,
  seconds: number,
  reads: () => Promise<autocannon.Result>,
  legal: readonly ReadyPost[],
  runs: HostileRuns,
): Promise<{ reads: autocannon.Result; figures: HostileFigures }> {
  const until = performance.now() + seconds * 1000;
  const [result, attack, health, legalStatuses] = await Promise.all([
    reads(),
    attackers(base, until, runs),
    healthPoller(base, until),
    legalPoster(base, until, legal),
  ]);
  return {
    reads: result,
    figures: {
      ...health,
      legalStatuses,
      worstStatuses: attack.worstStatuses,
      hostileStatuses: attack.statuses,
    },
  };
}
