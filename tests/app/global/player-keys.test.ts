/**
 * Player keys in the game (issue 27): opting in claims the player's name and keeps its key in
 * local storage; a taken name is the player's to change; a recovery code signs in elsewhere; a
 * won run keeps the key it was played under, even when the name (and key) changed before it
 * was posted.
 */
import { describe, expect, it } from 'vitest';
import { inWords } from '../../support/in-words';
import {
  GlobalClient,
  GlobalPoster,
  PlayerIdentity,
  type GlobalPostStatus,
} from '../../../src/app/global';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { FakeService, fakeKey, ManualTimers, type SentRequest } from './fake-service';

const KEY_DOCUMENT = 'mythic-maze:player-key';
const OUTBOX_DOCUMENT = 'mythic-maze:global-outbox';

/** Tokens for starts, rank 3 for posts. */
function up(request: SentRequest) {
  if (request.path.endsWith('/api/runs/start')) {
    return { status: 200, body: { token: `token-${String(Math.random())}`, levelKey: 'level:x' } };
  }
  if (request.path.endsWith('/api/player')) {
    return { status: 200, body: { playerId: 'id-Moved', name: 'Moved' } };
  }
  const ranked = {
    runId: 'r',
    rank: 3,
    levelKey: 'level:x',
    timeTicks: 9,
    replayHash: 'e'.repeat(64),
  };
  return { status: 201, body: ranked };
}

function setup(storage = new FakeStorage()) {
  const service = new FakeService();
  service.answer = up;
  const store = new LocalStore({ storage: () => storage });
  const client = new GlobalClient({ fetch: service.fetch });
  const identity = new PlayerIdentity({ client, store });
  const name = { now: 'Theseus' };
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => true,
    timer: new ManualTimers().timer,
    now: () => '2026-06-01T12:00:00.000Z',
    identity,
    playerName: () => name.now,
  });
  return { service, storage, identity, poster, name, client, store };
}

function stored(storage: FakeStorage, key: string): unknown {
  const raw = storage.items.get(key);
  return raw === undefined ? undefined : (JSON.parse(raw) as { data: unknown }).data;
}

describe('opting in: the name claimed, its key kept', () => {
  it('claims the name when the first run starts, once, and posts with its key', async () => {
    const { service, storage, poster } = setup();
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"n":1}');
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"n":2}');
    expect(service.claims.map((c) => c.body)).toEqual([{ name: 'Theseus' }]);
    expect(service.posts().map((p) => p.authorization)).toEqual([
      `Bearer ${fakeKey('Theseus')}`,
      `Bearer ${fakeKey('Theseus')}`,
    ]);
    expect(stored(storage, KEY_DOCUMENT)).toEqual({
      playerId: 'id-Theseus',
      name: 'Theseus',
      key: fakeKey('Theseus'),
    });
  });

  // Issue 41: a token is bound to the key that asks for it, and a start without one is refused.
  // A first run started without a key (its name being claimed) until then.
  it('starts every run with the key of its name, a first run once its name is claimed', async () => {
    const { service, poster } = setup();
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"n":1}');
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"n":2}');
    const starts = service.sent.filter((r) => r.path.endsWith('/api/runs/start'));
    expect(starts.map((r) => r.authorization)).toEqual([
      `Bearer ${fakeKey('Theseus')}`,
      `Bearer ${fakeKey('Theseus')}`,
    ]);
  });

  it("starts with the new name's key after another name was set, once that name is claimed", async () => {
    const { service, poster, name } = setup();
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"n":1}');
    name.now = 'Ariadne';
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"n":2}');
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"n":3}');
    const starts = service.sent.filter((r) => r.path.endsWith('/api/runs/start'));
    expect(starts.map((r) => r.authorization)).toEqual([
      `Bearer ${fakeKey('Theseus')}`,
      `Bearer ${fakeKey('Ariadne')}`,
      `Bearer ${fakeKey('Ariadne')}`,
    ]);
  });

  it('reads the kept key on the next visit and claims nothing', async () => {
    const first = setup();
    first.poster.runStarted({ id: 'x' }, false);
    await first.poster.runEnded('{"n":1}');
    const again = setup(first.storage);
    expect(again.identity.recoveryCode).toBe(fakeKey('Theseus'));
    again.poster.runStarted({ id: 'x' }, false);
    await again.poster.runEnded('{"n":2}');
    expect(again.service.claims).toEqual([]);
  });

  it('reads a damaged key document as none, and claims again', async () => {
    const storage = new FakeStorage();
    storage.items.set(KEY_DOCUMENT, JSON.stringify({ v: 1, data: { name: 'X', key: 'short' } }));
    const { identity, service, poster } = setup(storage);
    expect(identity.player).toBeNull();
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{}');
    expect(service.claims).toHaveLength(1);
  });

  it('says a taken name is to be changed in Settings, and posts nothing', async () => {
    const { service, poster, identity } = setup();
    service.claim = () => ({
      status: 409,
      body: { type: '/api/problems#name-taken', field: 'name', problem: 'is taken' },
    });
    const seen: GlobalPostStatus[] = [];
    poster.runStarted({ id: 'x' }, false);
    poster.attach((s) => seen.push(s));
    await poster.runEnded('{}');
    expect(inWords(seen.at(-1))).toEqual({
      kind: 'refused',
      reason: 'the name "Theseus" is taken on the global leaderboard: choose another in Settings',
    });
    expect(service.posts()).toEqual([]);
    expect(poster.waiting).toBe(0);
    expect(identity.player).toBeNull();
  });
});

describe('the recovery code', () => {
  it('signs another browser in under the same name, after checking its form', async () => {
    const { identity, service, storage } = setup();
    expect(inWords(await identity.signIn('not a code'))).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'this is not a recovery code',
    });
    expect(service.sent).toEqual([]);
    const code = fakeKey('Moved');
    expect(await identity.signIn(`  ${code}\n`)).toEqual({
      kind: 'key',
      player: { playerId: 'id-Moved', name: 'Moved', key: code },
    });
    expect(service.sent).toEqual([
      { method: 'GET', path: '/api/player', body: undefined, authorization: `Bearer ${code}` },
    ]);
    expect(stored(storage, KEY_DOCUMENT)).toMatchObject({ name: 'Moved', key: code });
  });
});

describe('the outbox', () => {
  it('posts a waiting run with the key it was played under, after the name changed', async () => {
    const { service, poster, name, storage, identity } = setup();
    const offline = service.answer;
    service.answer = (request) =>
      request.path.endsWith('/api/runs') ? 'no-answer' : offline(request);
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"as":"Theseus"}');
    expect(poster.waiting).toBe(1);
    expect(stored(storage, OUTBOX_DOCUMENT)).toMatchObject([{ key: fakeKey('Theseus') }]);
    // Renamed, and Ariadne claimed (this browser's key is hers now) before the service is back.
    name.now = 'Ariadne';
    expect(await identity.keyFor('Ariadne')).toMatchObject({ kind: 'key' });
    expect(identity.recoveryCode).toBe(fakeKey('Ariadne'));
    service.answer = offline;
    await poster.flush();
    poster.runStarted({ id: 'x' }, false);
    await poster.runEnded('{"as":"Ariadne"}');
    const byReplay = Object.fromEntries(
      service.posts().map((p) => [(p.body as { replay: string }).replay, p.authorization]),
    );
    expect(byReplay).toEqual({
      '{"as":"Theseus"}': `Bearer ${fakeKey('Theseus')}`,
      '{"as":"Ariadne"}': `Bearer ${fakeKey('Ariadne')}`,
    });
  });
});
