import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inWords } from '../../support/in-words';
import {
  FIRST_RETRY_MS,
  GlobalClient,
  LevelPublisher,
  PlayerIdentity,
  POST_TIMEOUT_MS,
} from '../../../src/app/global';
import { LocalStore } from '../../../src/storage/local-store';
import { addMyLevel, loadMyLevels } from '../../../src/storage/my-levels';
import { FakeStorage } from '../../support/fake-storage';
import { FakeService, fakeKey, ManualTimers, settle, type SentRequest } from './fake-service';

/** A published level link's fragment (the e2e fixture's, without its `#`) and a hash. */
const FRAGMENT = readFileSync('e2e/fixtures/level-gem-and-key.txt', 'utf8').trim().slice(1);
/** The bearer key the fake service gave the maker's name. */
const MAKER_KEY = `Bearer ${fakeKey('Daedalus')}`;
const HASH = 'b'.repeat(64);
const LEVEL = {
  name: 'Gem and Key',
  hash: HASH,
  fragment: FRAGMENT,
  makerTicks: 153,
  publishedAt: '2026-06-01T12:00:00.000Z',
};

/** The service when it is up: the level stored (201). */
function stored(request: SentRequest) {
  expect(request.path).toBe('/api/levels');
  return {
    status: 201,
    body: { hash: HASH, levelKey: `hash:${HASH}`, level: {}, maker: { player: 'Daedalus' } },
  };
}

function setup(options: { enabled?: { on: boolean }; storage?: FakeStorage; hang?: boolean } = {}) {
  const service = new FakeService();
  const timers = new ManualTimers();
  const storage = options.storage ?? new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  const enabled = options.enabled ?? { on: true };
  const make = () =>
    new LevelPublisher({
      client: new GlobalClient({
        // `hang`: a request that never gets an answer, nor an error.
        fetch: options.hang === true ? () => new Promise(() => undefined) : service.fetch,
      }),
      store,
      enabled: () => enabled.on,
      timer: timers.timer,
      identity: new PlayerIdentity({ client: new GlobalClient({ fetch: service.fetch }), store }),
      playerName: () => 'Daedalus',
    });
  const changes: number[] = [];
  const publisher = make();
  publisher.watch(() => changes.push(changes.length));
  return { service, timers, storage, store, publisher, make, changes, enabled };
}

/** What My levels keeps about the global leaderboard for the level, read back from storage. */
function storedState(store: LocalStore) {
  return loadMyLevels(store).find((l) => l.hash === HASH)?.global;
}

describe('LevelPublisher', () => {
  it('sends nothing while posting is off', async () => {
    const { service, store, publisher } = setup({ enabled: { on: false } });
    service.answer = stored;
    addMyLevel(store, LEVEL);
    expect(publisher.publish({ hash: HASH, fragment: FRAGMENT })).toBe(false);
    await publisher.flush();
    await settle();
    expect(service.sent).toEqual([]);
    expect(publisher.state(HASH)).toBeUndefined();
    expect(storedState(store)).toBeUndefined();
  });

  it('sends the link (level and proof) and keeps the service’s answer with the level', async () => {
    const { service, store, publisher, timers } = setup();
    service.answer = stored;
    addMyLevel(store, LEVEL);
    expect(publisher.publish({ hash: HASH, fragment: FRAGMENT })).toBe(true);
    expect(publisher.state(HASH)).toEqual({ kind: 'posting' });
    await settle();
    expect(service.sent).toEqual([
      { method: 'POST', path: '/api/levels', body: { link: FRAGMENT }, authorization: MAKER_KEY },
    ]);
    const posted = { kind: 'posted', levelKey: `hash:${HASH}` };
    expect(publisher.state(HASH)).toEqual(posted);
    expect(storedState(store)).toEqual(posted);
    expect(publisher.waiting).toBe(0);
    expect(timers.due()).toEqual([]);
  });

  it('keeps a level the service did not answer for, shows why, and sends it again later', async () => {
    const { service, store, publisher, timers, changes } = setup();
    addMyLevel(store, LEVEL);
    publisher.publish({ hash: HASH, fragment: FRAGMENT });
    await settle();
    const waiting = { kind: 'waiting', reason: 'no answer (Failed to fetch)' };
    expect(inWords(publisher.state(HASH))).toEqual(waiting);
    expect(inWords(storedState(store))).toEqual(waiting);
    expect(publisher.waiting).toBe(1);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(timers.due()).toEqual([FIRST_RETRY_MS]);
    // Still away at the first retry: the next wait doubles.
    timers.fire(FIRST_RETRY_MS);
    await settle();
    expect(timers.due()).toEqual([2 * FIRST_RETRY_MS]);
    service.answer = stored;
    timers.fire(2 * FIRST_RETRY_MS);
    await settle();
    expect(service.sent.map((r) => r.body)).toEqual([
      { link: FRAGMENT },
      { link: FRAGMENT },
      { link: FRAGMENT },
    ]);
    expect(storedState(store)).toEqual({ kind: 'posted', levelKey: `hash:${HASH}` });
    expect(timers.due()).toEqual([]);
  });

  it('sends a waiting level again after a reload of the page', async () => {
    const first = setup();
    addMyLevel(first.store, LEVEL);
    first.publisher.publish({ hash: HASH, fragment: FRAGMENT });
    await settle();
    const reloaded = setup({ storage: first.storage });
    expect(reloaded.publisher.waiting).toBe(1);
    reloaded.service.answer = stored;
    await reloaded.publisher.flush();
    expect(reloaded.service.sent).toEqual([
      { method: 'POST', path: '/api/levels', body: { link: FRAGMENT }, authorization: MAKER_KEY },
    ]);
    expect(storedState(reloaded.store)).toEqual({ kind: 'posted', levelKey: `hash:${HASH}` });
  });

  it('keeps a waiting level unsent while posting is turned off', async () => {
    const { service, store, publisher, enabled } = setup();
    addMyLevel(store, LEVEL);
    publisher.publish({ hash: HASH, fragment: FRAGMENT });
    await settle();
    enabled.on = false;
    service.answer = stored;
    publisher.online();
    await settle();
    expect(service.sent).toHaveLength(1);
    expect(inWords(publisher.state(HASH))).toMatchObject({ kind: 'waiting' });
  });

  it('reports a refusal with the service’s reason, and does not send it again', async () => {
    const { service, store, publisher, timers } = setup();
    service.answer = () => ({
      status: 422,
      body: {
        type: '/api/problems#replay-mismatch',
        title: 'The replay does not verify',
        status: 422,
        detail: 'link.proof: does not win this level: the re-simulated run diverges by tick 160',
        field: 'link.proof',
        problem: 'does not win this level: the re-simulated run diverges by tick 160',
      },
    });
    addMyLevel(store, LEVEL);
    publisher.publish({ hash: HASH, fragment: FRAGMENT });
    await settle();
    const refused = {
      kind: 'refused',
      reason: 'the replay does not play out as posted',
    };
    expect(inWords(publisher.state(HASH))).toEqual(refused);
    expect(inWords(storedState(store))).toEqual(refused);
    expect(publisher.waiting).toBe(0);
    expect(timers.due()).toEqual([]);
  });

  it('counts a post unanswered after the time limit as no answer', async () => {
    const { store, publisher, timers } = setup({ hang: true });
    addMyLevel(store, LEVEL);
    publisher.publish({ hash: HASH, fragment: FRAGMENT });
    await settle();
    expect(inWords(timers.due())).toEqual([POST_TIMEOUT_MS]);
    timers.fire(POST_TIMEOUT_MS);
    await settle();
    expect(inWords(publisher.state(HASH))).toEqual({
      kind: 'waiting',
      reason: 'the service did not answer in time',
    });
    expect(timers.due()).toEqual([FIRST_RETRY_MS]);
  });

  it('sends a level published while another is being sent right after it, one at a time', async () => {
    const { service, store } = setup();
    const other = { ...LEVEL, name: 'Other', hash: 'c'.repeat(64), fragment: 'l=other' };
    let inFlight = 0;
    let most = 0;
    const answers: (() => void)[] = [];
    service.answer = stored;
    // Each post is answered only when the test lets it: two would overlap if the publisher let them.
    const client = new GlobalClient({
      fetch: (url, init) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        return new Promise((resolve) => {
          answers.push(() => {
            inFlight -= 1;
            void service.fetch(url, init).then(resolve);
          });
        });
      },
    });
    const serial = new LevelPublisher({
      client,
      store,
      enabled: () => true,
      timer: new ManualTimers().timer,
      identity: new PlayerIdentity({ client: new GlobalClient({ fetch: service.fetch }), store }),
      playerName: () => 'Daedalus',
    });
    addMyLevel(store, LEVEL);
    addMyLevel(store, other);
    serial.publish({ hash: HASH, fragment: FRAGMENT });
    serial.publish({ hash: other.hash, fragment: other.fragment });
    await settle();
    expect(answers).toHaveLength(1);
    answers.shift()?.();
    await settle();
    expect(answers).toHaveLength(1);
    answers.shift()?.();
    await settle();
    expect(most).toBe(1);
    expect(service.sent.map((r) => r.body)).toEqual([{ link: FRAGMENT }, { link: 'l=other' }]);
    expect(serial.waiting).toBe(0);
    // (The fake service names one board for every level it stores.)
    expect(serial.state(other.hash)).toEqual({ kind: 'posted', levelKey: `hash:${HASH}` });
  });

  it('reads a 200 (published before) as stored, and an unreadable 201 as no answer', async () => {
    const { service } = setup();
    const client = new GlobalClient({ fetch: service.fetch });
    service.answer = () => ({ status: 200, body: { hash: HASH, levelKey: `hash:${HASH}` } });
    expect(await client.publishLevel(FRAGMENT, fakeKey('Daedalus'))).toEqual({
      kind: 'published',
      hash: HASH,
      levelKey: `hash:${HASH}`,
      created: false,
    });
    service.answer = () => ({ status: 201, body: { hash: 'not a hash' } });
    expect(inWords(await client.publishLevel(FRAGMENT, fakeKey('Daedalus')))).toEqual({
      kind: 'unreachable',
      reason: 'the service gave an answer the game cannot read',
    });
  });

  it('keeps the state in memory when storage refuses it, and the level still waits', async () => {
    const { store, publisher } = setup();
    // Not in My levels (the browser would not keep it there): nothing to store it on.
    publisher.publish({ hash: HASH, fragment: FRAGMENT });
    await settle();
    expect(publisher.state(HASH)).toMatchObject({ kind: 'waiting' });
    expect(publisher.waiting).toBe(1);
    expect(storedState(store)).toBeUndefined();
  });
});
