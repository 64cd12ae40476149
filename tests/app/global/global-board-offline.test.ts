import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { ru } from '../../../src/app/text/catalogues/ru';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { roughAge } from '../../../src/app/global/last-seen-boards';
import { LocalStore } from '../../../src/storage/local-store';
import { loadSeenBoards, saveSeenBoards } from '../../../src/storage/seen-boards';
import { FakeStorage } from '../../support/fake-storage';
import { gameHarness } from '../game-harness';
import { boardService, HASH } from './board-service';
import { settle } from './fake-service';

/** A game whose service has two runs on the first level's board, on `storage`. */
function setup(storage = new FakeStorage()) {
  const { service, client, poster } = boardService();
  const harness = gameHarness({ global: { client, poster }, storage });
  return { ...harness, service, storage };
}

function globalList(h: ReturnType<typeof setup>) {
  const list = h.view.panel('board').board.global;
  if (list === null) throw new Error('the board has no global list');
  return list;
}

const seenRow = {
  rank: 1,
  player: 'Theseus',
  timeTicks: 300,
  gems: 1,
  recordedAt: '2026-03-13T08:00:00.000Z',
  replayHash: HASH,
};

afterEach(() => {
  setTextLanguage('en', en);
});

describe('global boards offline: the board last seen, and its age', () => {
  it('keeps the rows it was given, and shows them once the service cannot be reached', async () => {
    const h = setup();
    await h.game.leaderboards.show(undefined, 'global');
    await settle();
    expect(globalList(h).state).toBe('rows');
    h.service.answer = () => 'no-answer';
    await h.game.leaderboards.show(undefined, 'global');
    await settle();
    expect(globalList(h)).toMatchObject({
      state: 'seen',
      message: "Offline. The world's board as it was last seen, less than a minute ago.",
    });
    expect(globalList(h).rows.map((r) => [r.rank, r.player])).toEqual([
      [1, 'Ariadne'],
      [2, 'Minos'],
    ]);
  });

  it('says how old the board kept from an earlier visit is', async () => {
    const storage = new FakeStorage();
    const store = new LocalStore({ storage: () => storage });
    // The harness's clock reads 2026-03-14T12:00Z: three hours and a half later.
    saveSeenBoards(store, [
      {
        levelKey: 'level:first-steps',
        seenAtMs: Date.parse('2026-03-14T08:30:00.000Z'),
        rows: [seenRow],
      },
    ]);
    const h = setup(storage);
    h.service.answer = () => 'no-answer';
    await h.game.leaderboards.show(undefined, 'global');
    await settle();
    expect(globalList(h)).toMatchObject({
      state: 'seen',
      rows: [seenRow],
      message: "Offline. The world's board as it was last seen, 3 hours ago.",
    });
    // Issue 45: the age is written when shown, so a switch of language writes it again.
    setTextLanguage('ru', ru);
    expect(globalList(h).message).toBe(
      'Нет сети. Мировая таблица, какой её видели последний раз: 3 часа назад.',
    );
  });

  it('says why with no rows for a board never seen, and keeps nothing then', async () => {
    const h = setup();
    h.service.answer = () => 'no-answer';
    await h.game.leaderboards.show(undefined, 'global');
    await settle();
    expect(globalList(h)).toMatchObject({ state: 'failed', rows: [] });
    expect(globalList(h).message).toMatch(/^The global leaderboard cannot be reached \(no answer/);
    setTextLanguage('de', de);
    expect(globalList(h).message).toBe(
      'Die Weltrangliste ist nicht erreichbar (keine Antwort (Failed to fetch)).',
    );
    expect(loadSeenBoards(new LocalStore({ storage: () => h.storage }))).toEqual([]);
  });

  it('says ages roughly, in the largest whole unit', () => {
    expect(roughAge(59_999)).toBe('less than a minute ago');
    expect(roughAge(60_000)).toBe('1 minute ago');
    expect(roughAge(59 * 60_000 + 59_999)).toBe('59 minutes ago');
    expect(roughAge(3_600_000)).toBe('1 hour ago');
    expect(roughAge(23 * 3_600_000)).toBe('23 hours ago');
    expect(roughAge(2 * 86_400_000 + 5)).toBe('2 days ago');
  });
});
