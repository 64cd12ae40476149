import { describe, expect, it } from 'vitest';
import { inWords } from '../../support/in-words';
import {
  FIRST_RETRY_MS,
  GlobalClient,
  GlobalPoster,
  PlayerIdentity,
} from '../../../src/app/global';
import type { GlobalPostStatus } from '../../../src/app/global';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { FakeService, fakeKey, ManualTimers, settle, type SentRequest } from './fake-service';

const HASH = 'a'.repeat(64);
const LEVEL = { id: 'first-steps' };
const OUTBOX_KEY = 'mythic-maze:global-outbox';

/** The service's answers when it is up: a token per start, rank 12 for a post. */
function up(request: SentRequest) {
  if (request.path.endsWith('/api/runs/start')) {
    return {
      status: 200,
      body: { token: `token-${String(Math.random())}`, levelKey: 'level:first-steps' },
    };
  }
  return {
    status: 201,
    body: {
      runId: 'r1',
      rank: 12,
      levelKey: 'level:first-steps',
      timeTicks: 233,
      replayHash: HASH,
    },
  };
}

function setup(options: { enabled?: boolean; storage?: FakeStorage; name?: string } = {}) {
  const service = new FakeService();
  const timers = new ManualTimers();
  const storage = options.storage ?? new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  const client = new GlobalClient({ fetch: service.fetch });
  const make = () =>
    new GlobalPoster({
      client,
      store,
      enabled: () => options.enabled ?? true,
      timer: timers.timer,
      now: () => '2026-06-01T12:00:00.000Z',
      identity: new PlayerIdentity({ client, store }),
      playerName: () => options.name ?? 'Theseus',
    });
  const poster = make();
  const seen: GlobalPostStatus[] = [];
  poster.attach((status) => seen.push(status));
  return { service, timers, storage, poster, seen, make };
}

function outbox(storage: FakeStorage): unknown[] {
  const raw = storage.items.get(OUTBOX_KEY);
  return raw === undefined ? [] : (JSON.parse(raw) as { data: unknown[] }).data;
}

describe('GlobalPoster', () => {
  it('asks for no token and posts nothing while the player has not opted in', async () => {
    const { service, poster } = setup({ enabled: false });
    service.answer = up;
    poster.runStarted(LEVEL, false);
    await poster.runEnded('{"replay":1}');
    expect(service.sent).toEqual([]);
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    expect(seen).toEqual([{ kind: 'none' }]);
  });

  it('asks for a token at the start without waiting, and posts the won run with it', async () => {
    const { service, poster } = setup();
    service.answer = up;
    poster.runStarted(LEVEL, false);
    // The request is on its way before runStarted returns: play does not wait for it. A first
    // run's is the claim of its name, and its start follows with that key (issue 41).
    expect(service.claims.map((r) => r.path)).toEqual(['/api/players']);
    await settle();
    expect(service.sent.map((r) => r.path)).toEqual(['/api/runs/start']);
    expect(service.sent[0]?.body).toEqual({ level: LEVEL, simVersion: 1 });
    expect(service.sent[0]?.authorization).toBe(`Bearer ${fakeKey('Theseus')}`);
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    await poster.runEnded('{"the":"replay"}');
    const [post] = service.posts();
    expect((post?.body as { replay: string }).replay).toBe('{"the":"replay"}');
    expect((post?.body as { token: string }).token).toMatch(/^token-/);
    expect(seen).toEqual([
      { kind: 'none' },
      { kind: 'posting' },
      { kind: 'ranked', rank: 12, scope: 'level' },
    ]);
    expect(poster.waiting).toBe(0);
  });

  it('posts nothing for a run that is never posted (an editor level), even after a posted one started', async () => {
    const { service, poster } = setup();
    service.answer = up;
    poster.runStarted(LEVEL, false);
    poster.runNotPosted();
    await poster.runEnded('{"editor":"playtest"}');
    expect(service.posts()).toEqual([]);
    expect(poster.waiting).toBe(0);
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    expect(seen).toEqual([{ kind: 'none' }]);
  });

  it('says a daily run ranks today', async () => {
    const { service, poster } = setup();
    service.answer = up;
    poster.runStarted({ seed: 7 }, true);
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    await poster.runEnded('{}');
    expect(seen.at(-1)).toEqual({ kind: 'ranked', rank: 12, scope: 'today' });
  });

  it('cannot post a run started while the service was unreachable, and says so', async () => {
    const { service, poster, storage } = setup();
    // Unreachable for the claim of the name too, which a first run's start waits for.
    service.claim = () => 'no-answer';
    poster.runStarted(LEVEL, false);
    await settle();
    service.claim = new FakeService().claim;
    service.answer = up; // back before the win: too late, the run has no token
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    await poster.runEnded('{}');
    expect(service.posts()).toEqual([]);
    expect(seen.at(-1)).toEqual({ kind: 'no-token' });
    expect(outbox(storage)).toEqual([]);
  });

  it('keeps a run whose post got no answer in the outbox, and posts it once when the service is back', async () => {
    const { service, poster, timers, storage } = setup();
    service.answer = up;
    poster.runStarted(LEVEL, false);
    await settle();
    service.answer = () => 'no-answer';
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    await poster.runEnded('{"won":true}');
    expect(seen.at(-1)?.kind).toBe('waiting');
    expect(outbox(storage)).toHaveLength(1);
    expect(poster.waiting).toBe(1);
    expect(timers.due()).toContain(FIRST_RETRY_MS);
    // Still away at the first retry: the wait doubles.
    timers.fire(FIRST_RETRY_MS);
    await settle();
    expect(timers.due()).toContain(2 * FIRST_RETRY_MS);
    service.answer = up;
    timers.fire(2 * FIRST_RETRY_MS);
    await settle();
    expect(seen.at(-1)).toEqual({ kind: 'ranked', rank: 12, scope: 'level' });
    expect(outbox(storage)).toEqual([]);
    // Three attempts, each of the same run; none after it was ranked.
    expect(service.posts()).toHaveLength(3);
    poster.online();
    timers.fire();
    await settle();
    expect(service.posts()).toHaveLength(3);
  });

  it('counts a 200 (an earlier post, whose answer was lost, had stored it) as posted', async () => {
    const { service, poster, storage } = setup();
    service.answer = up;
    poster.runStarted(LEVEL, true);
    await settle();
    service.answer = (request) =>
      request.path.endsWith('/api/runs')
        ? {
            status: 200,
            body: { runId: 'r1', rank: 3, levelKey: 'k', timeTicks: 1, replayHash: HASH },
          }
        : up(request);
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    await poster.runEnded('{}');
    expect(seen.at(-1)).toEqual({ kind: 'ranked', rank: 3, scope: 'today' });
    expect(outbox(storage)).toEqual([]);
  });

  it('drops a refused run from the outbox and says why, in the words for the problem kind', async () => {
    const { service, poster, storage, timers } = setup();
    service.answer = up;
    poster.runStarted(LEVEL, false);
    await settle();
    service.answer = () => ({
      status: 422,
      body: {
        type: '/api/problems#replay-mismatch',
        title: 'The replay does not verify',
        field: 'replay',
        problem: 'does not verify: the re-simulated run diverges by tick 40',
      },
    });
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    await poster.runEnded('{}');
    expect(inWords(seen.at(-1))).toEqual({
      kind: 'refused',
      reason: 'the replay does not play out as posted',
    });
    expect(outbox(storage)).toEqual([]);
    expect(timers.due()).toEqual([]);
  });

  it('treats 503 and 429 as "try again later", never as refused', async () => {
    for (const status of [503, 429, 500]) {
      const { service, poster, storage } = setup();
      service.answer = up;
      poster.runStarted(LEVEL, false);
      await settle();
      service.answer = () => ({ status, body: { title: 'busy', detail: 'retry shortly' } });
      const seen: GlobalPostStatus[] = [];
      poster.attach((s) => seen.push(s));
      await poster.runEnded('{}');
      expect(inWords(seen.at(-1)), String(status)).toEqual({
        kind: 'waiting',
        reason: `the service answered ${String(status)}`,
      });
      expect(outbox(storage)).toHaveLength(1);
    }
  });

  it('posts what a previous visit left in the outbox when the page loads, and on the next token', async () => {
    const storage = new FakeStorage();
    const first = setup({ storage });
    first.service.answer = up;
    first.poster.runStarted(LEVEL, false);
    await settle();
    first.service.answer = () => 'no-answer';
    await first.poster.runEnded('{"left":"behind"}');
    expect(outbox(storage)).toHaveLength(1);
    // A new visit, service still away: the load-time attempt fails, the run stays.
    const second = setup({ storage });
    await settle();
    expect(second.service.posts()).toHaveLength(1);
    expect(outbox(storage)).toHaveLength(1);
    // The service answers the next start: the outbox goes at once, without waiting for a timer.
    second.service.answer = up;
    second.poster.runStarted({ id: 'red-key' }, false);
    await settle();
    expect(second.service.posts()).toHaveLength(2);
    expect((second.service.posts()[1]?.body as { replay: string }).replay).toBe(
      '{"left":"behind"}',
    );
    expect(outbox(storage)).toEqual([]);
  });

  it('never has two posts in flight: wins while a post is pending wait their turn', async () => {
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const tokens = up;
    const slow: FetchGate = (request) => {
      if (!request.path.endsWith('/api/runs')) return Promise.resolve(tokens(request));
      inFlight += 1;
      most = Math.max(most, inFlight);
      return new Promise((resolve) => {
        releases.push(() => {
          inFlight -= 1;
          resolve(tokens(request));
        });
      });
    };
    const client = gatedClient(slow);
    const claims = new FakeService();
    const store = new LocalStore({ storage: () => new FakeStorage() });
    const gated = new GlobalPoster({
      client,
      store,
      enabled: () => true,
      timer: new ManualTimers().timer,
      now: () => '2026-06-01T12:00:00.000Z',
      identity: new PlayerIdentity({ client: new GlobalClient({ fetch: claims.fetch }), store }),
      playerName: () => 'Theseus',
    });
    gated.runStarted(LEVEL, false);
    await settle();
    const firstWin = gated.runEnded('{"n":1}');
    await settle();
    gated.runStarted(LEVEL, false);
    await settle();
    const secondWin = gated.runEnded('{"n":2}');
    await settle();
    expect(inFlight).toBe(1);
    while (releases.length > 0) {
      releases.shift()?.();
      await settle();
    }
    await Promise.all([firstWin, secondWin]);
    expect(most).toBe(1);
    expect(gated.waiting).toBe(0);
  });
});

/** A poster on `gate`, with its timers, posts and the statuses its current run shows. */
function gatedPoster(gate: FetchGate) {
  const timers = new ManualTimers();
  const storage = new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  // Name claims go to a fake service of their own: the gate holds only starts and posts.
  const claims = new FakeService();
  const poster = new GlobalPoster({
    client: gatedClient(gate),
    store,
    enabled: () => true,
    timer: timers.timer,
    now: () => '2026-06-01T12:00:00.000Z',
    identity: new PlayerIdentity({ client: new GlobalClient({ fetch: claims.fetch }), store }),
    playerName: () => 'Theseus',
  });
  return { poster, timers, storage };
}

/** Post answers the test gives by hand: each answers the latest post not yet answered. */
function heldPosts() {
  const held: ((answer: { status: number; body: unknown }) => void)[] = [];
  const posted: unknown[] = [];
  const gate: FetchGate = (request) => {
    if (!request.path.endsWith('/api/runs')) return Promise.resolve(up(request));
    posted.push((request.body as { replay: unknown }).replay);
    return new Promise((resolve) => {
      held.push(resolve);
    });
  };
  const answerLatest = (answer: { status: number; body: unknown }) => {
    const next = held.pop();
    if (next === undefined) throw new Error('no post is waiting for an answer');
    next(answer);
  };
  return { gate, posted, answerLatest };
}

describe('GlobalPoster, timing', () => {
  it('waits its backoff after a post got no answer while another run was won', async () => {
    const { gate, posted, answerLatest } = heldPosts();
    const { poster, timers } = gatedPoster(gate);
    poster.runStarted(LEVEL, false);
    await settle();
    const firstWin = poster.runEnded('{"n":1}');
    await settle();
    poster.runStarted(LEVEL, false);
    await settle();
    const secondWin = poster.runEnded('{"n":2}');
    await settle();
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    expect(posted).toEqual(['{"n":1}']);
    answerLatest({ status: 503, body: { title: 'busy', detail: 'retry shortly' } });
    await settle();
    // Nothing goes again, not the failed run nor the one won meanwhile, before the 5 s retry.
    expect(inWords(posted)).toEqual(['{"n":1}']);
    expect(inWords(seen.at(-1))).toEqual({ kind: 'waiting', reason: 'the service answered 503' });
    expect(timers.due()).toEqual([5_000]);
    expect(poster.waiting).toBe(2);
    await Promise.all([firstWin, secondWin]);
    timers.fire(5_000);
    await settle();
    expect(posted).toEqual(['{"n":1}', '{"n":1}']);
  });

  it('counts a post unanswered after 30 s as no answer, and posts again when the service answers', async () => {
    const { gate, posted, answerLatest } = heldPosts();
    const { poster, timers, storage } = gatedPoster(gate);
    poster.runStarted(LEVEL, false);
    await settle();
    const seen: GlobalPostStatus[] = [];
    poster.attach((s) => seen.push(s));
    const won = poster.runEnded('{"n":1}');
    await settle();
    expect(inWords(seen.at(-1))).toEqual({ kind: 'posting' });
    expect(inWords(timers.due())).toEqual([30_000]);
    timers.fire(30_000);
    await settle();
    expect(inWords(seen.at(-1))).toEqual({
      kind: 'waiting',
      reason: 'the service did not answer in time',
    });
    expect(timers.due()).toEqual([5_000]);
    await won;
    // The service answers the next start: the waiting run is posted again, and ranked.
    poster.runStarted(LEVEL, false);
    await settle();
    expect(posted).toEqual(['{"n":1}', '{"n":1}']);
    answerLatest({ status: 201, body: up({ method: 'POST', path: '/api/runs', body: null }).body });
    await settle();
    expect(poster.waiting).toBe(0);
    expect(outbox(storage)).toEqual([]);
  });
});

type FetchGate = (request: SentRequest) => Promise<{ status: number; body: unknown }>;

/** A client whose service answers each request when `gate` says. */
function gatedClient(gate: FetchGate): GlobalClient {
  return new GlobalClient({
    fetch: async (url, init) => {
      const body = init?.body === undefined ? undefined : (JSON.parse(init.body) as unknown);
      const answer = await gate({ method: init?.method ?? 'GET', path: url, body });
      return { status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) };
    },
  });
}
