import {
  DIRECTIONS,
  doorColourIndex,
  PLAYER_FREE,
  PLAYER_TICKS_PER_TILE,
  Simulation,
  stepX,
  stepY,
  UNITS_PER_TILE,
  type Level,
} from '../sim';
import { planRoute } from './route-plan';

/** Search limits of the autopilot. */
export interface AutopilotOptions {
  /** Most search nodes to expand before giving up (default 200 000). */
  readonly maxExpansions?: number;
  /** Greed: how much the distance still to go outweighs the time spent (default 2). */
  readonly weight?: number;
}

/** A run the autopilot found. */
export interface AutopilotResult {
  /** True when `inputs` win the level in a fresh `Simulation`. */
  readonly won: boolean;
  /** One input per tick. */
  readonly inputs: readonly number[];
  readonly expansions: number;
}

const WAIT = 0;

/** Open list of node indices ordered by priority (lowest first); ties go to the newest. */
class NodeHeap {
  private readonly items: number[] = [];
  constructor(private readonly priority: number[]) {}

  get size(): number {
    return this.items.length;
  }

  private before(a: number, b: number): boolean {
    const pa = this.priority[a] ?? 0;
    const pb = this.priority[b] ?? 0;
    return pa < pb || (pa === pb && a > b);
  }

  push(node: number): void {
    const items = this.items;
    let i = items.length;
    items.push(node);
    while (i > 0) {
      const up = (i - 1) >> 1;
      const parent = items[up] ?? 0;
      if (!this.before(node, parent)) break;
      items[i] = parent;
      i = up;
    }
    items[i] = node;
  }

  pop(): number {
    const items = this.items;
    const top = items[0] ?? 0;
    const last = items.pop() ?? 0;
    if (items.length === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= items.length) break;
      const r = l + 1;
      const child = r < items.length && this.before(items[r] ?? 0, items[l] ?? 0) ? r : l;
      if (!this.before(items[child] ?? 0, last)) break;
      items[i] = items[child] ?? 0;
      i = child;
    }
    items[i] = last;
    return top;
  }
}

const DANGER_RADIUS = 4 * UNITS_PER_TILE;

/** A cost for standing near Minotaurs: zero beyond 4 tiles, rising steeply closer. */
function danger(sim: Simulation): number {
  let cost = 0;
  for (const m of sim.minotaurs) {
    const d = Math.abs(m.x - sim.player.x) + Math.abs(m.y - sim.player.y);
    if (d < DANGER_RADIUS) {
      const near = (DANGER_RADIUS - d) / UNITS_PER_TILE;
      cost += near * near * 10;
    }
  }
  return cost;
}

/** True when the player, standing on a centre, may step in direction `d`. */
function canStep(sim: Simulation, d: number): boolean {
  const x = sim.player.x / UNITS_PER_TILE + stepX(d);
  const y = sim.player.y / UNITS_PER_TILE + stepY(d);
  const tile = sim.tileAt(x, y);
  if (PLAYER_FREE[tile] === 1) return true;
  const door = doorColourIndex(tile);
  return door >= 0 && (sim.keysHeld & (1 << door)) !== 0;
}

/**
 * Finds inputs that win `level` in the real simulation, Minotaurs, traps and countdown included.
 * A weighted best-first search over saved simulation states at tile centres: each step either
 * walks one tile (5 ticks) or waits one tick, and progress is measured along the static solver's
 * route. Pure and deterministic: the same level always gives the same inputs.
 */
export function planWinningRun(level: Level, options: AutopilotOptions = {}): AutopilotResult {
  const maxExpansions = options.maxExpansions ?? 200_000;
  const weight = options.weight ?? 2;
  const route = planRoute(level);
  const sim = new Simulation(level);
  const width = level.width;
  const toGo = () =>
    route.toGo(
      (sim.player.y / UNITS_PER_TILE) * width + sim.player.x / UNITS_PER_TILE,
      sim.keysHeld,
    );
  const states: Int32Array[] = [sim.saveState()];
  const parents: number[] = [-1];
  const actions: number[] = [WAIT];
  const ticksTaken: number[] = [0];
  const priority: number[] = [0];
  const open = new NodeHeap(priority);
  const seen = new Set<number>();
  open.push(0);
  let expansions = 0;
  const finish = (node: number, won: boolean): AutopilotResult => {
    const inputs: number[] = [];
    for (let n = node; n > 0; n = parents[n] ?? 0) {
      for (let t = 0; t < (ticksTaken[n] ?? 0); t++) inputs.push(actions[n] ?? WAIT);
    }
    inputs.reverse();
    return { won, inputs, expansions };
  };
  if (!route.winnable) return finish(0, false);
  while (open.size > 0 && expansions < maxExpansions) {
    const node = open.pop();
    expansions++;
    for (const action of [...DIRECTIONS, WAIT]) {
      sim.loadState(states[node] ?? states[0] ?? sim.saveState());
      if (action !== WAIT && !canStep(sim, action)) continue;
      const ticks = PLAYER_TICKS_PER_TILE;
      let ran = 0;
      while (ran < ticks && sim.outcome === 'playing') {
        sim.advance(action);
        ran++;
      }
      if (sim.outcome !== 'playing' && sim.outcome !== 'won') continue;
      // One arrival per (tile, keys, tick): the first is the most promising one.
      const cell = (sim.player.y / UNITS_PER_TILE) * width + sim.player.x / UNITS_PER_TILE;
      let key = (sim.tick * 8 + sim.keysHeld) * width * level.height + cell;
      for (const m of sim.minotaurs) {
        key =
          (Math.imul(key, 31) +
            ((m.y / UNITS_PER_TILE) | 0) * width +
            ((m.x / UNITS_PER_TILE) | 0)) |
          0;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      const child = states.length;
      states.push(sim.saveState());
      parents.push(node);
      actions.push(action);
      ticksTaken.push(ran);
      if (sim.outcome === 'won') return finish(child, true);
      const left = toGo();
      // Even running flat out along the route, the countdown would end first.
      if (sim.tick + left * PLAYER_TICKS_PER_TILE > level.timeLimitTicks) {
        priority.push(Infinity);
        continue;
      }
      priority.push(sim.tick + weight * left * PLAYER_TICKS_PER_TILE + danger(sim));
      open.push(child);
    }
  }
  return { won: false, inputs: [], expansions };
}
