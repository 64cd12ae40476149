import { STANDINGS_CURSOR_PATTERN } from '../../api';
import { eventStandings, type EventPlace } from '../../replay';
import type { StoredEntry } from '../store/events/event-store';

/** A place's key in the standings' order: final time, receive time (ms), run id. */
interface PlaceKey {
  readonly timeTicks: number;
  readonly receivedMs: number;
  readonly runId: string;
}

/** An event's standings ranked once, with what a page and a player's own place are read by. */
export interface RankedStandings {
  readonly places: readonly EventPlace[];
  /** Each place's key, in the places' order (ascending). */
  readonly keys: readonly PlaceKey[];
  /** The index of each placed player's place, by player id. */
  readonly byPlayer: ReadonlyMap<string, number>;
}

/** One page of the standings, its cursor, and the asking player's place when asked for. */
export interface StandingsPage {
  readonly standings: EventPlace[];
  readonly total: number;
  readonly next: string | null;
}

/**
 * Ranks the entries (`eventStandings`, the very function `verify --event` ranks with) and keeps
 * each place's key and player, so that a page is a binary search and a slice, however many.
 */
export function rankStandings(entries: readonly StoredEntry[]): RankedStandings {
  const places = eventStandings(
    entries.map((entry) => ({ ...entry, timeTicks: entry.won ? entry.timeTicks : null })),
  );
  const byRun = new Map(entries.map((entry) => [entry.runId, entry]));
  const keys: PlaceKey[] = [];
  const byPlayer = new Map<string, number>();
  places.forEach((place, index) => {
    const entry = byRun.get(place.runId);
    if (entry === undefined) throw new Error(`place of run ${place.runId} has no entry`);
    keys.push({
      timeTicks: place.timeTicks,
      receivedMs: Date.parse(entry.receivedAt),
      runId: place.runId,
    });
    byPlayer.set(entry.playerId, index);
  });
  return { places, keys, byPlayer };
}

function compareKeys(a: PlaceKey, b: PlaceKey): number {
  return (
    a.timeTicks - b.timeTicks ||
    a.receivedMs - b.receivedMs ||
    (a.runId < b.runId ? -1 : a.runId > b.runId ? 1 : 0)
  );
}

/** The cursor's key, as the query's pattern took it (undefined: from the first place). */
function cursorKey(cursor: string | undefined): PlaceKey | undefined {
  const match = cursor === undefined ? null : STANDINGS_CURSOR_PATTERN.exec(cursor);
  if (match === null) return undefined;
  return { timeTicks: Number(match[1]), receivedMs: Number(match[2]), runId: match[3] ?? '' };
}

/** The index of the first place after `key` in the standings' order. */
function firstAfter(keys: readonly PlaceKey[], key: PlaceKey): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const held = keys[middle];
    if (held !== undefined && compareKeys(held, key) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The page of `limit` places after the cursor (a keyset: the key of the page before's last
 * place, so a place is neither repeated nor skipped when others enter ahead of it between two
 * reads), and the cursor of the page after it (null on the last page).
 */
export function standingsPage(
  ranked: RankedStandings,
  page: { readonly limit: number; readonly cursor: string | undefined },
): StandingsPage {
  const after = cursorKey(page.cursor);
  const from = after === undefined ? 0 : firstAfter(ranked.keys, after);
  const standings = ranked.places.slice(from, from + page.limit);
  const last = ranked.keys[from + standings.length - 1];
  const more = from + standings.length < ranked.places.length;
  const next =
    more && last !== undefined
      ? `${String(last.timeTicks)}.${String(last.receivedMs)}.${last.runId}`
      : null;
  return { standings, total: ranked.places.length, next };
}

/** The place of the player of this id, or null while they have none. */
export function placeOf(ranked: RankedStandings, playerId: string): EventPlace | null {
  const index = ranked.byPlayer.get(playerId);
  return index === undefined ? null : (ranked.places[index] ?? null);
}

/** Every placed player's id, name and rank. */
export function placedPlayers(
  ranked: RankedStandings,
): { playerId: string; player: string; rank: number }[] {
  return [...ranked.byPlayer].flatMap(([playerId, index]) => {
    const place = ranked.places[index];
    return place === undefined ? [] : [{ playerId, player: place.player, rank: place.rank }];
  });
}
