// @vitest-environment happy-dom
/**
 * Issue 45: with Russian chosen, no screen shows a string of the English catalogue: each screen
 * the title opens is put up through the page's own view, and every visible text, accessible
 * name, title and placeholder is checked against the English templates without placeholders
 * (names and numbers are not catalogue text, so they never match). A string left in English in
 * a screen's code, or a screen model written before the switch, fails here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_LEVELS, planWinningRun } from '../../../src/levels';
import { ru } from '../../../src/app/text/catalogues/ru';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { shellHarness } from './shell-harness';

afterEach(() => {
  setTextLanguage('en', en);
});

/** English templates a player could read as they are: no placeholder, not the same in Russian. */
const ENGLISH_ONLY = new Set(
  Object.entries(en).flatMap(([key, message]) => {
    if (typeof message !== 'string' || message.includes('{') || message.trim().length < 3)
      return [];
    return ru[key as keyof typeof ru] === message ? [] : [message.trim()];
  }),
);

/** Every text the page shows or names: text nodes, accessible names, titles, placeholders. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const node of element.childNodes) {
      if (node.nodeType === 3 && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value !== null && value.trim() !== '') texts.push(value.trim());
    }
  }
  return texts;
}

function englishOn(root: HTMLElement): string[] {
  return shownTexts(root).filter((text) => ENGLISH_ONLY.has(text));
}

describe('Russian on every screen the title opens', () => {
  it('the check knows English when it sees it', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    expect(englishOn(h.root)).toContain('Settings');
  });

  it('shows no English catalogue text on the title or any screen a title button opens', () => {
    setTextLanguage('ru', ru);
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    const labels = h.buttons();
    expect(labels.length).toBeGreaterThan(3);
    const found: string[] = englishOn(h.root).map((text) => `title: ${text}`);
    for (const label of labels) {
      h.game.launch({ kind: 'title', notice: null });
      h.click(label);
      found.push(...englishOn(h.root).map((text) => `${label}: ${text}`));
    }
    expect(found).toEqual([]);
  });
});

const [first] = BUILT_IN_LEVELS;
if (first === undefined) throw new Error('levels missing');

/** How long the editor's code (a dynamic import, transformed the first time) may take to load. */
const LOADED = { timeout: 30_000 };

describe('Russian on the screens deeper in', () => {
  it('shows no English on pause, the end screen of a won run, and the editor', async () => {
    setTextLanguage('ru', ru);
    const h = shellHarness();
    h.game.startLevel(first);
    h.run(3);
    h.game.command('pause');
    expect(h.game.screen).toBe('paused');
    const found = englishOn(h.root).map((text) => `pause: ${text}`);
    h.game.command('pause');
    const plan = planWinningRun(first);
    h.game.restart();
    h.inputs.push(...plan.inputs);
    h.run(plan.inputs.length + 10);
    expect(h.game.screen).toBe('won');
    found.push(...englishOn(h.root).map((text) => `won: ${text}`));
    h.game.launch({ kind: 'title', notice: null });
    h.click('Создать уровень');
    await vi.waitFor(() => {
      expect(h.game.screen).toBe('editor');
    }, LOADED);
    found.push(...englishOn(h.root).map((text) => `editor: ${text}`));
    expect(found).toEqual([]);
  });

  it('writes an end screen shown in English again in Russian on a switch', () => {
    const h = shellHarness();
    const plan = planWinningRun(first);
    h.game.startLevel(first);
    h.inputs.push(...plan.inputs);
    h.run(plan.inputs.length + 10);
    expect(h.game.screen).toBe('won');
    expect(englishOn(h.root)).toContain('Out of the labyrinth!');
    setTextLanguage('ru', ru);
    expect(englishOn(h.root)).toEqual([]);
  });
});
