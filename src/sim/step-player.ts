import { PLAYER_SPEED, TURN_BUFFER_TICKS, UNITS_PER_TILE } from './core/constants';
import { opposite, perpendicular, stepX, stepY, type Direction } from './core/direction';
import { EVENT } from './core/events';
import { DOWN, LEFT, RIGHT, UP } from './core/input';
import { atCentre, type SimState } from './sim-state';
import { changedCode, doorColourIndex, PLAYER_FREE, TILE } from './core/tiles';

/** Cell one step from `cell` in direction `d`. */
function neighbour(s: SimState, cell: number, d: number): number {
  return cell + stepY(d) * s.width + stepX(d);
}

/** True when the player may enter `cell`: walkable, or a closed door whose key they hold. */
function canEnter(s: SimState, cell: number): boolean {
  const tile = s.cells[cell] ?? TILE.WALL;
  if (PLAYER_FREE[tile] === 1) return true;
  const door = doorColourIndex(tile);
  return door >= 0 && (s.keysHeld & (1 << door)) !== 0;
}

/** Opens `cell` if it is a closed door; `canEnter` has already checked that its key is held. */
function openIfDoor(s: SimState, cell: number): void {
  const tile = s.cells[cell] ?? TILE.WALL;
  if (doorColourIndex(tile) < 0) return;
  s.cells[cell] = changedCode(tile);
  s.doorsOpened++;
  s.tileChanges++;
  s.events |= EVENT.DOOR_OPENED;
}

/**
 * Moves Theseus one tick. Between tile centres he keeps going (or reverses at once when the
 * opposite direction is held). On a centre he takes, in this order: a remembered turn if it is
 * open here; else the held direction along his axis if it is open (held into a wall, he stops);
 * else, while a turn is held, straight on; else he stops. A perpendicular direction is remembered
 * as a turn while held and for TURN_BUFFER_TICKS ticks after its key is released.
 */
export function stepPlayer(s: SimState, input: number): void {
  const p = s.player;
  let held = input;
  if ((held & (UP | DOWN)) === (UP | DOWN)) held &= ~(UP | DOWN);
  if ((held & (LEFT | RIGHT)) === (LEFT | RIGHT)) held &= ~(LEFT | RIGHT);
  const axis = p.dir !== 0 ? p.dir : p.facing;
  const across = perpendicular(axis);
  const turn = held & across;
  if (turn !== 0) {
    p.buffer = turn as Direction;
    p.bufferAge = 0;
  } else if (p.buffer !== 0 && ++p.bufferAge > TURN_BUFFER_TICKS) {
    p.buffer = 0;
    p.bufferAge = 0;
  }
  if (p.dir !== 0 && (held & opposite(p.dir)) !== 0) p.dir = opposite(p.dir);
  if (atCentre(p.x, p.y)) {
    const cell = (p.y / UNITS_PER_TILE) * s.width + p.x / UNITS_PER_TILE;
    let next: Direction = 0;
    if (p.buffer !== 0 && canEnter(s, neighbour(s, cell, p.buffer))) {
      next = p.buffer;
      p.buffer = 0;
      p.bufferAge = 0;
    } else {
      const along = (held & ~across) as Direction;
      if (along !== 0) {
        if (canEnter(s, neighbour(s, cell, along))) next = along;
      } else if (turn !== 0 && p.dir !== 0 && canEnter(s, neighbour(s, cell, p.dir))) {
        // Holding a turn that is not open yet keeps him running until it is.
        next = p.dir;
      }
    }
    if (next !== 0) openIfDoor(s, neighbour(s, cell, next));
    p.dir = next;
  }
  if (p.dir !== 0) {
    p.x += stepX(p.dir) * PLAYER_SPEED;
    p.y += stepY(p.dir) * PLAYER_SPEED;
    p.facing = p.dir;
  }
}
