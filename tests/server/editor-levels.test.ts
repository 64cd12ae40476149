import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES, proveLevel } from '../../scripts/level-fixtures';
import { planWinningRun } from '../../src/levels';
import {
  encodeReplay,
  hashLevelRef,
  levelFromDocument,
  ReplayRecorder,
  type LevelDocument,
  type Replay,
} from '../../src/replay';
import { reverify } from '../../src/server/runs/reverify';
import { openMigrated } from '../../src/server/start-service';
import { openStores } from '../../src/server/store/service-stores';
import { VerifierPool } from '../../src/server/verify/verifier-pool';
import { Simulation } from '../../src/sim';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

const [first, second] = LEVEL_FIXTURES;
if (first === undefined || second === undefined) throw new Error('two level fixtures are needed');
const doc = first.doc;
/** The level's content hash, computed here with node's crypto over the canonical document. */
const hash = createHash('sha256')
  .update(
    `{"text":${JSON.stringify(doc.text)},"meta":{"name":"Gem and Key","timeLimitTicks":1200,"trapPeriodTicks":40}}`,
  )
  .digest('hex');
const key = `hash:${hash}`;

/** A player's win: the autopilot's inputs after standing still for `wait` ticks. */
function playerRun(level: LevelDocument, player: string, wait: number): Replay {
  const playable = levelFromDocument(level);
  const simulation = new Simulation(playable);
  const recorder = new ReplayRecorder({ level: hashLevelRef(level), simulation });
  const inputs = [...new Array<number>(wait).fill(0), ...planWinningRun(playable).inputs];
  for (const input of inputs) {
    if (simulation.outcome !== 'playing') break;
    simulation.advance(input);
    recorder.record(input);
  }
  // Recorded just after the token postRun asks for next, as a run played now would be.
  return recorder.finish({ player, recordedAt: new Date(service.now + 60_000).toISOString() });
}

async function postRun(replay: Replay, levelDocument?: unknown): Promise<Response> {
  const token = await service.token(replay.level, replay.player);
  service.now += 2 * 60 * 60 * 1000;
  return service.post({ token, replay, ...(levelDocument === undefined ? {} : { levelDocument }) });
}

async function problemOf(answer: Response) {
  expect(answer.headers.get('content-type')).toBe('application/problem+json');
  return (await answer.json()) as { type: string; field?: string; problem?: string };
}

async function boardOf(levelKey: string) {
  const answer = await service.get(`/api/boards/${encodeURIComponent(levelKey)}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    runs: { player: string; timeTicks: number }[];
    maker?: { player: string; timeTicks: number; replayHash: string } | null;
  };
}

describe('editor levels on the leaderboard service', () => {
  const maker = proveLevel(doc);

  it('issues a token for a level by hash, checking a level document sent along', async () => {
    const started = await service.start({ hash });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ level: { hash }, levelKey: key });
    const edited = { ...doc, text: doc.text.replace('*', '.') };
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${await service.keyOf('Theseus')}`,
    };
    const answer = await fetch(`${service.url}/api/runs/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ level: { hash }, levelDocument: edited }),
    });
    expect(answer.status).toBe(422);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#level-mismatch',
      field: 'levelDocument',
    });
    const broken = { ...doc, text: doc.text.replace('#S..*..r#', '#S..*.?r#') };
    const invalid = await fetch(`${service.url}/api/runs/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ level: hashLevelRef(broken), levelDocument: broken }),
    });
    expect(invalid.status).toBe(422);
    expect((await problemOf(invalid)).problem).toMatch(/^Level error at row 2, column 7: /);
  });

  it('refuses a run of an unknown level sent without its document, and stores nothing', async () => {
    const answer = await postRun(playerRun(doc, 'Early', 3));
    expect(answer.status).toBe(422);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#unknown-level',
      field: 'levelDocument',
    });
    expect((await boardOf(key)).runs).toEqual([]);
    expect((await service.get(`/api/levels/${hash}`)).status).toBe(404);
  });

  it('refuses a run whose level document was edited, or that does not win on it', async () => {
    const edited = { ...doc, meta: { ...doc.meta, name: 'Other' } };
    const answer = await postRun(playerRun(doc, 'Edited', 2), edited);
    expect(answer.status).toBe(422);
    expect((await problemOf(answer)).type).toBe('/api/problems#level-mismatch');
    const forged = JSON.parse(encodeReplay(playerRun(doc, 'Forged', 4))) as {
      final: { hash: string };
    };
    forged.final.hash = '00000000';
    const token = await service.token({ hash }, 'Forged');
    service.now += 2 * 60 * 60 * 1000;
    const mismatch = await service.post({ token, replay: forged, levelDocument: doc });
    expect(mismatch.status).toBe(422);
    expect((await problemOf(mismatch)).type).toBe('/api/problems#replay-mismatch');
    expect((await boardOf(key)).runs).toEqual([]);
  });

  it('ranks a run sent with its level, stores the level once, then ranks runs sent without it', async () => {
    const run = playerRun(doc, 'Ariadne', 7);
    const answer = await postRun(run, doc);
    expect(answer.status).toBe(201);
    // The route takes the level's one gem: a second off the ticks.
    expect(await answer.json()).toMatchObject({ levelKey: key, timeTicks: run.final.tick - 20 });
    const stored = await service.get(`/api/levels/${hash}`);
    expect(await stored.json()).toEqual({ hash, levelKey: key, level: doc, maker: null });
    const later = playerRun(doc, 'Theseus', 1);
    expect((await postRun(later)).status).toBe(201);
    const board = await boardOf(key);
    expect(board.runs.map((r) => [r.player, r.timeTicks])).toEqual([
      ['Theseus', later.final.tick - 20],
      ['Ariadne', run.final.tick - 20],
    ]);
    expect(board.maker).toBeNull();
    // A built-in level's board has no maker, and its runs carry no level document.
    expect('maker' in (await boardOf('level:first-steps'))).toBe(false);
  });

  it("publishes a level link: the proof is re-simulated and shown as the maker's time", async () => {
    const fragment = readFileSync(
      new URL(`../../e2e/fixtures/${first.name}.txt`, import.meta.url),
      'utf8',
    ).trim();
    const published = await service.publish(fragment);
    expect(published.status).toBe(201);
    const makerRow = {
      player: 'Daedalus',
      timeTicks: maker.final.tick - 20,
      gems: 1,
      recordedAt: maker.recordedAt,
      simVersion: 1,
      replayHash: createHash('sha256').update(encodeReplay(maker)).digest('hex'),
    };
    expect(await published.json()).toEqual({ hash, levelKey: key, level: doc, maker: makerRow });
    const again = await service.publish(fragment);
    expect(again.status).toBe(200);
    expect((await boardOf(key)).maker).toEqual(makerRow);
    const proof = await service.get(`/api/replays/${makerRow.replayHash}`);
    expect(await proof.text()).toBe(encodeReplay(maker));
  });

  it.each([
    [
      'an edited level',
      () =>
        rawLevelLink({
          format: 'mythic-maze-level',
          version: 1,
          level: { ...second.doc, text: second.doc.text.replace('*', '.') },
          proof: JSON.parse(encodeReplay(proveLevel(second.doc))) as unknown,
        }),
      'level-mismatch',
      'link.proof.level.hash',
    ],
    ['a damaged link', () => 'l=AAAA', 'invalid-level', 'link'],
    [
      'a level that does not parse',
      () =>
        rawLevelLink({
          format: 'mythic-maze-level',
          version: 1,
          level: { ...second.doc, text: second.doc.text.replace('E', '.') },
          proof: JSON.parse(encodeReplay(proveLevel(second.doc))) as unknown,
        }),
      'invalid-level',
      'link.level',
    ],
  ])('refuses to publish %s, and stores nothing', async (_name, link, type, field) => {
    const answer = await service.publish(link());
    expect(answer.status).toBe(422);
    expect(await problemOf(answer)).toMatchObject({ type: `/api/problems#${type}`, field });
    const secondHash = hashLevelRef(second.doc).hash;
    expect((await service.get(`/api/levels/${secondHash}`)).status).toBe(404);
  });

  /** POSTs a level link to the service, with its proof's player's key. */
  function publish(link: string): Promise<Response> {
    return service.publish(link);
  }

  /** The hash of a level document, computed here with node's crypto over its canonical JSON. */
  function hashOf(level: LevelDocument): string {
    const meta = JSON.stringify(level.meta);
    return createHash('sha256')
      .update(`{"text":${JSON.stringify(level.text)},"meta":${meta}}`)
      .digest('hex');
  }

  it('refuses a proof that claims a win its inputs do not make, and stores nothing', async () => {
    const proof = JSON.parse(encodeReplay(proveLevel(second.doc))) as {
      inputs: [number, number][];
      final: { tick: number; outcome: string };
    };
    // The last steps to the exit become standing still: the same length, still recorded as won.
    const last = proof.inputs[proof.inputs.length - 1];
    if (last === undefined) throw new Error('the proof has no inputs');
    last[1] = 0;
    const answer = await publish(
      rawLevelLink({ format: 'mythic-maze-level', version: 1, level: second.doc, proof }),
    );
    expect(answer.status).toBe(422);
    const refusal = (await problemOf(answer)) as Awaited<ReturnType<typeof problemOf>> & {
      firstMismatchTick?: number;
    };
    expect(refusal).toMatchObject({ type: '/api/problems#replay-mismatch', field: 'link.proof' });
    expect(refusal.problem).toMatch(/^does not win this level/);
    // The last input run starts at tick 145 (173 - 28): the first checkpoint after it, at 160,
    // is where the re-simulated run stops matching.
    expect(refusal.firstMismatchTick).toBe(160);
    expect((await service.get(`/api/levels/${hashOf(second.doc)}`)).status).toBe(404);
  });

  it('refuses a tampered level whose proof was relabelled with its new hash, and stores nothing', async () => {
    // The countdown cut to 100 ticks: the maker's route (173 ticks) runs out of time on it.
    const tampered = { ...second.doc, meta: { ...second.doc.meta, timeLimitTicks: 100 } };
    const tamperedHash = hashOf(tampered);
    const proof = JSON.parse(encodeReplay(proveLevel(second.doc))) as { level: { hash: string } };
    proof.level.hash = tamperedHash;
    const answer = await publish(
      rawLevelLink({ format: 'mythic-maze-level', version: 1, level: tampered, proof }),
    );
    expect(answer.status).toBe(422);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#replay-mismatch',
      field: 'link.proof',
    });
    expect((await service.get(`/api/levels/${tamperedHash}`)).status).toBe(404);
    expect((await boardOf(`hash:${tamperedHash}`)).maker).toBeNull();
  });

  it('publishes the untouched link of that same level: its proof wins', async () => {
    const proof = proveLevel(second.doc);
    const answer = await publish(
      rawLevelLink({
        format: 'mythic-maze-level',
        version: 1,
        level: second.doc,
        proof: JSON.parse(encodeReplay(proof)) as unknown,
      }),
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      hash: hashOf(second.doc),
      maker: { player: 'Daedalus', timeTicks: 173 },
    });
  });

  it('reverify re-simulates runs of editor levels on their stored level', async () => {
    const handle = await openMigrated(service.config);
    const verifier = new VerifierPool({ threads: 1 });
    try {
      const lines: string[] = [];
      const summary = await reverify({
        stores: openStores(handle),
        verifier,
        log: (line) => lines.push(line),
      });
      expect(summary).toMatchObject({ rejected: 0 });
      expect(summary.stillVerified).toBe(summary.checked);
      expect(summary.checked).toBeGreaterThanOrEqual(2);
      expect(lines).toEqual([]);
    } finally {
      await verifier.close();
      await handle.db.destroy();
    }
  });
});
