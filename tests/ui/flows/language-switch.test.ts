// @vitest-environment happy-dom
/**
 * Issue 45: the language chosen in Settings is saved, <html lang> follows, and switching in the
 * middle of a run writes every visible string again without a reload, the run going on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { BUILT_IN_LEVELS } from '../../../src/levels';
import { loadSettings } from '../../../src/storage/settings';
import { LocalStore } from '../../../src/storage/local-store';
import { PadStatusView } from '../../../src/ui/hud/pad-status-view';
import { pageLanguage } from '../../../src/ui/page/page-language';
import { FakeStorage } from '../../support/fake-storage';
import { winFirstLevel } from '../../app/replays/replay-fixtures';
import { shellHarness } from './shell-harness';

const LOADED = { timeout: 30_000 };

const [first] = BUILT_IN_LEVELS;
if (first === undefined) throw new Error('levels missing');

afterEach(() => {
  setTextLanguage('en', en);
  document.documentElement.lang = 'en';
});

/** The visible text of the HUD's words and the screen on show. */
function words(root: HTMLElement): string {
  return [
    ...root.querySelectorAll(
      '.hud-label:not(.split-label), .hud-pause, .screens h2, .screens button',
    ),
  ]
    .map((element) => element.textContent)
    .join(' | ');
}

describe('the language', () => {
  it('is chosen in Settings, saved, put on <html lang>, and the screen is written again in it', async () => {
    const storage = new FakeStorage();
    const language = pageLanguage();
    const h = shellHarness({
      storage,
      onApply: (settings) => void language(settings.language),
    });
    h.game.launch({ kind: 'title', notice: null });
    h.click('Settings');
    const select = h.root.querySelector<HTMLSelectElement>('select[data-setting="language"]');
    if (select === null) throw new Error('no language picker');
    expect(select.value).toBe('');
    select.value = 'de';
    select.dispatchEvent(new Event('change'));
    await vi.waitFor(() => {
      expect(h.root.querySelector('.screens h2')?.textContent).toBe('Einstellungen');
    }, LOADED);
    expect(document.documentElement.lang).toBe('de');
    expect(loadSettings(new LocalStore({ storage: () => storage })).language).toBe('de');
    expect(document.activeElement?.getAttribute('data-setting')).toBe('language');
    expect(h.root.querySelector<HTMLSelectElement>('select#language')?.value).toBe('de');
    h.click('Zurück');
    expect(h.root.querySelector('.screens button')?.textContent).toMatch(/^Spielen/);
  });

  it('switches mid-run: the HUD and pause screen change, the run keeps its tick and level', () => {
    const h = shellHarness();
    h.game.startLevel(first);
    h.run(11);
    expect(words(h.root)).toBe('Time left | Elapsed | Pause');
    setTextLanguage('de', de);
    expect(words(h.root)).toBe('Restzeit | Gelaufen | Pause');
    expect(h.root.querySelector('.hud')?.getAttribute('aria-label')).toBe('Spielstatus');
    expect(h.game.state()).toMatchObject({ levelId: first.id, tick: 10, outcome: 'playing' });
    h.game.command('pause');
    expect(h.root.querySelector('.screens h2')?.textContent).toBe('Pause');
    expect(document.activeElement?.textContent).toBe('Weiter');
    setTextLanguage('en', en);
    expect(h.root.querySelector('.screens p')?.textContent).toBe('The labyrinth waits for you.');
    expect(document.activeElement?.textContent).toBe('Resume');
    h.game.command('back');
    h.run(3);
    expect(h.game.state()).toMatchObject({ levelId: first.id, tick: 12, paused: false });
  });

  it("writes the end screen's replay line again, the run's end screen kept", async () => {
    const h = await winFirstLevel(shellHarness());
    const line = () => h.root.querySelector('.replay-status')?.textContent;
    expect(line()).toBe('Saved to the leaderboard at #1.');
    setTextLanguage('de', de);
    expect(line()).toBe('In der Bestenliste auf Platz 1 gespeichert.');
    expect(h.root.querySelector('.screens h2')?.textContent).toBe('Raus aus dem Labyrinth!');
    expect(h.game.state()).toMatchObject({ levelId: first.id, outcome: 'won' });
  });

  it('writes the gamepad line, which lasts the whole visit, again in the new language', () => {
    const pads = new PadStatusView();
    pads.show({ kind: 'connected', names: ['Xbox Wireless Controller (STANDARD GAMEPAD)', 'Pad'] });
    expect(pads.element.textContent).toBe('Gamepad ready: Xbox Wireless Controller and Pad.');
    setTextLanguage('de', de);
    expect(pads.element.textContent).toBe('Gamepad bereit: Xbox Wireless Controller und Pad.');
  });
});
