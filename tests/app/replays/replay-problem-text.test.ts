/**
 * Issue 45: a replay the player opens and the game refuses (a file, a share link) is explained
 * in the player's language, worded from the problem's code, never from the codec's English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { zhHans } from '../../../src/app/text/catalogues/zh-hans';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { gameHarness } from '../game-harness';
import { settle, winFirstLevel } from './replay-fixtures';

afterEach(() => {
  setTextLanguage('en', en);
});

describe('a refused replay, in the language on screen', () => {
  it('says in German why a file is not a replay, away from the title', async () => {
    const h = await winFirstLevel(gameHarness());
    setTextLanguage('de', de);
    await h.game.replays.openFile(new File(['[]'], 'list.json'));
    await h.game.replays.openFile(new File(['{"format":"mythic-maze-replay"}'], 'short.json'));
    expect(h.game.screen).toBe('won');
    expect(h.notices).toEqual([
      'Diese Wiederholung lässt sich nicht öffnen: Das ist keine Mythic-Maze-Wiederholung.',
      'Diese Wiederholung lässt sich nicht öffnen: version fehlt.',
    ]);
  });

  it('says in German, on the title, why a link is damaged, and again in Chinese', async () => {
    const h = gameHarness();
    setTextLanguage('de', de);
    h.game.launch({ kind: 'replay', fragment: 'r=not*base64' });
    await settle();
    expect(h.view.titleNotice()).toBe(
      'Dieser Wiederholungslink lässt sich nicht öffnen: Die Daten sind beschädigt und nicht lesbar.',
    );
    setTextLanguage('zh-Hans', zhHans);
    expect(h.view.titleNotice()).toBe('无法打开这个回放链接：数据已损坏，无法读取。');
  });
});
