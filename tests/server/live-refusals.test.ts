/**
 * Live streams a run cannot have made are closed with their stated code (src/api/live.ts), over
 * real sockets against a started service whose clock the test moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, liveUrl } from './support/live-client';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ env: { LEADERBOARD_LIVE_SOCKETS_PER_BUCKET: '1000' } });
});
afterAll(async () => {
  await service.close();
});

const FIRST_STEPS = 'level:first-steps';

/** A runner's socket that said hello for a fresh token of first-steps, and its welcome. */
async function runner(
  hello: { levelKey?: string } = {},
): Promise<{ client: LiveClient; token: string; welcome: Record<string, unknown> }> {
  const key = await service.keyOf('Theseus');
  const token = await service.token({ id: 'first-steps' });
  const client = new LiveClient(liveUrl(service.url, '/api/live/run'));
  await client.send({ type: 'hello', key, token, levelKey: hello.levelKey ?? FIRST_STEPS });
  const welcome = hello.levelKey === undefined ? await client.next() : {};
  return { client, token, welcome };
}

describe('a live stream', () => {
  it('is welcomed at tick 0 and takes batches that follow each other in real time', async () => {
    const { client, welcome } = await runner();
    expect(welcome).toMatchObject({ type: 'welcome', tick: 0, resumeWithinMs: 30_000 });
    expect(welcome.liveId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    service.now += 1_000;
    await client.send({ type: 'inputs', from: 0, runs: [[10, 2]] });
    await client.send({ type: 'inputs', from: 10, runs: [[10, 4]] });
    await client.send({ type: 'end' });
    expect((await client.closed).code).toBe(1000);
  });

  it('acknowledges once two seconds of ticks came since the last ack, and the batch that wins', async () => {
    const { client } = await runner();
    service.now += 10_000;
    // The golden win of first-steps (won at tick 78), sent in batches of 4 ticks as the game does.
    const won = (fixture('won-first-steps') as unknown as { inputs: [number, number][] }).inputs;
    const inputs = won.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));
    expect(inputs).toHaveLength(78);
    for (let from = 0; from < inputs.length; from += 4) {
      const runs = inputs.slice(from, from + 4).map((input) => [1, input]);
      await client.send({ type: 'inputs', from, runs });
    }
    expect((await client.closed).code).toBe(1000);
    expect(client.received.map(({ frame }) => frame)).toEqual([
      expect.objectContaining({ type: 'welcome', tick: 0 }),
      { type: 'ack', tick: 40 },
      { type: 'ack', tick: 78 },
    ]);
  });

  it('is refused when it runs ahead of the wall clock since its token (4425)', async () => {
    const { client } = await runner();
    // Two seconds of tolerance, as a post gets: 40 ticks at 20 Hz with no time passed.
    await client.send({ type: 'inputs', from: 0, runs: [[40, 2]] });
    await client.send({ type: 'inputs', from: 40, runs: [[1, 2]] });
    const closed = await client.closed;
    expect(closed.code).toBe(4425);
    expect(closed.reason).toContain('reaches tick 41, but only 40 ticks');
  });

  it('is refused when its hello names another level than its token (4409)', async () => {
    const { client } = await runner({ levelKey: 'level:the-beast-stirs' });
    const closed = await client.closed;
    expect(closed.code).toBe(4409);
    expect(closed.reason).toContain('was issued for level level:first-steps');
  });

  it('is refused when a batch leaves ticks out (4422) or sends ticks again (4423)', async () => {
    service.now += 10_000;
    const gap = await runner();
    await gap.client.send({ type: 'inputs', from: 0, runs: [[5, 2]] });
    await gap.client.send({ type: 'inputs', from: 6, runs: [[5, 2]] });
    expect(await gap.client.closed).toEqual({
      code: 4422,
      reason: 'starts at tick 6, but the run stands at 5',
    });
    service.now += 10_000;
    const rewind = await runner();
    await rewind.client.send({ type: 'inputs', from: 0, runs: [[5, 2]] });
    await rewind.client.send({ type: 'inputs', from: 4, runs: [[5, 2]] });
    expect(await rewind.client.closed).toEqual({
      code: 4423,
      reason: 'starts at tick 4, but 5 ticks were taken',
    });
  });

  it('is refused for inputs after its end (4410)', async () => {
    const { client } = await runner();
    service.now += 10_000;
    // first-steps is won at tick 78 by the golden run's inputs; one tick more is no run.
    const won = [
      [10, 2],
      [10, 4],
      [10, 8],
      [10, 4],
      [30, 2],
      [8, 4],
    ];
    await client.send({ type: 'inputs', from: 0, runs: won.slice(0, 4) });
    await client.send({
      type: 'inputs',
      from: 40,
      runs: [
        [30, 2],
        [9, 4],
      ],
    });
    const closed = await client.closed;
    expect(closed.code).toBe(4410);
    expect(closed.reason).toContain('after the run ended (won) at tick 78');
  });

  it('closes a frame that is not JSON, not a frame, or first not a hello (4400, 4401)', async () => {
    const notJson = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await notJson.send('{"type":');
    expect(await notJson.closed).toEqual({ code: 4400, reason: 'the frame is not JSON' });
    const tooMany = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await tooMany.send({ type: 'inputs', from: 0, runs: [[101, 2]] });
    expect((await tooMany.closed).code).toBe(4400);
    const noHello = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await noHello.send({ type: 'inputs', from: 0, runs: [[1, 2]] });
    expect(await noHello.closed).toEqual({ code: 4401, reason: 'the first frame is a hello' });
  });

  it('closes a binary frame that is not a batch, or a batch sent as JSON text (4400)', async () => {
    const refused: [number[], string][] = [
      [[2, 0, 2, 1], 'a binary frame starts with type 1'],
      [[1, 0x80, 0x80, 0x80, 0x80, 0], 'from: not a varint of at most 4 bytes'],
      [[1, 0], 'runs: a batch holds at least one pair'],
      [[1, 0, 16, 1], 'runs.0: input 16 over 15'],
      [[1, 0, 2], 'runs.0: ticks cut short or too long'],
      [[1, 0, 2, 0], 'runs.0: a pair of 0 ticks'],
      [[1, 0, 2, 60, 4, 41], 'runs: must hold at most 100 ticks'],
    ];
    // Each read before anything else: refused for what it is, before a hello is missed.
    for (const [bytes, reason] of refused) {
      const client = new LiveClient(liveUrl(service.url, '/api/live/run'));
      await client.sendBytes(Uint8Array.from(bytes));
      expect(await client.closed).toEqual({ code: 4400, reason });
    }
    const { client } = await runner();
    await client.sendBytes(Uint8Array.from([1, 0, 2, 5, 16, 1]));
    expect(await client.closed).toEqual({ code: 4400, reason: 'runs.1: input 16 over 15' });
    const json = await runner();
    await json.client.send(JSON.stringify({ type: 'inputs', from: 0, runs: [[1, 2]] }));
    expect((await json.client.closed).code).toBe(4400);
  });

  it('closes a binary frame over 2048 bytes with 1009, one of 2048 is read', async () => {
    // A batch of 1 023 one-tick pairs, over 100 ticks: refused for what it is, not for its size.
    const pairs = (count: number) => Array.from({ length: count }, () => [2, 1]).flat();
    const at = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await at.sendBytes(Uint8Array.from([1, 0, ...pairs(1023)]));
    expect(await at.closed).toEqual({ code: 4400, reason: 'runs: must hold at most 100 ticks' });
    const over = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await over.sendBytes(Uint8Array.from([1, 0, ...pairs(1023), 0]));
    expect((await over.closed).code).toBe(1009);
  });

  it('closes a frame over 2048 bytes with 1009, one of 2048 is read', async () => {
    const at = new LiveClient(liveUrl(service.url, '/api/live/run'));
    const padded = (bytes: number) => `{"type":"end"}${' '.repeat(bytes - 14)}`;
    await at.send(padded(2048));
    // Read, and refused for what it is (no hello first), not for its size.
    expect((await at.closed).code).toBe(4401);
    const over = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await over.send(padded(2049));
    expect((await over.closed).code).toBe(1009);
  });

  it('refuses a hello with a key no player holds (4401) and a forged token (4403)', async () => {
    const token = await service.token({ id: 'first-steps' });
    const stranger = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await stranger.send({ type: 'hello', key: 'A'.repeat(43), token, levelKey: FIRST_STEPS });
    expect((await stranger.closed).code).toBe(4401);
    const forged = new LiveClient(liveUrl(service.url, '/api/live/run'));
    const key = await service.keyOf('Theseus');
    await forged.send({ type: 'hello', key, token: `${token}x`, levelKey: FIRST_STEPS });
    expect((await forged.closed).code).toBe(4403);
  });
});
