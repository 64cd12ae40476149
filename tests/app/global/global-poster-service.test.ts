import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeMessage } from '../../../src/app/text/message-descriptor';
import {
  GlobalClient,
  GlobalPoster,
  PlayerIdentity,
  type FetchLike,
} from '../../../src/app/global';
import type { GlobalPostStatus } from '../../../src/app/global';
import { encodeReplay, openLevelLink } from '../../../src/replay';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { recordRun, winningReplay } from '../../replay/support/replays';
import { startTestService, type TestService } from '../../server/support/service-harness';
import { ManualTimers } from './fake-service';

// The game's poster against the real service (in this process, embedded database, a temp
// folder): tokens are issued an hour back so a run can be posted at once.
let service: TestService;

beforeEach(async () => {
  service = await startTestService({ env: { LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600' } });
});
afterEach(async () => {
  await service.close();
});

interface BoardRow {
  readonly player: string;
  readonly rank: number;
  readonly replayHash: string;
}

async function board(key: string): Promise<BoardRow[]> {
  const answer = await service.get(`/api/boards/${encodeURIComponent(key)}`);
  return ((await answer.json()) as { runs: BoardRow[] }).runs;
}

function poster(fetch: FetchLike, storage = new FakeStorage(), name = 'Ariadne') {
  const store = new LocalStore({ storage: () => storage });
  // Names are claimed with the page's own fetch: only the posts go through `fetch`.
  const claims = new GlobalClient({ fetch: realFetch, base: service.url });
  const made = new GlobalPoster({
    client: new GlobalClient({ fetch, base: service.url }),
    store,
    enabled: () => true,
    timer: new ManualTimers().timer,
    now: () => new Date().toISOString(),
    identity: new PlayerIdentity({ client: claims, store }),
    playerName: () => name,
  });
  const seen: GlobalPostStatus[] = [];
  return { poster: made, seen, storage };
}

const realFetch: FetchLike = (url, init) => fetch(url, init);

/** A golden replay of e2e/fixtures under `player`, recorded now on the service's clock. */
function fixtureReplay(name: string, player: string): Record<string, unknown> {
  const text = readFileSync(new URL(`../../../e2e/fixtures/${name}.json`, import.meta.url), 'utf8');
  return {
    ...(JSON.parse(text) as object),
    player,
    recordedAt: new Date(service.now).toISOString(),
  };
}

describe('the poster against the real service', () => {
  it('posts a won run, which the board then lists under the player name', async () => {
    const { poster: p, seen } = poster(realFetch);
    p.runStarted({ id: 'first-steps' }, false);
    p.attach((s) => seen.push(s));
    await p.runEnded(
      encodeReplay(
        winningReplay('first-steps', {
          player: 'Ariadne',
          recordedAt: new Date(service.now).toISOString(),
        }),
      ),
    );
    expect(seen.at(-1)).toEqual({ kind: 'ranked', rank: 1, scope: 'level' });
    const rows = await board('level:first-steps');
    expect(rows.map((r) => [r.rank, r.player])).toEqual([[1, 'Ariadne']]);
  });

  it('posts a lost run, which the service keeps as an attempt off the board', async () => {
    const { poster: p, seen } = poster(realFetch);
    p.runStarted({ id: 'teeth-of-the-floor' }, false);
    p.attach((s) => seen.push(s));
    const lost = fixtureReplay('caught-spikes-teeth-of-the-floor', 'Ariadne');
    await p.runEnded(JSON.stringify(lost));
    expect(seen.at(-1)).toEqual({ kind: 'attempt' });
    expect(await board('level:teeth-of-the-floor')).toEqual([]);
  });

  it('posts a run quit while playing as an attempt, through the function runQuit answers', async () => {
    const { poster: p } = poster(realFetch);
    p.runStarted({ id: 'first-steps' }, false);
    const send = p.runQuit();
    if (send === null) throw new Error('a run started with posting on has something to post with');
    // The run is set aside: a second quit, or an end, has nothing to post.
    expect(p.runQuit()).toBeNull();
    const { replay } = recordRun({
      ref: { id: 'first-steps' },
      inputs: new Array<number>(400).fill(0),
      player: 'Ariadne',
      recordedAt: new Date(service.now).toISOString(),
    });
    await send(encodeReplay(replay));
    expect(p.waiting).toBe(0);
    expect(await board('level:first-steps')).toEqual([]);
  });

  it('keeps a run whose answer was lost when the service died mid-post, and it is stored once', async () => {
    let posts = 0;
    let dying = true;
    // The post reaches the service, which stores the run; the answer never comes back.
    const diesMidPost: FetchLike = async (url, init) => {
      if (!url.endsWith('/api/runs')) return realFetch(url, init);
      posts += 1;
      const answer = await realFetch(url, init);
      const text = await answer.text();
      if (dying) throw new TypeError('Failed to fetch: the connection was reset');
      return { status: answer.status, text: () => Promise.resolve(text) };
    };
    const { poster: p, seen, storage } = poster(diesMidPost);
    p.runStarted({ id: 'first-steps' }, false);
    p.attach((s) => seen.push(s));
    await p.runEnded(
      encodeReplay(
        winningReplay('first-steps', {
          player: 'Ariadne',
          recordedAt: new Date(service.now).toISOString(),
        }),
      ),
    );
    expect(seen.at(-1)?.kind).toBe('waiting');
    expect(p.waiting).toBe(1);
    expect(storage.items.get('mythic-maze:global-outbox')).toContain('Ariadne');
    // The run is already on the board; the game does not know it yet.
    expect(await board('level:first-steps')).toHaveLength(1);
    dying = false;
    p.online();
    await p.flush();
    expect(seen.at(-1)).toEqual({ kind: 'ranked', rank: 1, scope: 'level' });
    expect(p.waiting).toBe(0);
    expect(storage.items.get('mythic-maze:global-outbox')).not.toContain('Ariadne');
    expect(posts).toBe(2);
    // Posted twice over the wire, stored once: one row.
    expect((await board('level:first-steps')).map((r) => r.player)).toEqual(['Ariadne']);
    // Nothing more goes out once it is done.
    p.online();
    await p.flush();
    expect(posts).toBe(2);
  });

  it('says why the service refused a tampered replay, and drops it', async () => {
    const { poster: p, seen } = poster(realFetch);
    p.runStarted({ id: 'first-steps' }, false);
    p.attach((s) => seen.push(s));
    const replay = winningReplay('first-steps', {
      player: 'Ariadne',
      recordedAt: new Date(service.now).toISOString(),
    });
    // Another well-formed end hash: the run no longer plays out as recorded.
    const hash = replay.final.hash.slice(0, 7) + (replay.final.hash.endsWith('0') ? '1' : '0');
    const tampered = { ...replay, final: { ...replay.final, hash } };
    await p.runEnded(encodeReplay(tampered));
    const last = seen.at(-1);
    expect(last?.kind).toBe('refused');
    expect(last?.kind === 'refused' ? writeMessage(last.reason) : '').toBe(
      'the replay does not play out as posted',
    );
    expect(p.waiting).toBe(0);
    expect(await board('level:first-steps')).toEqual([]);
  });
});

describe('a shared level made in the editor, against the real service', () => {
  /** The published fixture link: its level document, hash and the maker's winning proof. */
  function sharedLevel() {
    const text = readFileSync('e2e/fixtures/level-gem-and-key.txt', 'utf8').trim();
    const opened = openLevelLink(text);
    if (!opened.ok) throw new Error(`the fixture link did not open: ${opened.message}`);
    return opened;
  }

  it('posts a run with its level document, ranked on the board of the level hash', async () => {
    const { doc, hash, proof } = sharedLevel();
    const sent: unknown[] = [];
    const recording: FetchLike = (url, init) => {
      if (init?.body !== undefined) sent.push(JSON.parse(init.body));
      return realFetch(url, init);
    };
    const { poster: p, seen } = poster(recording);
    p.runStarted({ hash }, false, doc);
    p.attach((s) => seen.push(s));
    await p.runEnded(
      encodeReplay({
        ...proof,
        player: 'Ariadne',
        recordedAt: new Date(service.now).toISOString(),
      }),
    );
    expect(seen.at(-1)).toEqual({ kind: 'ranked', rank: 1, scope: 'level' });
    expect(sent).toEqual([
      { level: { hash }, levelDocument: doc, simVersion: 1 },
      {
        token: expect.any(String) as string,
        replay: expect.any(String) as string,
        levelDocument: doc,
      },
    ]);
    expect((await board(`hash:${hash}`)).map((r) => r.player)).toEqual(['Ariadne']);
  });

  it('keeps the level document with a waiting run, and a later visit posts both', async () => {
    const { doc, hash, proof } = sharedLevel();
    const offline: FetchLike = (url, init) =>
      url.endsWith('/api/runs')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(url, init);
    const first = poster(offline, new FakeStorage(), 'Pasiphae');
    first.poster.runStarted({ hash }, false, doc);
    await first.poster.runEnded(
      encodeReplay({
        ...proof,
        player: 'Pasiphae',
        recordedAt: new Date(service.now).toISOString(),
      }),
    );
    expect(first.poster.waiting).toBe(1);
    // The page is closed; the next visit reads the outbox from storage and posts it.
    const second = poster(realFetch, first.storage, 'Pasiphae');
    await second.poster.flush();
    expect(second.poster.waiting).toBe(0);
    expect((await board(`hash:${hash}`)).map((r) => r.player)).toEqual(['Pasiphae']);
  });
});
