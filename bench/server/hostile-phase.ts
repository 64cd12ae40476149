import { deflateRawSync } from 'node:zlib';
import type autocannon from 'autocannon';
import { MAX_BODY_BYTES } from '../../src/api';
import { MAX_LEVEL_LINK_INFLATED_BYTES } from '../../src/replay';

const JSON_TYPE = { 'content-type': 'application/json' };

/** What the hostile phase measured besides the board reads autocannon made. */
export interface HostileFigures {
  /** Slowest GET /api/health answer during the phase, ms (polled every 100 ms). */
  readonly healthMaxMs: number;
  /** The largest event-loop delay /api/health reported during the phase, ms. */
  readonly reportedLoopMaxMs: number;
  /** Statuses of the long legal runs posted during the phase. */
  readonly legalStatuses: readonly number[];
  /** Hostile requests sent, and how many were answered with a 4xx. */
  readonly hostileSent: number;
  readonly hostile4xx: number;
}

const deepLink = `#l=${deflateRawSync(Buffer.from('['.repeat(Math.min(1_000_000, MAX_LEVEL_LINK_INFLATED_BYTES)))).toString('base64url')}`;
const deepBody = (() => {
  const head = '{"replay":';
  return head + '['.repeat(MAX_BODY_BYTES - head.length - 1) + '}';
})();

function post(base: string, path: string, body: string): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', headers: JSON_TYPE, body });
}

/** A claimed win on a fresh maximum-size seed, with its own token. */
async function freshSeedPost(base: string, seed: number, replay: string): Promise<Response> {
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
  const start = await post(base, '/api/runs/start', JSON.stringify({ level }));
  const { token } = (await start.json()) as { token: string };
  const run = { ...(JSON.parse(replay) as object), level };
  return post(base, '/api/runs', JSON.stringify({ token, replay: run }));
}

/**
 * Three hostile clients for `until`: deep-nesting links, largest nested bodies, and `seedRuns`
 * claimed on fresh maximum-size seeds; each sends as fast as the service answers it.
 */
function attackers(base: string, until: number, seedRuns: readonly string[]) {
  let sent = 0;
  let refused = 0;
  let seed = 3_000_000_000;
  const shapes: (() => Promise<Response>)[][] = [
    [() => post(base, '/api/levels', JSON.stringify({ link: deepLink }))],
    [() => post(base, '/api/runs', deepBody), () => post(base, '/api/levels', deepBody)],
    seedRuns.map((replay) => () => freshSeedPost(base, seed++, replay)),
  ];
  const client = async (own: (() => Promise<Response>)[]) => {
    while (performance.now() < until) {
      for (const shape of own) {
        const answer = await shape();
        await answer.arrayBuffer();
        sent++;
        if (answer.status >= 400 && answer.status < 500) refused++;
      }
    }
  };
  return Promise.all(shapes.map(client)).then(() => ({ sent, refused }));
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

/**
 * Board reads by autocannon (`reads`) while three hostile clients send the issue's shapes and a
 * long legal run is posted every second; the legal runs' statuses and /api/health's figures.
 */
export async function hostilePhase(
  base: string,
  seconds: number,
  reads: () => Promise<autocannon.Result>,
  legalBodies: readonly string[],
  seedRuns: readonly string[],
): Promise<{ reads: autocannon.Result; figures: HostileFigures }> {
  const until = performance.now() + seconds * 1000;
  const legal = (async () => {
    const statuses: number[] = [];
    for (const body of legalBodies) {
      if (performance.now() >= until) break;
      const answer = await post(base, '/api/runs', body);
      await answer.arrayBuffer();
      statuses.push(answer.status);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return statuses;
  })();
  const [result, attack, health, legalStatuses] = await Promise.all([
    reads(),
    attackers(base, until, seedRuns),
    healthPoller(base, until),
    legal,
  ]);
  return {
    reads: result,
    figures: { ...health, legalStatuses, hostileSent: attack.sent, hostile4xx: attack.refused },
  };
}
