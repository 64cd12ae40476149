import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

const board = (etag?: string) =>
  fetch(`${service.url}/api/boards/level:three-doors`, {
    headers: etag === undefined ? {} : { 'if-none-match': etag },
  });

describe('a board read with its ETag', () => {
  it('answers 304 while the board is unchanged, and a fresh 200 with the run after a post', async () => {
    const first = await board();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(((await first.json()) as { runs: unknown[] }).runs).toEqual([]);

    const unchanged = await board(etag ?? '');
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');

    const posted = await service.postWon({ ...fixture('won-three-doors'), player: 'Cached' });
    expect(posted.status).toBe(201);
    const { runId } = (await posted.json()) as { runId: string };

    const after = await board(etag ?? '');
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const { runs } = (await after.json()) as { runs: { runId: string; player: string }[] };
    expect(runs.map((run) => [run.runId, run.player])).toEqual([[runId, 'Cached']]);
    // The new ETag is the one that now answers 304.
    expect((await board(after.headers.get('etag') ?? '')).status).toBe(304);
  });
});
