import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/api';
import { MAX_LEVEL_LINK_INFLATED_BYTES } from '../../src/replay';
import { fixture, startTestService, type TestService } from './support/service-harness';

// The service runs in this process: the test's event loop is the one that answers everyone.
let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    // Tokens usable at once, so that the attackers' runs reach the verifier.
    env: { LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600' },
  });
}, 60_000);
afterAll(async () => {
  await service.close();
});

/** The largest generated level, on a seed nobody has played. */
const freshSeed = (seed: number) => ({
  seed,
  width: 128,
  height: 128,
  minotaurs: 8,
  keys: 3,
  gems: 30,
  traps: 40,
  loops: 50,
});

/** A level link of about a kilobyte that inflates to most of a megabyte of brackets. */
const deepLink = `#l=${deflateRawSync(Buffer.from('['.repeat(Math.min(1_000_000, MAX_LEVEL_LINK_INFLATED_BYTES)))).toString('base64url')}`;

/** Bodies just under the limit, nested as deep as they can go (built once: the client shares the loop). */
const deepBody = (key: string) => {
  const head = `{"${key}":`;
  return head + '['.repeat(MAX_BODY_BYTES - head.length - 1) + '}';
};
const deepBodies = { replay: deepBody('replay'), link: deepBody('link'), level: deepBody('level') };
const overLimitBody = 'x'.repeat(MAX_BODY_BYTES + 1);

/** The service's time now, as a recordedAt inside a run's window (its token is an hour old). */
function now(): string {
  return new Date(service.now).toISOString();
}

interface Answered {
  readonly status: number;
  readonly kind: string | undefined;
  readonly field: string | undefined;
  readonly problem: string | undefined;
}

/** Sends a body as it is, with a player's key (anyone can claim one). */
async function send(path: string, body: string): Promise<Answered> {
  const key = await service.keyOf('Theseus');
  const answer = await fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body,
  });
  const text = await answer.text();
  let problem: { type?: string; field?: string; problem?: string } = {};
  try {
    problem = JSON.parse(text) as typeof problem;
  } catch {
    // 413 and the like may answer without a body the test reads.
  }
  return {
    status: answer.status,
    kind: problem.type?.split('#').pop(),
    field: problem.field,
    problem: problem.problem,
  };
}

/** Each hostile shape of the issue, once, with what it must be answered. */
const shapes = {
  deepLink: () => send('/api/levels', JSON.stringify({ link: deepLink })),
  deepRunBody: () => send('/api/runs', deepBodies.replay),
  deepLevelBody: () => send('/api/levels', deepBodies.link),
  deepStartBody: () => send('/api/runs/start', deepBodies.level),
  overLimit: () => send('/api/runs', overLimitBody),
  async freshSeed() {
    const level = freshSeed(1_000_000 + Math.floor(Math.random() * 1_000_000_000));
    const token = await service.token(level);
    return send(
      '/api/runs',
      JSON.stringify({
        token,
        replay: { ...fixture('won-first-steps'), level, recordedAt: now() },
      }),
    );
  },
  async zeroTicks() {
    const level = freshSeed(2_000_000_000 + Math.floor(Math.random() * 100_000_000));
    const token = await service.token(level);
    const replay = {
      ...fixture('won-first-steps'),
      level,
      inputs: [],
      checkpoints: [],
      final: { tick: 0, outcome: 'won', hash: '00000000' },
    };
    return send('/api/runs', JSON.stringify({ token, replay }));
  },
} satisfies Record<string, () => Promise<Answered>>;
type Shape = keyof typeof shapes;

describe('hostile shapes', () => {
  it('are each refused with the right 4xx, naming the problem', async () => {
    const link = await shapes.deepLink();
    expect([link.status, link.kind, link.field]).toEqual([422, 'invalid-level', 'link']);
    expect(link.problem).toMatch(/nests deeper than a level link can/);
    for (const name of ['deepRunBody', 'deepLevelBody', 'deepStartBody'] as const) {
      const deep = await shapes[name]();
      expect([name, deep.status, deep.field]).toEqual([name, 400, '(body)']);
      expect(deep.problem).toMatch(/nests deeper than any request/);
    }
    expect((await shapes.overLimit()).status).toBe(413);
    const seed = await shapes.freshSeed();
    expect(seed.status).toBe(422);
    expect(seed.kind).toBe('run-not-won');
    expect(seed.problem).toMatch(/no win of this level takes fewer than \d+ ticks/);
    const zero = await shapes.zeroTicks();
    expect([zero.status, zero.kind, zero.field]).toEqual([422, 'run-not-won', 'replay.final.tick']);
  }, 60_000);

  it('sent by three clients at once leave the event loop and board reads free, and a long legal run verifies', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const until = performance.now() + 3_000;
    const attacker = async (names: Shape[]) => {
      const statuses: number[] = [];
      while (performance.now() < until) {
        for (const name of names) statuses.push((await shapes[name]()).status);
      }
      return statuses;
    };
    const reads: number[] = [];
    const reader = async () => {
      while (performance.now() < until) {
        const began = performance.now();
        const answer = await service.get('/api/boards/level:first-steps');
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
        reads.push(performance.now() - began);
      }
    };
    const long = { ...fixture('won-heart-of-the-labyrinth'), recordedAt: now() };
    const [a, b, c, , legal] = await Promise.all([
      attacker(['deepLink', 'deepRunBody']),
      attacker(['freshSeed', 'deepLevelBody']),
      attacker(['overLimit', 'zeroTicks', 'deepStartBody']),
      reader(),
      (async () => {
        const token = await service.token(long.level);
        return send('/api/runs', JSON.stringify({ token, replay: long }));
      })(),
    ]);
    delay.disable();
    const maxMs = delay.max / 1e6;
    const figures = `loop delay p50 ${delay.percentile(50) / 1e6} ms, p99 ${delay.percentile(99) / 1e6} ms, max ${maxMs} ms; board reads ${reads.length}, slowest ${Math.max(...reads)} ms`;
    // The shapes used to hold the loop 0.4-1.6 s each, so most samples of a 3 s window were
    // late by that much (p99 900 ms when they were parsed on this thread). A loaded shared 2-core
    // machine can stall any loop now and then (a max of 430 ms was seen with nothing heavy on
    // it), so the bound is on p99 and generous; the tight figures are the bench's.
    expect(delay.percentile(99) / 1e6, figures).toBeLessThan(400);
    expect(Math.max(...reads)).toBeLessThan(1_000);
    expect(reads.length).toBeGreaterThan(10);
    expect(legal.status).toBe(201);
    for (const statuses of [a, b, c]) {
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    }
  }, 60_000);
});
