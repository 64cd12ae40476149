/**
 * LiveFollower (src/app/live/live-follower.ts): a second catch-up (a spectator who reconnected)
 * starts the run again from tick 0, its splits and inputs with it, instead of adding to them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LiveFollower } from '../../../src/app/live/live-follower';

const WON = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/won-first-steps.json', import.meta.url), 'utf8'),
) as { inputs: [number, number][] };

const DOORS = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/won-three-doors.json', import.meta.url), 'utf8'),
) as { inputs: [number, number][] };

/** The three doors' golden win: its splits as `npm run verify` re-simulates them. */
const DOOR_SPLITS = [
  { tick: 28, event: 'key:red' },
  { tick: 121, event: 'door:red' },
  { tick: 383, event: 'key:green' },
  { tick: 586, event: 'door:green' },
  { tick: 643, event: 'key:blue' },
  { tick: 751, event: 'door:blue' },
  { tick: 818, event: 'exit' },
];

const DOORS_CATCH_UP = JSON.stringify({
  type: 'catch-up',
  run: {
    liveId: 'AbCdEfGhIjKlMnOp',
    levelKey: 'level:three-doors',
    level: { id: 'three-doors' },
    player: 'Theseus',
    delayMs: 0,
  },
  runs: DOORS.inputs,
  paused: false,
});

const CATCH_UP = JSON.stringify({
  type: 'catch-up',
  run: {
    liveId: 'AbCdEfGhIjKlMnOp',
    levelKey: 'level:first-steps',
    level: { id: 'first-steps' },
    player: 'Theseus',
    delayMs: 0,
  },
  runs: WON.inputs,
  paused: false,
});

describe('LiveFollower', () => {
  it('keeps the inputs it played, one a tick', () => {
    const follower = new LiveFollower();
    follower.receive(CATCH_UP);
    expect(follower.inputs).toHaveLength(78);
    expect(follower.inputs.slice(0, 3)).toEqual(
      WON.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input)).slice(0, 3),
    );
  });

  it('starts again from tick 0 on a second catch-up: each split once, not twice', () => {
    const follower = new LiveFollower();
    follower.receive(DOORS_CATCH_UP);
    follower.receive(DOORS_CATCH_UP);
    expect(follower.run?.tick).toBe(818);
    expect(follower.hash).toBe('f2542240');
    expect(follower.splits).toEqual(DOOR_SPLITS);
    expect(follower.inputs).toHaveLength(818);
  });
});
