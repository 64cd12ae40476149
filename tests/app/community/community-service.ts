import { CatalogueClient } from '../../../src/app/community';
import { encodeReplay, levelDocumentHash } from '../../../src/replay';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { provenReplay, SMALL_DOC } from '../../replay/support/editor-levels';
import { FakeService, type SentRequest } from '../global/fake-service';
import { postingOver } from '../global/poster-support';

/** The level the fake catalogue lists: SMALL_DOC, its hash, and its maker's proof. */
export const LEVEL_HASH = levelDocumentHash(SMALL_DOC);
export const PROOF = provenReplay(SMALL_DOC, 'Daedalus');
export const PROOF_HASH = 'e'.repeat(64);
export const RECORD_HASH = 'f'.repeat(64);
export const RECORD = provenReplay(SMALL_DOC, 'Ariadne');

/** The catalogue row of the level, as the service lists it. */
export function row(overrides: Record<string, unknown> = {}) {
  return {
    hash: LEVEL_HASH,
    name: 'Little Loop',
    maker: 'Daedalus',
    makerTimeTicks: 300,
    size: [9, 7],
    plays: 4,
    clears: 1,
    clearRate: null,
    bestTimeTicks: 290,
    rating: { up: 2, down: 1 },
    publishedAt: '2026-03-13T08:00:00.000Z',
    ...overrides,
  };
}

/** The answers of the fake catalogue; `rating` and `pages` are for tests to replace. */
export interface CatalogueAnswers {
  pages: (request: SentRequest) => { status: number; body: unknown } | 'no-answer';
  rating: (request: SentRequest) => { status: number; body: unknown };
  today: () => { status: number; body: unknown } | 'no-answer';
}

/**
 * A service with a catalogue of one level (SMALL_DOC by Daedalus), its stored document, its
 * maker's proof and a world record, with the clients, poster and identity the game is given.
 */
export function communityService() {
  const service = new FakeService();
  const answers: CatalogueAnswers = {
    today: () => ({ status: 200, body: { day: '2026-03-14', level: row() } }),
    pages: () => ({ status: 200, body: { levels: [row()], next: null } }),
    rating: () => ({
      status: 200,
      body: { hash: LEVEL_HASH, value: 'up', rating: { up: 3, down: 1 } },
    }),
  };
  service.answer = (request) => {
    const { path } = request;
    if (path.startsWith('/api/levels?')) return answers.pages(request);
    if (path === '/api/levels/today') return answers.today();
    if (path === `/api/levels/${LEVEL_HASH}/rating`) return answers.rating(request);
    if (path === `/api/levels/${LEVEL_HASH}`) {
      const maker = {
        player: 'Daedalus',
        timeTicks: 300,
        gems: 1,
        recordedAt: '2026-03-13T08:00:00.000Z',
        simVersion: PROOF.simVersion,
        replayHash: PROOF_HASH,
      };
      return {
        status: 200,
        body: { hash: LEVEL_HASH, levelKey: `hash:${LEVEL_HASH}`, level: SMALL_DOC, maker },
      };
    }
    if (path === `/api/replays/${PROOF_HASH}`)
      return { status: 200, body: JSON.parse(encodeReplay(PROOF)) as unknown };
    if (path === `/api/replays/${RECORD_HASH}`)
      return { status: 200, body: JSON.parse(encodeReplay(RECORD)) as unknown };
    if (path.startsWith(`/api/boards/hash%3A${LEVEL_HASH}`)) {
      const run = {
        rank: 1,
        runId: 'r',
        player: 'Ariadne',
        timeTicks: 280,
        gems: 1,
        recordedAt: '2026-03-13T09:00:00.000Z',
        replayHash: RECORD_HASH,
      };
      return { status: 200, body: { runs: [run] } };
    }
    if (path === '/api/reports') {
      const target = { kind: 'level', id: LEVEL_HASH };
      return { status: 201, body: { reportId: 'rep', target, counted: true } };
    }
    return {
      status: 404,
      body: {
        type: '/api/problems#not-found',
        title: 'Not found',
        status: 404,
        detail: 'no such thing',
      },
    };
  };
  const catalogue = new CatalogueClient({ fetch: service.fetch });
  const store = new LocalStore({ storage: () => new FakeStorage() });
  const posting = postingOver(service, { store, player: 'Theseus' });
  return { service, answers, catalogue, ...posting };
}
