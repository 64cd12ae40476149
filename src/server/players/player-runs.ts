import {
  DEFAULT_BOARD_LIMIT,
  PLAYER_RUNS_CURSOR_PATTERN,
  type PlayerRunsQuery,
  type PlayerRunsResponse,
} from '../../api';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { RecordCursor } from '../store/player-record';
import { readName } from './read-player';

/** A cursor as the query's pattern took it: its receive ms and run id. */
function cursorOf(text: string | undefined): RecordCursor | undefined {
  const match = text === undefined ? null : PLAYER_RUNS_CURSOR_PATTERN.exec(text);
  if (match === null) return undefined;
  return { receivedAtMs: Number(match[1]), runId: match[2] ?? '' };
}

/**
 * GET /api/players/:name/runs: a page of the record of the player holding the name (or one
 * confusable with it, as GET /api/players/:name finds them; answered with the name as claimed),
 * newest first. A name no player
 * holds is not-found; a hidden name or a banned key lists no run, as the boards show none under
 * it.
 */
export async function readPlayerRuns(
  name: string,
  query: PlayerRunsQuery,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'player-runs'; readonly answer: PlayerRunsResponse } | Refusal> {
  const holder = await readName(name, deps);
  if (isRefusal(holder)) return holder;
  const { playerId, claimedName } = holder.answer;
  if (playerId === null || claimedName === null)
    return refused('not-found', 'name', 'no player holds this name');
  const limit = query.limit ?? DEFAULT_BOARD_LIMIT;
  const rows = await deps.stores.runs.record(playerId, limit + 1, cursorOf(query.cursor));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last !== undefined
      ? `${String(last.cursor.receivedAtMs)}.${last.cursor.runId}`
      : null;
  return {
    kind: 'player-runs',
    answer: { name: claimedName, runs: page.map((row) => row.run), next },
  };
}
