// @vitest-environment happy-dom
/**
 * The Live screen and the watch view's panel on the page (src/ui/live): what a run's button says
 * (time so far, the record or how far past it, viewers, paused) and its accessible name; focus
 * kept on the run it was on when the list is refreshed; the panel's state and splits.
 */
import { describe, expect, it } from 'vitest';
import type { LiveListView, LiveRunCard, LiveWatchView } from '../../../src/app/live/live-view';
import type { ScreenModel } from '../../../src/app';
import { DEFAULT_BINDINGS } from '../../../src/input/bindings';
import { liveScreen, watchPanel } from '../../../src/ui/live';
import { ShellView } from '../../../src/ui/shell-view';

const RUN: LiveRunCard = {
  liveId: 'AbCdEfGhIjKlMnOp',
  player: 'Ariadne',
  level: 'The Threshold',
  ticks: 90,
  paused: false,
  viewers: 1,
  recordTicks: 120,
};
const OTHER: LiveRunCard = {
  ...RUN,
  liveId: 'qRsTuVwXyZ012345',
  player: 'Icarus',
  ticks: 130,
  paused: true,
  viewers: 3,
};

function list(runs: readonly LiveRunCard[], watched: string[] = []): LiveListView {
  return {
    state: 'rows',
    runs,
    message: '',
    pollMs: 2000,
    onWatch: (liveId) => watched.push(liveId),
    onBack: () => undefined,
  };
}

describe('the Live screen', () => {
  it("says each run's time so far, its record or how far past it, its viewers and a pause", () => {
    const screen = liveScreen(list([RUN, OTHER]));
    const figures = [...screen.querySelectorAll('.live-figures')].map((f) =>
      [...f.children].map((c) => c.textContent),
    );
    expect(figures).toEqual([
      ['4.50 s so far', 'world record 6.00 s', '1 watching'],
      ['6.50 s so far', '0.50 s past the world record', '3 watching', 'paused'],
    ]);
    expect(screen.querySelector('.live-run')?.getAttribute('aria-label')).toBe(
      "Watch Ariadne's run of The Threshold",
    );
    expect(screen.querySelector('p')?.textContent).toBe(
      'Runs being played now, shown a few seconds behind. The list is refreshed every 2 s.',
    );
  });

  it('watches the run whose button is pressed', () => {
    const watched: string[] = [];
    const screen = liveScreen(list([RUN, OTHER], watched));
    screen.querySelectorAll<HTMLButtonElement>('.live-run')[1]?.click();
    expect(watched).toEqual([OTHER.liveId]);
  });

  it('keeps focus on the run it was on when the list is shown again', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const view = new ShellView({
      root,
      act: () => undefined,
      loadEditorScreens: () => import('../../../src/ui/editor'),
    });
    const model = (runs: readonly LiveRunCard[]): ScreenModel => ({
      screen: 'live',
      live: list(runs),
      hud: false,
      bindings: DEFAULT_BINDINGS,
    });
    view.show(model([RUN, OTHER]));
    expect(document.activeElement?.getAttribute('data-live')).toBe(RUN.liveId);
    root.querySelector<HTMLElement>(`[data-live="${OTHER.liveId}"]`)?.focus();
    view.show(
      model([
        { ...RUN, ticks: 100 },
        { ...OTHER, ticks: 140 },
      ]),
    );
    expect(document.activeElement?.getAttribute('data-live')).toBe(OTHER.liveId);
    // A run that ended leaves the list: focus goes to the first control.
    view.show(model([RUN]));
    expect(document.activeElement?.getAttribute('data-live')).toBe(RUN.liveId);
    root.remove();
  });
});

describe("the watch view's panel", () => {
  const panel = (over: Partial<LiveWatchView>) =>
    watchPanel({
      player: 'Ariadne',
      level: 'The Threshold',
      state: 'live',
      splits: [],
      held: false,
      onWatchOn: () => undefined,
      onBack: () => undefined,
      ...over,
    });

  it('names the run, says where it stands and lists its splits', () => {
    const shown = panel({
      state: 'ended',
      splits: [
        { tick: 40, event: 'gem' },
        { tick: 78, event: 'exit' },
      ],
    });
    expect(shown.querySelector('h2')?.textContent).toBe('Ariadne on The Threshold');
    expect(shown.querySelector('[role="status"]')?.textContent).toBe('The run is over.');
    expect([...shown.querySelectorAll('.live-splits li')].map((li) => li.textContent)).toEqual([
      'Gem2.00',
      'Exit3.90',
    ]);
  });

  it('offers to watch on when the game stopped in the background', () => {
    expect(panel({}).textContent).not.toContain('Watch on');
    const held = panel({ held: true, state: 'paused' });
    expect(held.querySelector('[role="status"]')?.textContent).toBe(
      'Paused: the runner lost their connection and may come back.',
    );
    expect([...held.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Watch on',
      'Back to live runs',
    ]);
  });
});
