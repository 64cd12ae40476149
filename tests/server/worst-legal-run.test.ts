import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORST_RUN_TICKS,
  worstLegalRun,
  worstLevelCanonical,
  worstLevelDocument,
} from '../../bench/server/worst-legal-run';
import { encodeReplay } from '../../src/replay';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

/** Posts `replay` of the worst level with its document and a token issued before it was recorded. */
async function postWorst(replay: ReturnType<typeof worstLegalRun>): Promise<Response> {
  const token = await service.token(replay.level, replay.player);
  service.now += 2 * 60 * 60 * 1000;
  return service.post({ token, replay, levelDocument: worstLevelDocument() });
}

describe('the worst legal run (the longest a verifier can be sent)', () => {
  it('is 23 273 ticks on a 128x128 editor level with 16 Minotaurs and the 20-minute limit', () => {
    const doc = worstLevelDocument();
    const rows = doc.text.split('\n');
    expect(rows).toHaveLength(128);
    expect(rows.every((row) => row.length === 128)).toBe(true);
    expect(doc.text.split('M')).toHaveLength(17);
    expect(doc.meta.timeLimitTicks).toBe(24_000);
    const run = worstLegalRun('Theseus', '2026-06-01T12:01:00.000Z');
    expect(run.final).toMatchObject({ tick: 23_273, outcome: 'won' });
    expect(WORST_RUN_TICKS).toBe(23_273);
  });

  it('is made the same every time, and each variant is a run of its own', () => {
    const at = '2026-06-01T12:01:00.000Z';
    expect(encodeReplay(worstLegalRun('Theseus', at))).toBe(
      encodeReplay(worstLegalRun('Theseus', at)),
    );
    const inputs = [0, 1, 2].map((v) => JSON.stringify(worstLegalRun('Theseus', at, v).inputs));
    expect(new Set(inputs).size).toBe(3);
  });

  it('is posted, verified by the real verifier and stored as sent', async () => {
    const recordedAt = new Date(service.now + 60_000).toISOString();
    const replay = worstLegalRun('Ariadne', recordedAt);
    const answer = await postWorst(replay);
    expect(answer.status).toBe(201);
    const hash = createHash('sha256').update(worstLevelCanonical()).digest('hex');
    const posted = (await answer.json()) as {
      runId: string;
      rank: number;
      levelKey: string;
      timeTicks: number;
      replayHash: string;
    };
    expect(posted).toMatchObject({ rank: 1, levelKey: `hash:${hash}`, timeTicks: 23_273 });
    const stored = await service.get(`/api/runs/${posted.runId}`);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({
      player: 'Ariadne',
      timeTicks: 23_273,
      levelKey: `hash:${hash}`,
    });
    const text = await (await service.get(`/api/replays/${posted.replayHash}`)).text();
    expect(JSON.parse(text)).toEqual(JSON.parse(encodeReplay(replay)));
  });

  it('is refused with its last checkpoint forged (the verifier re-simulates all of it)', async () => {
    const recordedAt = new Date(service.now + 60_000).toISOString();
    const replay = worstLegalRun('Pasiphae', recordedAt, 1);
    const [last, ...rest] = [...replay.checkpoints].reverse();
    if (last === undefined) throw new Error('the worst run has no checkpoint');
    const forged = { ...replay, checkpoints: [...rest.reverse(), [last[0], '00000000']] };
    const answer = await postWorst(forged as typeof replay);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      type: '/api/problems#replay-mismatch',
      firstMismatchTick: last[0],
    });
  });
});
