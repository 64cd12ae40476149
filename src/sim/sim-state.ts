import { Actor } from './actor';
import type { DistanceFieldJob } from './level/distance-field';
import { DIRECTIONS, stepX, stepY, type Direction } from './core/direction';
import { UNITS_PER_TILE } from './core/constants';
import type { Cell, Level } from './level/level';
import { hashLevel } from './level/level-hash';
import { Sfc32 } from './core/rng';
import { Sweep } from './swept-touch';
import { isChangeable, MINOTAUR_FREE, TILE } from './core/tiles';

/** Ways a run can stand, in the order of their code in the state encoding. */
export const OUTCOMES = ['playing', 'won', 'caught', 'timeout'] as const;

/** How a run stands: still going, or how it ended. */
export type Outcome = (typeof OUTCOMES)[number];

/** Outcome codes. */
export const PLAYING = 0;
export const WON = 1;
export const CAUGHT = 2;
export const TIMEOUT = 3;

/** What caught the player: codes in the state encoding. */
export const CAUSE_NONE = 0;
export const CAUSE_MINOTAUR = 1;
export const CAUSE_TRAP = 2;

/** Trap group bits of `trapsUp`. */
export const TRAP_GROUP_A = 1;
export const TRAP_GROUP_B = 2;

const HALF_TILE = UNITS_PER_TILE / 2;

/** Tile index (row-major) of the tile whose centre is nearest to a position. */
export function cellAt(width: number, x: number, y: number): number {
  return (
    (((y + HALF_TILE) / UNITS_PER_TILE) | 0) * width + (((x + HALF_TILE) / UNITS_PER_TILE) | 0)
  );
}

/** True when a position is exactly on a tile centre. */
export function atCentre(x: number, y: number): boolean {
  return x % UNITS_PER_TILE === 0 && y % UNITS_PER_TILE === 0;
}

function firstOpenDirection(cells: Uint8Array, width: number, cell: number): Direction {
  for (const d of DIRECTIONS) {
    if (MINOTAUR_FREE[cells[cell + stepY(d) * width + stepX(d)] ?? TILE.WALL] === 1) return d;
  }
  return DIRECTIONS[2] ?? 0;
}

/**
 * Everything a run changes, plus preallocated scratch space, so a tick allocates nothing. Shared
 * by the simulation's step functions; outside code sees it through `Simulation`.
 */
export class SimState {
  readonly width: number;
  /** Current tile codes: the level's tiles with items taken and doors opened. */
  readonly cells: Uint8Array;
  /** Indices of the cells whose tile can change (keys, gems, doors), in reading order. */
  readonly changeable: Int32Array;
  /** Breadth-first distance to the player's tile, for chasing Minotaurs. */
  readonly dist: Int32Array;
  /** The reusable job that fills `dist`. */
  readonly field: DistanceFieldJob;
  /** Scratch for a wandering Minotaur's options. */
  readonly choices = new Uint8Array(4);
  /** Scratch for the catch test. */
  readonly sweep = new Sweep();
  readonly rng: Sfc32;
  readonly player = new Actor();
  readonly minotaurs: readonly Actor[];
  readonly levelHash: number;
  readonly exitCell: number;
  /** Trap groups present in the level (bits TRAP_GROUP_A, TRAP_GROUP_B). */
  readonly trapGroups: number;
  tick = 0;
  outcome = PLAYING;
  cause = CAUSE_NONE;
  events = 0;
  keysHeld = 0;
  gemsTaken = 0;
  doorsOpened = 0;
  tileChanges = 0;
  /** Player cell and door count the distance field was computed for; -1 when stale. */
  fieldOrigin = -1;
  fieldDoors = -1;

  constructor(readonly level: Level) {
    const { width, tiles } = level;
    this.width = width;
    this.cells = tiles.slice();
    const changeable: number[] = [];
    let trapGroups = 0;
    tiles.forEach((tile, i) => {
      if (isChangeable(tile)) changeable.push(i);
      if (tile === TILE.TRAP_A) trapGroups |= TRAP_GROUP_A;
      if (tile === TILE.TRAP_B) trapGroups |= TRAP_GROUP_B;
    });
    this.changeable = Int32Array.from(changeable);
    this.trapGroups = trapGroups;
    this.dist = new Int32Array(tiles.length);
    this.field = {
      cells: this.cells,
      width,
      dist: this.dist,
      queue: new Uint16Array(tiles.length),
      origin: 0,
      maxSteps: level.minotaurScentSteps,
    };
    this.rng = new Sfc32(level.seed);
    this.levelHash = hashLevel(level);
    this.exitCell = level.exit.y * width + level.exit.x;
    this.minotaurs = level.minotaurSpawns.map(() => new Actor());
    this.placeActor(this.player, level.start);
    level.minotaurSpawns.forEach((spawn, i) => {
      const m = this.minotaurs[i];
      if (m !== undefined) this.placeActor(m, spawn);
    });
  }

  private placeActor(actor: Actor, cell: Cell): void {
    const facing = firstOpenDirection(this.cells, this.width, cell.y * this.width + cell.x);
    actor.place(cell.x * UNITS_PER_TILE, cell.y * UNITS_PER_TILE, facing);
  }

  /** Trap groups whose spikes are up at `tick`: group B runs half a period after group A. */
  trapsUpAt(tick: number): number {
    const period = this.level.trapPeriodTicks;
    const downTicks = period - this.level.trapUpTicks;
    let up = 0;
    if (tick % period >= downTicks) up |= TRAP_GROUP_A;
    if ((tick + (period >> 1)) % period >= downTicks) up |= TRAP_GROUP_B;
    return up;
  }

  /** True when the Minotaurs chase at `tick`; each cycle starts with the wander phase. */
  chasingAt(tick: number): boolean {
    const { minotaurWanderTicks: wander, minotaurChaseTicks: chase } = this.level;
    return tick % (wander + chase) >= wander;
  }
}
