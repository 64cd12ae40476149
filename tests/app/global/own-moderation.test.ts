/**
 * Telling the player what moderation did (issue 28): the notes read with their own key from
 * GET /api/players/:name, on the end screen and in My levels of the recording view.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  GlobalClient,
  GlobalPoster,
  moderationNotes,
  OwnModerationNotes,
  PlayerIdentity,
} from '../../../src/app/global';
import type { OwnModeration } from '../../../src/api';
import { getBuiltInLevel } from '../../../src/levels';
import { LocalStore } from '../../../src/storage/local-store';
import type { StoredPlayerKey } from '../../../src/storage/player-key';
import { FakeStorage } from '../../support/fake-storage';
import { gameHarness } from '../game-harness';
import { FakeService, ManualTimers, settle, type SentRequest } from './fake-service';

/**
 * How long a wait for a screen that loads its code with import() may take: the first import
 * transforms the module, which takes seconds on a loaded machine (vi.waitFor's default is 1 s).
 */
const LOADED = { timeout: 30_000 };

const RUN = 'AbCdEfGhIjKlMnOp';
const LEVEL = 'ab'.repeat(32);
const MINOS: StoredPlayerKey = { playerId: 'id-Minos', name: 'Minos', key: 'pk_minos' };

/** What the service says of Minos with his key: run and level hidden, name hidden. */
const HIDDEN: OwnModeration = {
  nameHiddenReason: 'a slur',
  bannedReason: null,
  hidden: [
    { target: { kind: 'run', id: RUN }, reason: 'a route through a wall' },
    { target: { kind: 'level', id: LEVEL }, reason: 'a copy of another level' },
  ],
};

/** The service's answer to GET /api/players/Minos, with the moderation part for his key. */
function nameAnswer(request: SentRequest, moderation: unknown = HIDDEN) {
  if (!request.path.startsWith('/api/players/')) return 'no-answer' as const;
  const own = request.authorization === `Bearer ${MINOS.key}`;
  return {
    status: 200,
    body: {
      name: 'Minos',
      claimed: true,
      playerId: 'id-Minos',
      claimedName: 'Minos',
      ...(own ? { moderation } : {}),
    },
  };
}

describe('moderationNotes', () => {
  it("lists the name and the ban on both, and each place's own hidden items", () => {
    const own = { ...HIDDEN, bannedReason: 'three cheated runs' };
    expect(moderationNotes(own, 'runs')).toEqual([
      'Your key is banned from the global leaderboard: three cheated runs',
      'Your name shows as "hidden player" on the boards: a slur',
      `Your run ${RUN} was taken off the boards: a route through a wall`,
    ]);
    expect(moderationNotes(own, 'levels')).toEqual([
      'Your key is banned from the global leaderboard: three cheated runs',
      'Your name shows as "hidden player" on the boards: a slur',
      'Your level abababababab was hidden: a copy of another level',
    ]);
    expect(
      moderationNotes({ nameHiddenReason: null, bannedReason: null, hidden: [] }, 'runs'),
    ).toEqual([]);
  });
});

describe('OwnModerationNotes', () => {
  it('asks with the kept key, by name, and keeps the answer until the next', async () => {
    const service = new FakeService();
    service.answer = (request) => nameAnswer(request);
    const notes = new OwnModerationNotes({ fetch: service.fetch, base: '', player: () => MINOS });
    expect(notes.notes('runs')).toEqual([]);
    await notes.refresh();
    expect(service.sent).toEqual([
      {
        method: 'GET',
        path: '/api/players/Minos',
        body: undefined,
        authorization: 'Bearer pk_minos',
      },
    ]);
    expect(notes.notes('runs')).toHaveLength(2);
    // The service away: the last answer stands.
    service.answer = () => 'no-answer';
    await notes.refresh();
    expect(notes.notes('runs')).toHaveLength(2);
    // Restored: the next answer has nothing.
    service.answer = (request) =>
      nameAnswer(request, { nameHiddenReason: null, bannedReason: null, hidden: [] });
    await notes.refresh();
    expect(notes.notes('runs')).toEqual([]);
  });

  it('sends nothing without a key, and drops notes read for another key', async () => {
    const service = new FakeService();
    service.answer = (request) => nameAnswer(request);
    let player: StoredPlayerKey | null = null;
    const notes = new OwnModerationNotes({ fetch: service.fetch, base: '', player: () => player });
    await notes.refresh();
    expect(service.sent).toEqual([]);
    player = MINOS;
    await notes.refresh();
    expect(notes.notes('levels')).toHaveLength(2);
    player = { playerId: 'id-Ana', name: 'Ana', key: 'pk_ana' };
    expect(notes.notes('levels')).toEqual([]);
  });

  it('ignores an answer that is not the contract (no crash, nothing shown)', async () => {
    const service = new FakeService();
    service.answer = () => ({ status: 200, body: { moderation: { hidden: 'all of it' } } });
    const notes = new OwnModerationNotes({ fetch: service.fetch, base: '', player: () => MINOS });
    await notes.refresh();
    expect(notes.notes('runs')).toEqual([]);
  });
});

/** A game whose service hides Minos's run, level and name; Minos's key is kept. */
function moderatedGame() {
  const service = new FakeService();
  service.answer = (request) => nameAnswer(request);
  const store = new LocalStore({ storage: () => new FakeStorage() });
  const client = new GlobalClient({ fetch: service.fetch });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => false,
    timer: new ManualTimers().timer,
    now: () => '2026-06-01T12:00:00.000Z',
    identity: new PlayerIdentity({ client, store }),
    playerName: () => 'Minos',
  });
  const moderation = new OwnModerationNotes({
    fetch: service.fetch,
    base: '',
    player: () => MINOS,
  });
  return { service, ...gameHarness({ global: { client, poster, moderation } }) };
}

describe('the player is told in the game (recording view)', () => {
  it("shows the hidden run and name with their reasons on the run's end screen", async () => {
    const h = moderatedGame();
    await settle();
    const first = getBuiltInLevel('first-steps');
    if (first === undefined) throw new Error('no first level');
    h.game.startLevel(first);
    h.run(first.timeLimitTicks + 5);
    expect(h.view.model.screen).toBe('lost');
    expect(h.view.modelOf('lost').moderation).toEqual([
      'Your name shows as "hidden player" on the boards: a slur',
      `Your run ${RUN} was taken off the boards: a route through a wall`,
    ]);
    expect(h.service.sent.map((request) => request.path)).toContain('/api/players/Minos');
  });

  it('shows the hidden level with its reason in My levels', async () => {
    const h = moderatedGame();
    await settle();
    h.view.act('editor');
    await vi.waitFor(() => {
      expect(h.game.screen).toBe('editor');
    }, LOADED);
    expect(h.view.panel('editor').session.moderationNotes()).toEqual([
      'Your name shows as "hidden player" on the boards: a slur',
      'Your level abababababab was hidden: a copy of another level',
    ]);
  });

  it('shows nothing on the end screen without the service', () => {
    const h = gameHarness();
    const first = getBuiltInLevel('first-steps');
    if (first === undefined) throw new Error('no first level');
    h.game.startLevel(first);
    h.run(first.timeLimitTicks + 5);
    expect(h.view.modelOf('lost').moderation).toEqual([]);
  });
});
