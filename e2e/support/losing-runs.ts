import {
  DIRECTIONS,
  PLAYER_FREE,
  Simulation,
  stepX,
  stepY,
  TILE,
  UNITS_PER_TILE,
  type ActorView,
  type Level,
} from '../../src/sim';

/** A scripted run that ends the way it was meant to. */
export interface ScriptedRun {
  /** One input per tick, up to and including the tick the run ended on. */
  readonly inputs: readonly number[];
  readonly run: Simulation;
}

/** The tile an actor is nearest to. */
function tileOf(actor: ActorView): { x: number; y: number } {
  return { x: Math.round(actor.x / UNITS_PER_TILE), y: Math.round(actor.y / UNITS_PER_TILE) };
}

/**
 * The direction of the first step on a shortest walk over open tiles from (x, y) to the nearest
 * tile `isTarget` accepts; 0 when (x, y) is one, or none can be reached.
 */
function stepToward(
  run: Simulation,
  from: { x: number; y: number },
  isTarget: (x: number, y: number) => boolean,
): number {
  const { width, height } = run.level;
  const distance = new Int32Array(width * height).fill(-1);
  const queue: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (isTarget(x, y)) {
        distance[y * width + x] = 0;
        queue.push(y * width + x);
      }
    }
  }
  // The queue grows as it is walked: a for-of over an array sees what is pushed meanwhile.
  for (const cell of queue) {
    const x = cell % width;
    const y = (cell - x) / width;
    for (const d of DIRECTIONS) {
      const nx = x + stepX(d);
      const ny = y + stepY(d);
      if (PLAYER_FREE[run.tileAt(nx, ny)] !== 1) continue;
      const next = ny * width + nx;
      if (distance[next] !== -1) continue;
      distance[next] = (distance[cell] ?? 0) + 1;
      queue.push(next);
    }
  }
  const here = distance[from.y * width + from.x] ?? -1;
  if (here <= 0) return 0;
  for (const d of DIRECTIONS) {
    const nx = from.x + stepX(d);
    const ny = from.y + stepY(d);
    if (PLAYER_FREE[run.tileAt(nx, ny)] === 1 && distance[ny * width + nx] === here - 1) return d;
  }
  return 0;
}

/** Plays `choose` tick by tick until the run ends or the countdown would have run out. */
function script(level: Level, choose: (run: Simulation) => number): ScriptedRun {
  const run = new Simulation(level);
  const inputs: number[] = [];
  while (run.outcome === 'playing' && run.tick < level.timeLimitTicks) {
    const input = choose(run);
    run.advance(input);
    inputs.push(input);
  }
  return { inputs, run };
}

function expectEnd(level: Level, scripted: ScriptedRun, outcome: string, cause: string | null) {
  const { run } = scripted;
  if (run.outcome !== outcome || run.caughtBy !== cause) {
    throw new Error(
      `the script for ${level.id} was meant to end ${outcome} (${String(cause)}) but ended ` +
        `${run.outcome} (${String(run.caughtBy)}) at tick ${String(run.tick)}`,
    );
  }
  return scripted;
}

/** Theseus walks straight at the nearest Minotaur until it catches him. */
export function runIntoMinotaur(level: Level): ScriptedRun {
  return expectEnd(
    level,
    script(level, (run) => {
      const beasts = run.minotaurs.map(tileOf);
      return stepToward(run, tileOf(run.player), (x, y) =>
        beasts.some((b) => b.x === x && b.y === y),
      );
    }),
    'caught',
    'minotaur',
  );
}

/** Theseus walks to the nearest spike trap and stands on it until the spikes come up. */
export function standOnSpikes(level: Level): ScriptedRun {
  const isTrap = (run: Simulation, x: number, y: number) => {
    const tile = run.tileAt(x, y);
    return tile === TILE.TRAP_A || tile === TILE.TRAP_B;
  };
  return expectEnd(
    level,
    script(level, (run) => {
      const { player } = run;
      const at = tileOf(player);
      const centred = player.x === at.x * UNITS_PER_TILE && player.y === at.y * UNITS_PER_TILE;
      if (centred && isTrap(run, at.x, at.y)) return 0;
      return stepToward(run, at, (x, y) => isTrap(run, x, y));
    }),
    'caught',
    'trap',
  );
}

/** Theseus follows `lead` (say, the start of a winning run), then stands still until time is up. */
export function waitOut(level: Level, lead: readonly number[]): ScriptedRun {
  return expectEnd(
    level,
    script(level, (run) => lead[run.tick] ?? 0),
    'timeout',
    null,
  );
}
