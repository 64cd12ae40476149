import { KEY_COLOURS, Simulation, TILE, type Level } from '../../../src/sim';

/** An event as the walk names it: the split events' own spelling, kept apart from the code. */
export interface WalkedEvent {
  readonly tick: number;
  readonly event: string;
}

/** Within one tick, events are listed doors first, then keys, gems and the exit. */
const ORDER = ['door', 'key', 'gem', 'exit'];

function rank(event: string): number {
  return ORDER.indexOf(event.split(':')[0] ?? event);
}

/** The level's tiles as the run shows them now, by `tileAt`, row by row. */
function tilesOf(run: Simulation): number[] {
  const tiles: number[] = [];
  for (let y = 0; y < run.level.height; y++)
    for (let x = 0; x < run.level.width; x++) tiles.push(run.tileAt(x, y));
  return tiles;
}

/** What a change of one tile between two ticks was, or null for none that splits. */
function changeOf(before: number, after: number): string | null {
  if (before === after) return null;
  for (const [i, colour] of KEY_COLOURS.entries()) {
    if (before === TILE.KEY_RED + i && after === TILE.FLOOR) return `key:${colour}`;
    if (before === TILE.DOOR_RED + i && after === TILE.OPEN_DOOR_RED + i) return `door:${colour}`;
  }
  if (before === TILE.GEM && after === TILE.FLOOR) return 'gem';
  throw new Error(`unexpected tile change ${String(before)} -> ${String(after)}`);
}

/**
 * The split events of a run found by walking the state, not the event bits: every tile of the
 * maze compared with the tick before (a key or gem gone, a door open), the exit from the
 * outcome; and the counts the state keeps (keys held, gems taken) checked against them.
 */
export function walkSplits(level: Level, inputs: Iterable<number>): WalkedEvent[] {
  const run = new Simulation(level);
  const events: WalkedEvent[] = [];
  let tiles = tilesOf(run);
  let gems = 0;
  let keysSeen = 0;
  for (const input of inputs) {
    if (run.outcome !== 'playing') break;
    run.advance(input);
    const now = tilesOf(run);
    const tick: WalkedEvent[] = [];
    now.forEach((tile, i) => {
      const change = changeOf(tiles[i] ?? -1, tile);
      if (change !== null) tick.push({ tick: run.tick, event: change });
    });
    // advance() may have ended the run; the check above narrowed the type, not the value.
    if ((run.outcome as string) === 'won') tick.push({ tick: run.tick, event: 'exit' });
    tick.sort((a, b) => rank(a.event) - rank(b.event));
    for (const e of tick) {
      if (e.event === 'gem') gems++;
      if (e.event.startsWith('key:'))
        keysSeen |= 1 << KEY_COLOURS.indexOf(e.event.slice(4) as never);
    }
    if (run.gemsTaken !== gems)
      throw new Error(
        `tick ${String(run.tick)}: gems ${String(run.gemsTaken)} held, ${String(gems)} walked`,
      );
    if (run.keysHeld !== keysSeen)
      throw new Error(
        `tick ${String(run.tick)}: keys ${String(run.keysHeld)} held, ${String(keysSeen)} walked`,
      );
    events.push(...tick);
    tiles = now;
  }
  return events;
}
