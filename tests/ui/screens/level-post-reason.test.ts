/**
 * Issue 45: why the global leaderboard refused a published level is kept in My levels as a
 * message (key and values), so it reads in the language on screen when the list is shown, and
 * a reason an older version kept as text still shows as it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { levelPostText } from '../../../src/ui/editor/level-links-panel';
import { de } from '../../../src/app/text/catalogues/de';
import { en } from '../../../src/app/text/en';
import { say } from '../../../src/app/text/message-descriptor';
import { setTextLanguage } from '../../../src/app/text/text';
import { LocalStore } from '../../../src/storage/local-store';
import { addMyLevel, loadMyLevels, setMyLevelGlobal } from '../../../src/storage/my-levels';
import { FakeStorage } from '../../support/fake-storage';

afterEach(() => {
  setTextLanguage('en', en);
});

const LEVEL = {
  name: 'Level 1',
  hash: '1'.padStart(64, '0'),
  fragment: 'l=abc1',
  makerTicks: 101,
  publishedAt: '2026-01-01T00:01:00.000Z',
};

function kept(reason: Parameters<typeof setMyLevelGlobal>[2]) {
  const store = new LocalStore({ storage: () => new FakeStorage() });
  addMyLevel(store, LEVEL);
  expect(setMyLevelGlobal(store, LEVEL.hash, reason)).toBe(true);
  const state = loadMyLevels(store)[0]?.global;
  if (state === undefined) throw new Error('the level kept no state');
  return state;
}

describe("a published level's refusal kept in storage", () => {
  it('is written in the language on screen when read back', () => {
    const state = kept({ kind: 'refused', reason: say('refusal.replay-mismatch') });
    expect(levelPostText(state)).toBe(
      'The global leaderboard refused it: the replay does not play out as posted.',
    );
    setTextLanguage('de', de);
    expect(levelPostText(state)).toBe(
      'Die Weltrangliste hat es abgelehnt: die Wiederholung verläuft nicht wie gesendet.',
    );
  });

  it('keeps a reason inside a reason, and an older save’s text as it was', () => {
    const waiting = kept({
      kind: 'waiting',
      reason: say('refusal.noAnswer', { error: 'Failed to fetch' }),
    });
    setTextLanguage('de', de);
    expect(levelPostText(waiting)).toBe(
      'Noch nicht in der Weltrangliste (keine Antwort (Failed to fetch)): Es wird erneut gesendet.',
    );
    const older = kept({ kind: 'refused', reason: 'the replay does not play out as posted' });
    expect(levelPostText(older)).toBe(
      'Die Weltrangliste hat es abgelehnt: the replay does not play out as posted.',
    );
  });
});
