import type { SeasonTableResponse } from '../../api';
import { pointsOf } from './season-points';

/** A player's result in one ended event. */
export interface SeasonResult {
  readonly playerId: string;
  readonly player: string;
  readonly rank: number;
}

type Row = SeasonTableResponse['table'][number];

/**
 * The season table from each ended event's places, in the events' order: every result scored
 * by its rank band, a player's best `bestOf` counted (best first), the players by points, then
 * name; equal points share a rank. A player is shown by the name of their latest result.
 */
export function seasonTable(events: readonly (readonly SeasonResult[])[], bestOf: number): Row[] {
  const players = new Map<string, { player: string; points: number[] }>();
  for (const results of events) {
    for (const { playerId, player, rank } of results) {
      const held = players.get(playerId) ?? { player, points: [] };
      players.set(playerId, { player, points: [...held.points, pointsOf(rank)] });
    }
  }
  const rows = [...players.values()].map(({ player, points }) => {
    const counted = [...points].sort((a, b) => b - a).slice(0, bestOf);
    const total = counted.reduce((sum, value) => sum + value, 0);
    return { player, points: total, counted, events: points.length };
  });
  rows.sort(
    (a, b) => b.points - a.points || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0),
  );
  let rank = 0;
  return rows.map((row, index) => {
    if (index === 0 || rows[index - 1]?.points !== row.points) rank = index + 1;
    return { rank, ...row };
  });
}
