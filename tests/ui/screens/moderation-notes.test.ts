// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { endScreen } from '../../../src/ui/screens/end-screen';

const LOST = {
  outcome: 'timeout',
  caughtBy: null,
  levelName: 'First Steps',
  ticks: 600,
  gems: 0,
  finalTimeTicks: -1,
  previousBestTicks: null,
  newBest: false,
} as const;

const noop = () => undefined;

describe('the end screen tells the player what moderation did', () => {
  it('shows each note in a labelled note, before the buttons', () => {
    const screen = endScreen({
      summary: LOST,
      onRetry: noop,
      onLevels: noop,
      onTitle: noop,
      moderation: ['Your run abc was taken off the boards: a route through a wall'],
    });
    const note = screen.querySelector('[role="note"]');
    expect(note?.getAttribute('aria-label')).toBe('From the moderators');
    expect(note?.textContent).toBe('Your run abc was taken off the boards: a route through a wall');
    const order = [...screen.querySelectorAll('[role="note"], button')].map((e) => e.tagName);
    expect(order[0]).toBe('DIV');
  });

  it('shows no note when there is nothing to tell', () => {
    const screen = endScreen({
      summary: LOST,
      onRetry: noop,
      onLevels: noop,
      onTitle: noop,
      moderation: [],
    });
    expect(screen.querySelector('[role="note"]')).toBeNull();
  });
});
