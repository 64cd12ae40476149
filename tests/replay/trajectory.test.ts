/**
 * A run's course (`verifyReplay(…, { trajectory: true })`): a hash of what can be seen of the
 * state after every tick. The same for inputs that change nothing anyone can see (the service
 * refuses such a run as a copy), different from the first tick where anything seen differs.
 */
import { stateHashes as stateHashesOf } from '../server/support/courses';
import { describe, expect, it } from 'vitest';
import { verifyReplay } from '../../src/replay';
import { MAX_INPUT, Simulation } from '../../src/sim';
import { builtIn, recordRun, winningInputs } from './support/replays';

const LEVEL = 'red-key';

function courseOf(inputs: readonly number[]): number[] {
  const { replay } = recordRun({ ref: { id: LEVEL }, inputs });
  const verdict = verifyReplay(replay, { trajectory: true });
  expect(verdict.ok).toBe(true);
  return [...(verdict.trajectory ?? [])];
}

/** Theseus's place and heading after each tick, read plainly: where two runs part. */
function placesOf(inputs: readonly number[]): string[] {
  const sim = new Simulation(builtIn(LEVEL));
  const places: string[] = [];
  for (const input of inputs) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
    places.push(`${sim.player.x},${sim.player.y},${sim.player.dir}`);
  }
  return places;
}

/** The full state hash after each tick (the remembered turn included). */
const stateHashes = (inputs: readonly number[]) => stateHashesOf(builtIn(LEVEL), inputs);

describe('a run’s course', () => {
  it('is one hash per tick, and none unless asked for', () => {
    const inputs = winningInputs(LEVEL);
    const { replay } = recordRun({ ref: { id: LEVEL }, inputs });
    expect(verifyReplay(replay).trajectory).toBeUndefined();
    expect(courseOf(inputs)).toHaveLength(replay.final.tick);
  });

  it('is the same when a tick’s input only sets a turn that is never taken', () => {
    const inputs = winningInputs(LEVEL);
    const places = placesOf(inputs).join(' ');
    const hashes = stateHashes(inputs).join();
    let found: number[] | undefined;
    for (let tick = 0; tick < inputs.length && found === undefined; tick++) {
      for (let input = 0; input <= MAX_INPUT && found === undefined; input++) {
        const changed = [...inputs];
        changed[tick] = input;
        // Every tick where it is seen, and as long; yet the state (its remembered turn) differs.
        const same = placesOf(changed).join(' ') === places;
        if (same && stateHashes(changed).join() !== hashes) found = changed;
      }
    }
    if (found === undefined) throw new Error('no input only sets a turn');
    expect(courseOf(found)).toEqual(courseOf(inputs));
  });

  it('is the same when the last tick’s input is changed as Theseus reaches the exit', () => {
    const inputs = [...winningInputs(LEVEL)];
    const last = placesOf(inputs).length - 1;
    const course = courseOf(inputs);
    const unchanged = Array.from({ length: MAX_INPUT + 1 }, (_, input) => input).filter((input) => {
      const changed = [...inputs];
      changed[last] = input;
      return placesOf(changed).join(' ') === placesOf(inputs).join(' ');
    });
    // More than the recorded input itself ends the run the same way.
    expect(unchanged.length).toBeGreaterThan(1);
    for (const input of unchanged) {
      const changed = [...inputs];
      changed[last] = input;
      expect(courseOf(changed)).toEqual(course);
    }
  });

  it('parts from the first tick where Theseus stands somewhere else, though both end alike', () => {
    const inputs = winningInputs(LEVEL);
    // Standing still one tick on a tile centre on the way, or on a later one.
    const onCentre = (place: string) => place.split(',').every((n, i) => i > 1 || +n % 60 === 0);
    const centres = placesOf(inputs).flatMap((place, i) => (i > 5 && onCentre(place) ? [i] : []));
    const pausedAt = (tick: number) => [...inputs.slice(0, tick), 0, ...inputs.slice(tick)];
    const [early, late] = [pausedAt((centres[0] ?? 0) + 1), pausedAt((centres.at(-2) ?? 0) + 1)];
    const [a, b] = [placesOf(early), placesOf(late)];
    expect(a).toHaveLength(b.length);
    const parted = a.findIndex((place, i) => place !== b[i]);
    expect(parted).toBeGreaterThan(0);
    const [courseA, courseB] = [courseOf(early), courseOf(late)];
    expect(courseA.slice(0, parted)).toEqual(courseB.slice(0, parted));
    expect(courseA[parted]).not.toBe(courseB[parted]);
  });
});
