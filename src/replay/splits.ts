import {
  EVENT,
  KEY_COLOURS,
  keyColourIndex,
  stepX,
  stepY,
  TILE,
  UNITS_PER_TILE,
  type KeyColour,
  type Simulation,
} from '../sim';
import type { Split } from './split-events';

/** Events that mark a split; the rest (steps, traps, the Minotaurs' moods) do not. */
const SPLIT_BITS = EVENT.KEY_TAKEN | EVENT.DOOR_OPENED | EVENT.GEM_TAKEN | EVENT.WON;

/** The tile under the player: the one whose centre is nearest, as the simulation reckons it. */
function playerTile(run: Simulation): { readonly x: number; readonly y: number } {
  const half = UNITS_PER_TILE / 2;
  return {
    x: Math.floor((run.player.x + half) / UNITS_PER_TILE),
    y: Math.floor((run.player.y + half) / UNITS_PER_TILE),
  };
}

/**
 * The colour of the door opened on the last tick. A door opens as Theseus leaves a tile centre
 * towards it, so after that tick he is a few units past the centre (still nearest to it) and
 * the door is the next tile his way.
 */
function openedDoorColour(run: Simulation): KeyColour {
  const { x, y } = playerTile(run);
  const dir = run.player.dir;
  const tile = run.tileAt(x + stepX(dir), y + stepY(dir));
  const colour = KEY_COLOURS[tile - TILE.OPEN_DOOR_RED];
  if (colour === undefined) throw new Error(`no door opened beside the player at tick ${run.tick}`);
  return colour;
}

/** The colour of the key taken on the last tick: the level's tile under the player. */
function takenKeyColour(run: Simulation): KeyColour {
  const { x, y } = playerTile(run);
  const colour = KEY_COLOURS[keyColourIndex(run.level.tiles[y * run.level.width + x] ?? 0)];
  if (colour === undefined) throw new Error(`no key under the player at tick ${run.tick}`);
  return colour;
}

/**
 * Derives a run's splits from the simulation as it runs, without touching it: call `note(run)`
 * after every `advance`. The events come from the tick's event bits, the colours from the
 * tiles, so the rules (and SIM_VERSION) do not change; a tick costs one test when nothing
 * happened.
 */
export class SplitRecorder {
  readonly #splits: Split[] = [];
  #tick = -1;

  /** The splits so far, in order (a copy). */
  get splits(): Split[] {
    return [...this.#splits];
  }

  /** How many splits so far. */
  get count(): number {
    return this.#splits.length;
  }

  /** Notes the events of the tick `run` has just run; a tick noted twice counts once. */
  note(run: Simulation): void {
    const events = run.events;
    if ((events & SPLIT_BITS) === 0 || run.tick === this.#tick) return;
    this.#tick = run.tick;
    const tick = run.tick;
    if ((events & EVENT.DOOR_OPENED) !== 0)
      this.#splits.push({ tick, event: `door:${openedDoorColour(run)}` });
    if ((events & EVENT.KEY_TAKEN) !== 0)
      this.#splits.push({ tick, event: `key:${takenKeyColour(run)}` });
    if ((events & EVENT.GEM_TAKEN) !== 0) this.#splits.push({ tick, event: 'gem' });
    if ((events & EVENT.WON) !== 0) this.#splits.push({ tick, event: 'exit' });
  }
}
