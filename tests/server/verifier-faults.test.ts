import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins } from './support/distinct-runs';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    workerFile: fileURLToPath(new URL('support/faulty-worker.mjs', import.meta.url)),
    env: { LEADERBOARD_VERIFY_CPU_LIMIT_MS: '1500' },
  });
});
afterAll(async () => {
  await service.close();
});

async function health(): Promise<{ verifierThreads: number }> {
  return (await (await service.get('/api/health')).json()) as { verifierThreads: number };
}

describe('a verifier worker that fails', () => {
  // A run of its own for each post after a fault (the service refuses copies).
  const afterwards = distinctWins('first-steps', 3).slice(1);
  for (const [i, player] of ['Crash', 'Hang'].entries()) {
    it(`(${player}) gets its request a 503 problem, is replaced, and the next post is ranked`, async () => {
      const answer = await service.postWon({ ...fixture('won-first-steps'), player });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(answer.headers.get('retry-after')).toBe('1');
      const board = await service.get('/api/boards/level:first-steps');
      const runs = ((await board.json()) as { runs: { player: string }[] }).runs;
      expect(runs.filter((run) => run.player === player)).toEqual([]);
      const next = await service.postWon({ ...afterwards[i], player: `After ${player}` });
      expect(next.status).toBe(201);
      expect((await health()).verifierThreads).toBe(2);
    });
  }

  it('never holds the HTTP thread: health answers while a worker hangs', async () => {
    let settled = false;
    const hanging = service
      .postWon({ ...fixture('won-red-key'), player: 'Hang' })
      .then((answer) => {
        settled = true;
        return answer;
      });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await service.get('/api/health')).status).toBe(200);
    expect(settled).toBe(false);
    expect((await hanging).status).toBe(503);
  });
});
