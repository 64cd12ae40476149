import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins } from './support/distinct-runs';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

async function boardPlayers(key: string): Promise<string[]> {
  const answer = await service.get(`/api/boards/${key}?limit=100`);
  return ((await answer.json()) as { runs: { player: string }[] }).runs.map((run) => run.player);
}

describe('posts racing each other', () => {
  it('one token, six replays posted at the same moment: one is ranked, five find it spent', async () => {
    // A token is its player's (issue 41): six runs of that player race for it. Another player's
    // post of it is refused before it races (tests/server/token-player.test.ts).
    const token = await service.token({ id: 'teeth-of-the-floor' }, 'Ariadne');
    service.now += 60_000;
    // Six runs of one player's, none a copy of another.
    const runs = distinctWins('teeth-of-the-floor', 6, 'Ariadne');
    const recordedAt = new Date(service.now).toISOString();
    const answers = await Promise.all(
      runs.map((run) => service.post({ token, replay: { ...run, recordedAt } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(await answer.json()).toMatchObject({
        type: '/api/problems#token-spent',
        field: 'token',
        problem: 'has already been used for another run',
      });
    }
    expect(await boardPlayers('level:teeth-of-the-floor')).toHaveLength(1);
  });

  it('one replay posted six times at the same moment: one run, answered to every post', async () => {
    const token = await service.token({ id: 'hall-of-spikes' }, 'Retry');
    service.now += 60_000;
    const recordedAt = new Date(service.now).toISOString();
    const replay = { ...fixture('won-hall-of-spikes'), player: 'Retry', recordedAt };
    await service.keyOf('Retry');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => service.post({ token, replay })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { runId: string }[];
    expect(new Set(bodies.map((body) => body.runId)).size).toBe(1);
    expect(await boardPlayers('level:hall-of-spikes')).toEqual(['Retry']);
  });

  it('one replay posted at the same moment with two tokens: one run, a 201 and a 200', async () => {
    const issuedAt = service.now;
    const won = fixture('won-three-doors');
    const tokens = [
      await service.token(won.level, 'Twice'),
      await service.token(won.level, 'Twice'),
    ];
    service.now += 2 * 60 * 60 * 1000;
    // Recorded between the tokens' issue and the post, as the service's date check asks.
    const replay = {
      ...won,
      player: 'Twice',
      recordedAt: new Date(issuedAt + 60_000).toISOString(),
    };
    const answers = await Promise.all(tokens.map((token) => service.post({ token, replay })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { runId: string }[];
    expect(bodies[0]?.runId).toBe(bodies[1]?.runId);
    expect(await boardPlayers('level:three-doors')).toEqual(['Twice']);
  });
});
