/**
 * Starts bound to keys (issue 41): the service binds a start token to the key that asks for it
 * and refuses a start without one. So with posting on, a first run's name is claimed before its
 * start, every start names the key, and the run waits in the outbox with that very key; with
 * posting off nothing reaches the service at all.
 */
import { describe, expect, it } from 'vitest';
import { inWords } from '../../support/in-words';
import {
  GlobalClient,
  GlobalPoster,
  PlayerIdentity,
  type FetchLike,
  type GlobalPostStatus,
} from '../../../src/app/global';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { FakeService, fakeKey, ManualTimers, settle, type SentRequest } from './fake-service';
import { storedOutbox } from './poster-support';

/** The one token every start gets, and rank 4 for each post. */
function up(request: SentRequest) {
  if (request.path.endsWith('/api/runs/start')) {
    return { status: 200, body: { token: 'token-of-the-start', levelKey: 'level:x' } };
  }
  const ranked = { runId: 'r', rank: 4, levelKey: 'level:x', timeTicks: 9 };
  return { status: 201, body: { ...ranked, replayHash: 'e'.repeat(64) } };
}

/** A poster over `service` whose name claims wait until the test lets each through. */
function heldClaims(posting = true) {
  const service = new FakeService();
  service.answer = up;
  const held: (() => void)[] = [];
  const fetch: FetchLike = (url, init) => {
    if (!url.endsWith('/api/players')) return service.fetch(url, init);
    return new Promise((resolve, reject) => {
      held.push(() => {
        service.fetch(url, init).then(resolve, reject);
      });
    });
  };
  const storage = new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  const client = new GlobalClient({ fetch });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => posting,
    timer: new ManualTimers().timer,
    now: () => '2026-06-01T12:00:00.000Z',
    identity: new PlayerIdentity({ client, store }),
    playerName: () => 'Theseus',
  });
  const release = () => {
    const next = held.shift();
    if (next === undefined) throw new Error('no claim is waiting');
    next();
  };
  return { service, poster, storage, held, release };
}

describe('a first run with posting on', () => {
  it('claims its name before it starts, and starts once the key is back, with that key', async () => {
    const { service, poster, held, release } = heldClaims();
    poster.runStarted({ id: 'x' }, false);
    await settle();
    // The claim is on its way; no start goes before its key.
    expect(held).toHaveLength(1);
    expect(service.sent).toEqual([]);
    release();
    await settle();
    expect(service.claims.map((c) => c.body)).toEqual([{ name: 'Theseus' }]);
    expect(service.sent.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/runs/start', `Bearer ${fakeKey('Theseus')}`],
    ]);
    await poster.runEnded('{"n":1}');
    expect(
      service.posts().map((p) => [p.authorization, (p.body as { token: string }).token]),
    ).toEqual([[`Bearer ${fakeKey('Theseus')}`, 'token-of-the-start']]);
  });

  it('waits in the outbox with its token and the key that token was started with', async () => {
    const { service, poster, storage, release } = heldClaims();
    poster.runStarted({ id: 'x' }, false);
    release();
    await settle();
    service.answer = (request) => (request.path.endsWith('/api/runs') ? 'no-answer' : up(request));
    await poster.runEnded('{"n":1}');
    const [start] = service.sent;
    expect(start?.authorization).toBe(`Bearer ${fakeKey('Theseus')}`);
    expect(storedOutbox(storage)).toMatchObject([
      { token: 'token-of-the-start', key: fakeKey('Theseus') },
    ]);
  });

  it('never starts when its name cannot be claimed (taken), and says why', async () => {
    const { service, poster, release } = heldClaims();
    service.claim = () => ({
      status: 409,
      body: { type: '/api/problems#name-taken', field: 'name', problem: 'is taken' },
    });
    const seen: GlobalPostStatus[] = [];
    poster.runStarted({ id: 'x' }, false);
    poster.attach((s) => seen.push(s));
    release();
    await poster.runEnded('{}');
    expect(inWords(service.sent)).toEqual([]);
    expect(inWords(seen.at(-1))).toEqual({
      kind: 'refused',
      reason: 'the name "Theseus" is taken on the global leaderboard: choose another in Settings',
    });
  });
});

describe('a run with posting off', () => {
  it('claims nothing and starts nothing, as before', async () => {
    const { service, poster, held } = heldClaims(false);
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{}');
    await settle();
    expect(held).toEqual([]);
    expect(service.claims).toEqual([]);
    expect(service.sent).toEqual([]);
  });
});
