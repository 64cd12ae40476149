// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/storage/local-store';
import { loadSettings } from '../../src/storage/settings';
import { gameHarness } from './game-harness';

type Harness = ReturnType<typeof gameHarness>;

/** The help screen's key list, as [keys, what they do] pairs. */
function helpControls(h: Harness): string[][] {
  const terms = [...h.root.querySelectorAll('.help-screen dt')].map((dt) => dt.textContent);
  const details = [...h.root.querySelectorAll('.help-screen dd')].map((dd) => dd.textContent);
  return terms.map((term, i) => [term, details[i] ?? '']);
}

/** On the Controls screen: picks a key slot, then presses `code` as the page would. */
function rebind(binding: string, code: string, key: string): void {
  const slot = document.querySelector<HTMLButtonElement>(`[data-binding="${binding}"]`);
  if (slot === null) throw new Error(`no key slot ${binding}`);
  slot.click();
  window.dispatchEvent(new KeyboardEvent('keydown', { code, key, bubbles: true }));
}

describe('GameController: the help screen follows the bound keys', () => {
  it('lists the keys bound on the Controls screen, and again after a reload', () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.click('Settings');
    h.click('Controls');
    rebind('right-0', 'KeyL', 'l');
    rebind('pause-0', 'KeyO', 'o');
    expect(h.root.querySelector('.controls-status')?.textContent).toBe('Pause: O.');
    h.click('Back');
    h.click('Back');
    expect(h.game.screen).toBe('title');
    h.click('How to play');
    const expected = [
      ['Up arrow or W', 'Move up'],
      ['L or D', 'Move right'],
      ['Down arrow or S', 'Move down'],
      ['Left arrow or A', 'Move left'],
      ['O or Escape', 'Pause and resume'],
      ['R', 'Restart the level'],
      ['Enter', 'Confirm'],
      ['F3 or `', 'Show or hide diagnostics'],
    ];
    expect(helpControls(h)).toEqual(expected);

    // A reload: the settings, bindings with them, come back from storage.
    const storage = h.storage;
    const settings = loadSettings(new LocalStore({ storage: () => storage }));
    const reloaded = gameHarness({ storage, settings });
    reloaded.game.launch({ kind: 'title', notice: null });
    reloaded.click('How to play');
    expect(helpControls(reloaded)).toEqual(expected);

    // Reset to defaults: the help screen says the arrows and W A S D again.
    reloaded.game.command('back');
    reloaded.click('Settings');
    reloaded.click('Controls');
    reloaded.click('Reset to defaults');
    reloaded.click('Back');
    reloaded.click('Back');
    reloaded.click('How to play');
    expect(helpControls(reloaded)[0]).toEqual([
      'Arrow keys or W A S D',
      'Move; hold a direction early to turn at the next opening',
    ]);
    expect(helpControls(reloaded)[1]).toEqual(['P or Escape', 'Pause and resume']);
  });
});
