import { EventClient } from '../../../src/app/events';
import { encodeReplay } from '../../../src/replay';
import { LocalStore } from '../../../src/storage/local-store';
import { savePlayerKey } from '../../../src/storage/player-key';
import { FakeStorage } from '../../support/fake-storage';
import { winningReplay } from '../../replay/support/replays';
import { FakeService, fakeKey, type FakeAnswer, type SentRequest } from '../global/fake-service';
import { postingOver } from '../global/poster-support';

/** The harness's clock reads 2026-03-14T12:00:00.000Z: the events are placed around it. */
export const NOW_EVENT = {
  id: 'ev_now',
  name: 'Saturday shot',
  levelKey: 'level:first-steps',
  format: 'one-shot',
  startsAt: '2026-03-14T11:00:00.000Z',
  endsAt: '2026-03-14T13:30:00.000Z',
  simVersion: 1,
  state: 'open',
};
export const NEXT_EVENT = {
  id: 'ev_next',
  name: 'Monday trial',
  levelKey: null,
  format: 'time-trial',
  startsAt: '2026-03-16T12:00:05.000Z',
  endsAt: '2026-03-16T14:00:00.000Z',
  simVersion: 1,
  state: 'next',
};
export const PAST_EVENT = {
  id: 'ev_past',
  name: 'Old trial',
  levelKey: 'seed:77:width=21,height=21',
  format: 'time-trial',
  startsAt: '2026-03-09T12:00:00.000Z',
  endsAt: '2026-03-10T12:00:00.000Z',
  simVersion: 1,
  state: 'ended',
};

/** The hash of Ariadne's run on the event's standings, served as her honest replay. */
/** A cup open now (its qualifier's end and rounds are each test's). */
export const CUP_EVENT = {
  id: 'ev_cup',
  name: 'Saturday cup',
  levelKey: 'level:first-steps',
  format: 'cup',
  startsAt: '2026-03-14T11:00:00.000Z',
  endsAt: '2026-03-14T13:00:00.000Z',
  simVersion: 1,
  state: 'open',
} as const;

export const ARIADNE_HASH = 'a'.repeat(64);

const notFound: FakeAnswer = {
  status: 404,
  body: { type: '/api/problems#not-found', title: 'Not found', status: 404 },
};

/** The answers of the fake events service; tests replace them. */
export interface EventAnswers {
  list: () => FakeAnswer;
  register: (request: SentRequest) => FakeAnswer;
  start: (request: SentRequest) => FakeAnswer;
  standings: (request: SentRequest) => FakeAnswer;
  /** GET /api/runs/run-Ariadne: her run on the standings. */
  run: () => FakeAnswer;
}

/** A place of the standings as the service answers it. */
export function placeOf(rank: number, player: string, timeTicks: number) {
  return { rank, player, runId: `run-${player}`, timeTicks };
}

/**
 * A page of standings: `rows` from place `firstRank` (1) on, `total` places in all (the rows'
 * count), the cursor `next` (null: the last page) and, when given, the key's own place `you`.
 */
export function standingsOf(
  rows: readonly [string, number][],
  final = false,
  page: {
    firstRank?: number;
    total?: number;
    next?: string;
    you?: ReturnType<typeof placeOf> | null;
  } = {},
): FakeAnswer {
  const firstRank = page.firstRank ?? 1;
  return {
    status: 200,
    body: {
      eventId: 'ev_now',
      final,
      standings: rows.map(([player, timeTicks], i) => placeOf(firstRank + i, player, timeTicks)),
      total: page.total ?? rows.length,
      next: page.next ?? null,
      ...(page.you === undefined ? {} : { you: page.you }),
    },
  };
}

/**
 * A service with three events (open now, next, past) around the harness's clock, answering
 * registration, the event's start, the standings and a run's replay; a post of a run is ranked
 * #2. With the client, poster, identity and events client the game is given; `keyKept` keeps
 * Theseus's key in this browser as a player who claimed their name before.
 */
export function eventsService(options: { keyKept?: boolean } = {}) {
  const service = new FakeService();
  const answers: EventAnswers = {
    list: () => ({
      status: 200,
      body: { now: [NOW_EVENT], next: [NEXT_EVENT], past: [PAST_EVENT] },
    }),
    register: () => ({
      status: 200,
      body: { eventId: 'ev_now', registeredAt: '2026-03-14T12:00:00.000Z' },
    }),
    start: () => ({
      status: 200,
      body: {
        token: 'event-token',
        level: { id: 'first-steps' },
        levelKey: 'level:first-steps',
        issuedAt: '2026-03-14T12:00:00.000Z',
      },
    }),
    // With a key, the answer says its player's place: Theseus's.
    standings: (request) =>
      standingsOf(
        [
          ['Ariadne', 70],
          ['Theseus', 78],
        ],
        false,
        request.authorization === undefined ? {} : { you: placeOf(2, 'Theseus', 78) },
      ),
    run: () => ({ status: 200, body: runAnswer('Ariadne', ARIADNE_HASH) }),
  };
  const honest = encodeReplay(winningReplay('first-steps', { player: 'Ariadne' }));
  service.answer = (request) => {
    const { path, method } = request;
    if (path === '/api/events') return answers.list();
    if (path.endsWith('/registration') && method === 'PUT') return answers.register(request);
    if (path.endsWith('/start') && path.startsWith('/api/events/')) return answers.start(request);
    if (path.split('?')[0]?.endsWith('/standings') === true) return answers.standings(request);
    if (path === '/api/runs/run-Ariadne') return answers.run();
    if (path === `/api/replays/${ARIADNE_HASH}`) {
      return { status: 200, body: JSON.parse(honest) as unknown };
    }
    if (path === '/api/runs' && method === 'POST') {
      const ranked = { runId: 'run-Theseus', rank: 2, levelKey: 'level:first-steps' };
      return { status: 201, body: { ...ranked, timeTicks: 78, replayHash: 'b'.repeat(64) } };
    }
    return notFound;
  };
  const storage = new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  if (options.keyKept === true) {
    savePlayerKey(store, { playerId: 'id-Theseus', name: 'Theseus', key: fakeKey('Theseus') });
  }
  const events = new EventClient({ fetch: service.fetch });
  const posting = postingOver(service, { store, player: 'Theseus' });
  return { service, answers, events, ...posting, storage };
}

/** A stored run as `GET /api/runs/:id` answers it. */
export function runAnswer(player: string, replayHash: string) {
  return {
    runId: `run-${player}`,
    levelKey: 'level:first-steps',
    player,
    timeTicks: 70,
    gems: 0,
    simVersion: 1,
    recordedAt: '2026-03-14T11:10:00.000Z',
    receivedAt: '2026-03-14T11:10:01.000Z',
    replayHash,
    status: 'verified',
    verdict: {},
    rank: 1,
    personalBest: true,
  };
}
