// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { SplitLineModel } from '../../../src/app/splits/live-splits';
import { SplitLineView } from '../../../src/ui/hud/split-line';
import { endScreen } from '../../../src/ui/screens/end-screen';
import { splitTable } from '../../../src/ui/splits/split-table';

const line = (changes: Partial<SplitLineModel>): SplitLineModel => ({
  label: 'PB',
  state: 'delta',
  event: 'key:red',
  tick: 98,
  delta: -10,
  reason: '',
  ...changes,
});

describe('the split line', () => {
  it('shows ahead with a minus and a point down, behind with a plus and a point up', () => {
    const view = new SplitLineView();
    view.update(line({ delta: -10 }));
    expect(view.element.hidden).toBe(false);
    expect(view.element.textContent).toBe('PB−0.50 ▼');
    expect(view.element.dataset.side).toBe('ahead');
    expect(view.element.getAttribute('aria-label')).toBe('PB: 0.50 s ahead at the red key');
    view.update(line({ event: 'door:green', tick: 141, delta: 25 }));
    expect(view.element.textContent).toBe('PB+1.25 ▲');
    expect(view.element.dataset.side).toBe('behind');
    expect(view.element.getAttribute('aria-label')).toBe('PB: 1.25 s behind at the green door');
    view.update(line({ event: 'exit', tick: 158, delta: 0 }));
    expect(view.element.textContent).toBe('PB±0.00 ●');
    expect(view.element.getAttribute('aria-label')).toBe('PB: even at the exit');
  });

  it('flashes once per split, by turns, and not again for the same split', () => {
    const view = new SplitLineView();
    view.update(line({ tick: 98 }));
    expect([...view.element.classList]).toContain('flash-a');
    view.update(line({ tick: 98 }));
    expect([...view.element.classList]).toContain('flash-a');
    view.update(line({ tick: 141 }));
    expect([...view.element.classList]).toContain('flash-b');
    expect([...view.element.classList]).not.toContain('flash-a');
  });

  it('says what is missing, and hides with no comparison', () => {
    const view = new SplitLineView();
    view.update(
      line({
        label: 'WR',
        state: 'missing',
        event: null,
        tick: null,
        delta: null,
        reason: 'no world record yet',
      }),
    );
    expect(view.element.textContent).toBe('WR—');
    expect(view.element.getAttribute('aria-label')).toBe('No WR: no world record yet');
    view.update(line({ state: 'parted', delta: null }));
    expect(view.element.getAttribute('aria-label')).toBe('PB: another route at the red key');
    view.update(null);
    expect(view.element.hidden).toBe(true);
  });
});

describe('the split table', () => {
  const rows = [
    { event: 'key:red', tick: 88, delta: -10, gold: true },
    { event: 'door:red', tick: 151, delta: 10, gold: false },
    { event: 'exit', tick: 168, delta: null, gold: false },
  ] as const;

  it('lists each split, its time, its delta with sign and shape, and gold marks', () => {
    const table = splitTable({ caption: 'Splits', rows, label: 'WR', note: 'A note.', current: 1 });
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Red key', '4.40 s', '−0.50 ▼', '★ best'],
      ['Red door', '7.55 s', '+0.50 ▲', ''],
      ['Exit', '8.40 s', '—', ''],
    ]);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Split',
      'Time',
      'Δ WR',
      'Best segment',
    ]);
    expect(table.querySelector('tr[aria-current="step"] th')?.textContent).toBe('Red door');
    expect(table.querySelector('.splits-note')?.textContent).toBe('A note.');
  });

  it('is on the end screen, with the button that races the world record', () => {
    let raced = 0;
    const screen = endScreen({
      summary: {
        outcome: 'won',
        levelName: 'The Red Key',
        ticks: 168,
        finalTimeTicks: 168,
        gems: 0,
        newBest: false,
        previousBestTicks: 158,
        caughtBy: null,
      },
      onRetry: () => undefined,
      onLevels: () => undefined,
      onTitle: () => undefined,
      splits: { label: 'PB', note: '', rows },
      onRaceRecord: () => (raced += 1),
    });
    expect(screen.querySelectorAll('.split-table tbody tr')).toHaveLength(3);
    const race = [...screen.querySelectorAll('button')].find(
      (b) => b.textContent === 'Race the world record',
    );
    race?.click();
    expect(raced).toBe(1);
  });
});
