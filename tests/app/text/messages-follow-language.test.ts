/**
 * Issue 45: what the game tells the player in passing (a toast, the title's notice, the end
 * screen's replay line) is kept as a message, not as text written once, so switching the language
 * mid-session writes it again in the new one. A game on the recording view, in plain Node.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { ru } from '../../../src/app/text/catalogues/ru';
import { en } from '../../../src/app/text/en';
import { say, writeMessage } from '../../../src/app/text/message-descriptor';
import { setTextLanguage } from '../../../src/app/text/text';
import { gameHarness } from '../game-harness';
import { winFirstLevel } from '../replays/replay-fixtures';

afterEach(() => {
  setTextLanguage('en', en);
});

describe('a message kept by key and values', () => {
  it('is written in the language on screen each time, a message inside it too', () => {
    const full = say('notice.full', { what: say('notice.leaderboard') });
    expect(writeMessage(full)).toBe(
      "Could not save leaderboard runs: the browser's storage is full.",
    );
    setTextLanguage('de', de);
    expect(writeMessage(full)).toBe(
      'Speichern nicht möglich (Bestenlisten-Läufe): Der Speicher des Browsers ist voll.',
    );
  });

  it('keeps its count a number, so each language picks its own plural form', () => {
    const gems = say('end.gemBonus', { run: '20.00', count: 3, bonus: '1.50' });
    expect(writeMessage(gems)).toBe('20.00 s run, 3 gems −1.50 s');
    setTextLanguage('ru', ru);
    expect(writeMessage(gems)).toBe('Забег 20.00 с, 3 самоцвета −1.50 с');
  });
});

describe('switching the language mid-session (recording view)', () => {
  it('writes a toast again in the new language, the run and its end screen kept', async () => {
    const h = await winFirstLevel(gameHarness());
    expect(h.view.screen).toBe('won');
    const text = vi.fn(() => Promise.resolve(''));
    await h.game.replays.openFile({ name: 'huge.json', size: 4_000_000, text });
    expect(h.notices).toEqual([
      'huge.json is 4.0 MB: a replay file is at most 3 MB, so this is not one.',
    ]);
    const [toast] = h.messages;
    if (toast === undefined) throw new Error('no toast');
    setTextLanguage('de', de);
    expect(writeMessage(toast)).toBe(
      'huge.json ist 4,0 MB groß: Eine Wiederholungsdatei hat höchstens 3 MB, das ist also keine.',
    );
    expect(h.view.screen).toBe('won');
    expect(h.game.replays.lastReplay()?.level).toEqual({ id: 'first-steps' });
  });

  it("writes the end screen's replay line again in the new language", async () => {
    const h = await winFirstLevel(gameHarness());
    expect(h.view.replay?.status).toBe('Saved to the leaderboard at #1.');
    const line = h.view.replayStatus;
    if (line === null) throw new Error('no replay line');
    setTextLanguage('de', de);
    expect(writeMessage(line)).toBe('In der Bestenliste auf Platz 1 gespeichert.');
    setTextLanguage('ru', ru);
    expect(writeMessage(line)).toBe('Сохранено в таблице: место 1.');
  });

  it("writes the editor's last message again in the new language", async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.view.act('editor');
    await vi.waitFor(
      () => {
        expect(h.game.screen).toBe('editor');
      },
      { timeout: 30_000 },
    );
    const session = h.game.editor.session;
    if (session === null) throw new Error('the editor did not open');
    expect(session.publish()).toBeNull();
    expect(session.message).toBe(
      'Win the level in a playtest first: the winning run is its proof.',
    );
    setTextLanguage('de', de);
    expect(session.message).toBe(
      'Gewinne das Level erst im Testlauf: Der Siegeslauf ist sein Beweis.',
    );
  });

  it("writes the title's notice (a refused seed) again in the new language", () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: say('launch.badSeed', { max: 9, seed: 'x' }) });
    expect(h.view.titleNotice()).toBe("A seed must be a whole number from 0 to 9; 'x' is not one.");
    setTextLanguage('de', de);
    expect(h.view.titleNotice()).toBe('Ein Seed ist eine ganze Zahl von 0 bis 9; „x“ ist keine.');
  });
});
