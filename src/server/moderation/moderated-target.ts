import type { ModerationState, Target } from '../../api';
import { nameSkeleton } from '../players/name-skeleton';
import { refused, type Refusal } from '../service/refusal';
import type { Stores } from '../store/service-stores';

/**
 * A target found in the database: as the API names it (a player by their name as claimed) and as
 * it is stored (a player by id), with a run's board.
 */
export interface FoundTarget {
  readonly target: Target;
  readonly storedId: string;
  /** A run's level key: its board changes when it is hidden or restored. */
  readonly levelKey?: string;
}

/** The target a report or an action names, or not-found (404) when there is none such. */
export async function findTarget(
  target: Target,
  stores: Pick<Stores, 'runs' | 'levels' | 'players'>,
): Promise<FoundTarget | Refusal> {
  if (target.kind === 'run') {
    const run = await stores.runs.records.moderated(target.id);
    if (run === undefined) return refused('not-found', 'target.id', 'names no stored run');
    return { target, storedId: target.id, levelKey: run.levelKey };
  }
  if (target.kind === 'level') {
    const level = await stores.levels.hiddenReason(target.id);
    if (level === undefined) return refused('not-found', 'target.id', 'names no stored level');
    return { target, storedId: target.id };
  }
  const player = await stores.players.bySkeleton(nameSkeleton(target.id));
  if (player === undefined) return refused('not-found', 'target.id', 'names no claimed player');
  return { target: { kind: 'player', id: player.name }, storedId: player.id };
}

/** A found target's moderation state now: its reasons and its open reports. */
export async function stateOf(
  found: FoundTarget,
  stores: Pick<Stores, 'runs' | 'levels' | 'players' | 'reports'>,
): Promise<ModerationState> {
  const { kind } = found.target;
  const stored =
    kind === 'run'
      ? await stores.runs.records.moderated(found.storedId)
      : kind === 'level'
        ? await stores.levels.hiddenReason(found.storedId)
        : await stores.players.moderation(found.storedId);
  return {
    hiddenReason: stored?.hiddenReason ?? null,
    bannedReason: stored !== undefined && 'bannedReason' in stored ? stored.bannedReason : null,
    openReports: await stores.reports.openReporters(kind, found.storedId),
  };
}

/**
 * Raises the version of every board holding a run of the player or showing them as a level's
 * maker (their name may now show as "hidden player" there): those boards' level keys.
 */
export async function bumpBoardsOf(
  playerId: string,
  stores: Pick<Stores, 'runs' | 'levels' | 'boardVersions'>,
): Promise<string[]> {
  const made = (await stores.levels.madeBy(playerId)).map((hash) => `hash:${hash}`);
  const keys = [...new Set([...(await stores.runs.records.levelKeysOf(playerId)), ...made])];
  await stores.boardVersions.bump(keys);
  return keys;
}
