/**
 * A published proof is an original (issue 41), on the embedded SQLite and (npm run
 * test:server:pg) PostgreSQL. A level's proof is public once published (GET /api/replays/<hash>);
 * before, a thief relabelled its player, took a token and posted it: 201, rank 1, and the maker's
 * own post of it was then the copy. Now publishing stores the proof as the maker's run of the
 * level's board, so the thief's post is 409 copy naming the maker's run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES, proveLevel } from '../../scripts/level-fixtures';
import {
  encodeReplay,
  hashLevelRef,
  levelFromDocument,
  type LevelDocument,
} from '../../src/replay';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { expand, recordRun } from '../replay/support/replays';
import { CatalogueSeed } from './support/catalogue-seed';
import { course, invisibleChange } from './support/courses';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let seed: CatalogueSeed;
beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  seed = CatalogueSeed.open(storage);
});
afterAll(async () => {
  await seed.close();
  await service.close();
});

const [first, second] = LEVEL_FIXTURES;
if (first === undefined || second === undefined) throw new Error('two level fixtures are needed');
/** A third level: the second renamed (another document, so another hash). */
const third = { doc: { ...second.doc, meta: { ...second.doc.meta, name: 'Proven Halls' } } };

/** The link of a fixture level with its maker's (Daedalus's) proof. */
function linkOf(doc: LevelDocument): string {
  const proof = JSON.parse(encodeReplay(proveLevel(doc))) as unknown;
  return rawLevelLink({ format: 'mythic-maze-level', version: 1, level: doc, proof });
}

interface BoardRow {
  readonly rank: number;
  readonly runId: string;
  readonly player: string;
  readonly timeTicks: number;
  readonly replayHash: string;
}

async function boardOf(levelKey: string): Promise<BoardRow[]> {
  const answer = await service.get(`/api/boards/${encodeURIComponent(levelKey)}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { runs: BoardRow[] }).runs;
}

describe('a published proof', () => {
  it("is the maker's run on the level's board, and the original of a relabelled copy (409 copy)", async () => {
    const published = await service.publish(linkOf(first.doc));
    expect(published.status).toBe(201);
    const { levelKey, maker } = (await published.json()) as {
      levelKey: string;
      maker: { player: string; timeTicks: number; replayHash: string };
    };
    const rows = await boardOf(levelKey);
    expect(rows).toHaveLength(1);
    const [makerRun] = rows as [BoardRow];
    expect(makerRun).toMatchObject({
      rank: 1,
      player: 'Daedalus',
      timeTicks: maker.timeTicks,
      replayHash: maker.replayHash,
    });
    const read = await service.get(`/api/runs/${makerRun.runId}`);
    expect(await read.json()).toMatchObject({
      levelKey,
      player: 'Daedalus',
      status: 'verified',
      rank: 1,
      personalBest: true,
    });
    // The thief takes the public proof, relabels it, takes a token and posts it.
    const proof = (await (await service.get(`/api/replays/${maker.replayHash}`)).json()) as Record<
      string,
      unknown
    >;
    const stolen = await service.postWon({ ...proof, player: 'Thief' });
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toMatchObject({
      type: '/api/problems#copy',
      field: 'replay.inputs',
      runId: makerRun.runId,
    });
    expect((await boardOf(levelKey)).map((row) => row.player)).toEqual(['Daedalus']);
    // Publishing again changes nothing: one maker, one run.
    expect((await service.publish(linkOf(first.doc))).status).toBe(200);
    expect((await boardOf(levelKey)).map((row) => row.runId)).toEqual([makerRun.runId]);
  });

  it('leaves a run of the same inputs stored before it the original, and publishes', async () => {
    const proof = proveLevel(second.doc);
    // The maker posts their proof's inputs as a run (with the level) before publishing the link.
    const token = await service.token(proof.level, 'Daedalus');
    service.now += 60 * 60 * 1000;
    const recordedAt = new Date(service.now - 30 * 60 * 1000).toISOString();
    const early = await service.post({
      token,
      replay: { ...proof, recordedAt },
      levelDocument: second.doc,
    });
    expect(early.status).toBe(201);
    const { runId, levelKey } = (await early.json()) as { runId: string; levelKey: string };
    const published = await service.publish(linkOf(second.doc));
    expect(published.status).toBe(201);
    expect((await boardOf(levelKey)).map((row) => [row.player, row.runId])).toEqual([
      ['Daedalus', runId],
    ]);
    const copy = await service.postWon({ ...proof, player: 'Thief' });
    expect(copy.status).toBe(409);
    expect(((await copy.json()) as { runId: string }).runId).toBe(runId);
  });

  it("is the original of a disguised copy of it too (409 copy naming the maker's run)", async () => {
    const doc = { ...second.doc, meta: { ...second.doc.meta, name: 'Disguised Halls' } };
    const published = await service.publish(linkOf(doc));
    expect(published.status).toBe(201);
    const { levelKey } = (await published.json()) as { levelKey: string };
    const [maker] = await boardOf(levelKey);
    expect(maker?.player).toBe('Daedalus');
    // The proof's inputs with the last tick's changed so that nothing anyone sees changes.
    const level = levelFromDocument(doc);
    const inputs = expand(proveLevel(doc).inputs);
    const disguised = invisibleChange(level, inputs, [inputs.length - 1]);
    expect(disguised).not.toEqual(inputs);
    expect(course(level, disguised)).toEqual(course(level, inputs));
    const { replay } = recordRun({
      ref: hashLevelRef(doc),
      level,
      inputs: disguised,
      player: 'Thief',
    });
    const copy = await service.postWon(replay);
    expect(copy.status).toBe(409);
    expect(((await copy.json()) as { runId: string }).runId).toBe(maker?.runId);
    expect((await boardOf(levelKey)).map((row) => row.player)).toEqual(['Daedalus']);
  });

  it("is no clear and no best time of the catalogue, before or after a player's run is rejected", async () => {
    const published = await service.publish(linkOf(third.doc));
    expect(published.status).toBe(201);
    const { hash } = (await published.json()) as { hash: string };
    // A player's win: the proof after a tick of standing still (another run, a tick slower).
    const { replay } = recordRun({
      ref: hashLevelRef(third.doc),
      level: levelFromDocument(third.doc),
      inputs: [0, ...expand(proveLevel(third.doc).inputs)],
      player: 'Icarus',
    });
    expect(replay.final.outcome).toBe('won');
    const posted = await service.postWon(replay);
    expect(posted.status).toBe(201);
    const { runId, timeTicks } = (await posted.json()) as { runId: string; timeTicks: number };
    expect(await catalogued(hash)).toEqual({ clears: 1, bestTimeTicks: timeTicks });
    // Reverify rejects Icarus's run: the maker's proof does not become the level's best time.
    await seed.handle.db
      .updateTable('runs')
      .set({ status: 'rejected' })
      .where('id', '=', runId)
      .execute();
    expect(await seed.store.runRejected(runId)).toBe(true);
    expect(await catalogued(hash)).toEqual({ clears: 0, bestTimeTicks: null });
  });
});

/** A listed level's clears and best time, as the catalogue answers them. */
async function catalogued(hash: string): Promise<{ clears: number; bestTimeTicks: number | null }> {
  const answer = await service.get('/api/levels?limit=50');
  const page = (await answer.json()) as {
    levels: { hash: string; clears: number; bestTimeTicks: number | null }[];
  };
  const row = page.levels.find((level) => level.hash === hash);
  if (row === undefined) throw new Error(`${hash} is not listed`);
  return { clears: row.clears, bestTimeTicks: row.bestTimeTicks };
}
