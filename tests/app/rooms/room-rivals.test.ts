/**
 * Every rival of a room drawn: three rivals' `rival` frames heard on the racer's stream give
 * three ghosts, numbered in the order they came and named, each standing where its own run
 * stands at the racer's tick (re-simulated here on its own), and each advancing as it ticks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoomRivals } from '../../../src/app/rooms/room-rivals';
import { getBuiltInLevel } from '../../../src/levels';
import { Simulation } from '../../../src/sim';
import { compress } from '../../replay/support/replays';

const WON = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/won-first-steps.json', import.meta.url), 'utf8'),
) as { inputs: [number, number][] };
const INPUTS = WON.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));
const found = getBuiltInLevel('first-steps');
if (found === undefined) throw new Error('no first level');
const level = found;

/** Three rivals: one plays the winning inputs, one starts 8 ticks late, one 20 ticks late. */
const RIVALS = [
  { liveId: 'AriadneLiveId001', player: 'Ariadne', inputs: INPUTS },
  {
    liveId: 'PhaedraLiveId001',
    player: 'Phaedra',
    inputs: [...Array<number>(8).fill(0), ...INPUTS],
  },
  {
    liveId: 'MinosLiveIdent01',
    player: 'Minos',
    inputs: [...Array<number>(20).fill(0), ...INPUTS],
  },
];

/** A rival's frame as the service sends it on the racer's stream: its run caught up to `upTo`. */
function caughtUp(rival: (typeof RIVALS)[number], upTo: number): string {
  const run = { liveId: rival.liveId, levelKey: 'level:first-steps', level: { id: 'first-steps' } };
  return JSON.stringify({
    type: 'rival',
    liveId: rival.liveId,
    frame: {
      type: 'catch-up',
      run: { ...run, player: rival.player, delayMs: 0 },
      runs: compress(rival.inputs.slice(0, upTo)),
      paused: false,
    },
  });
}

/** Where Theseus of `inputs` stands after `ticks` of them, simulated here on its own. */
function standing(inputs: readonly number[], ticks: number): { x: number; y: number } {
  const sim = new Simulation(level);
  for (const input of inputs.slice(0, ticks)) sim.advance(input);
  return { x: sim.player.x, y: sim.player.y };
}

describe('RoomRivals: every rival drawn', () => {
  it('gives a ghost per rival, numbered and named, each where its own run stands', () => {
    const rivals = new RoomRivals();
    for (const rival of RIVALS) rivals.heard(caughtUp(rival, 60));
    let previous: { x: number; y: number }[] = [];
    for (const tick of [10, 25, 40]) {
      rivals.ticked(tick);
      const views = rivals.ghosts().map((ghost) => ghost.view(1));
      expect(views.map((view) => view.tag)).toEqual([
        { mark: 1, label: 'Ariadne' },
        { mark: 2, label: 'Phaedra' },
        { mark: 3, label: 'Minos' },
      ]);
      const at = views.map((view) => ({ x: view.player.x, y: view.player.y }));
      expect(at).toEqual(RIVALS.map((rival) => standing(rival.inputs, tick)));
      expect(views.map((view) => view.opacity)).toEqual([1, 1, 1]);
      // All three advance: none stands where it stood at the last tick looked at.
      previous.forEach((was, index) => {
        expect(at[index]).not.toEqual(was);
      });
      previous = at;
    }
    expect(rivals.reports().map((report) => [report.player, report.drawn])).toEqual([
      ['Ariadne', 40],
      ['Phaedra', 40],
      ['Minos', 40],
    ]);
  });

  it('numbers only the rivals drawn, and numbers afresh for the next race', () => {
    const rivals = new RoomRivals();
    const [ariadne, phaedra, minos] = RIVALS;
    if (ariadne === undefined || phaedra === undefined || minos === undefined) throw new Error();
    rivals.heard(caughtUp(ariadne, 10));
    rivals.heard(caughtUp(phaedra, 10));
    // Minos's run is on a level this page cannot build: he is not drawn, and numbers no ghost.
    rivals.heard(caughtUp(minos, 10).replace('first-steps"}', 'no-such-level"}'));
    rivals.heard(caughtUp(minos, 10));
    const tags = () => rivals.ghosts().map((ghost) => ghost.view(1).tag);
    expect(tags()).toEqual([
      { mark: 1, label: 'Ariadne' },
      { mark: 2, label: 'Phaedra' },
      { mark: 3, label: 'Minos' },
    ]);
    rivals.reset();
    expect(rivals.ghosts()).toEqual([]);
    rivals.heard(caughtUp(minos, 10));
    expect(tags()).toEqual([{ mark: 1, label: 'Minos' }]);
  });
});
