// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BINDINGS, type Bindings } from '../../../src/input/bindings';
import { helpScreen } from '../../../src/ui/screens/help-screen';

/** The help screen's key list as [keys, what they do] pairs, as a player reads it. */
function shownControls(bindings: Bindings): string[][] {
  const screen = helpScreen({ bindings, onBack: vi.fn() });
  const terms = [...screen.querySelectorAll('dl.controls dt')].map((dt) => dt.textContent);
  const details = [...screen.querySelectorAll('dl.controls dd')].map((dd) => dd.textContent);
  return terms.map((term, i) => [term, details[i] ?? '']);
}

describe('help screen: the keys as bound', () => {
  it('lists the default keys while nothing is rebound', () => {
    expect(shownControls(DEFAULT_BINDINGS)).toEqual([
      ['Arrow keys or W A S D', 'Move; hold a direction early to turn at the next opening'],
      ['P or Escape', 'Pause and resume'],
      ['R', 'Restart the level'],
      ['Enter', 'Confirm'],
      ['F3 or `', 'Show or hide diagnostics'],
    ]);
  });

  it('lists rebound keys: each move on its own line, Escape still pausing, an empty action said so', () => {
    const bindings: Bindings = {
      ...DEFAULT_BINDINGS,
      right: ['KeyL', 'KeyD'],
      pause: ['KeyO', null],
      restart: [null, null],
      overlay: [null, 'F2'],
    };
    expect(shownControls(bindings)).toEqual([
      ['Up arrow or W', 'Move up'],
      ['L or D', 'Move right'],
      ['Down arrow or S', 'Move down'],
      ['Left arrow or A', 'Move left'],
      ['O or Escape', 'Pause and resume'],
      ['No key', 'Restart the level'],
      ['Enter', 'Confirm'],
      ['F2', 'Show or hide diagnostics'],
    ]);
    const screen = helpScreen({ bindings, onBack: vi.fn() });
    expect(screen.querySelector('.rules li')?.textContent).toBe(
      'Hold a direction early to turn at the next opening.',
    );
  });

  it('shows a rebound pause key with the moves still on one line when they are the defaults', () => {
    const shown = shownControls({ ...DEFAULT_BINDINGS, pause: ['KeyK', 'KeyP'] });
    expect(shown[0]?.[0]).toBe('Arrow keys or W A S D');
    expect(shown[1]).toEqual(['K or P or Escape', 'Pause and resume']);
  });
});
