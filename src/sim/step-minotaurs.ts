import type { Actor } from './actor';
import { MINOTAUR_SPEED, UNITS_PER_TILE } from './core/constants';
import { DIRECTIONS, opposite, stepX, stepY, type Direction } from './core/direction';
import { fillDistanceField } from './level/distance-field';
import { atCentre, cellAt, type SimState } from './sim-state';
import { MINOTAUR_FREE, TILE } from './core/tiles';

/** Recomputes the distance field when the player changed tile or a door opened since the last one. */
function refreshField(s: SimState): void {
  const origin = cellAt(s.width, s.player.x, s.player.y);
  if (origin === s.fieldOrigin && s.doorsOpened === s.fieldDoors) return;
  s.field.origin = origin;
  fillDistanceField(s.field);
  s.fieldOrigin = origin;
  s.fieldDoors = s.doorsOpened;
}

/** Step downhill in the distance field; ties go to the first in DIRECTIONS order. 0 if none. */
function chaseDirection(s: SimState, cell: number): Direction {
  let best: Direction = 0;
  let bestDist = s.dist[cell] ?? 0;
  for (const d of DIRECTIONS) {
    const n = s.dist[cell + stepY(d) * s.width + stepX(d)] ?? 0;
    if (n >= 0 && n < bestDist) {
      best = d;
      bestDist = n;
    }
  }
  return best;
}

/** A random open direction other than back; back only in a dead end. Draws only for real choices. */
function wanderDirection(s: SimState, m: Actor, cell: number): Direction {
  const back = opposite(m.dir);
  let count = 0;
  for (const d of DIRECTIONS) {
    if (
      d !== back &&
      MINOTAUR_FREE[s.cells[cell + stepY(d) * s.width + stepX(d)] ?? TILE.WALL] === 1
    ) {
      s.choices[count++] = d;
    }
  }
  if (count === 0) {
    const behind = cell + stepY(back) * s.width + stepX(back);
    return back !== 0 && MINOTAUR_FREE[s.cells[behind] ?? TILE.WALL] === 1 ? back : 0;
  }
  return (s.choices[count === 1 ? 0 : s.rng.nextBelow(count)] ?? 0) as Direction;
}

/**
 * Moves every Minotaur one tick. On a tile centre a Minotaur picks its way: while chasing and
 * within scent range, the step that most shortens its walk to Theseus' tile (closed doors block
 * it); otherwise a random way on (from the simulation's own generator).
 */
export function stepMinotaurs(s: SimState, chasing: boolean): void {
  if (s.minotaurs.length === 0) return;
  if (chasing) refreshField(s);
  for (const m of s.minotaurs) {
    if (atCentre(m.x, m.y)) {
      const cell = (m.y / UNITS_PER_TILE) * s.width + m.x / UNITS_PER_TILE;
      const reachable = chasing && (s.dist[cell] ?? 0) > 0;
      m.dir = reachable ? chaseDirection(s, cell) : wanderDirection(s, m, cell);
    }
    if (m.dir !== 0) {
      m.x += stepX(m.dir) * MINOTAUR_SPEED;
      m.y += stepY(m.dir) * MINOTAUR_SPEED;
      m.facing = m.dir;
    }
  }
}
