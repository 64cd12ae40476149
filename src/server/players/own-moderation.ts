import type { OwnModeration } from '../../api';
import { hiddenByReports } from '../store/database/engine-sql';
import type { ServiceStores } from '../store/service-stores';

/**
 * What moderation did to a player, for their own key only: their name hidden (by an operator, or
 * by reports that weigh enough until an operator decides), their key banned, and their hidden
 * runs and levels, each with the reason.
 */
export async function ownModeration(
  playerId: string,
  stores: Pick<ServiceStores, 'players' | 'runs' | 'levels' | 'reports' | 'reportThreshold'>,
): Promise<OwnModeration> {
  const state = await stores.players.moderation(playerId);
  const score = await stores.players.reportScore(playerId);
  const byReports = hiddenByReports(score, stores.reportThreshold)
    ? `reported by ${await stores.reports.openReporters('player', playerId)} players; hidden until an operator decides`
    : null;
  const runs = await stores.runs.records.hiddenOf(playerId);
  const levels = await stores.levels.hiddenOf(playerId);
  return {
    nameHiddenReason: state?.hiddenReason ?? byReports,
    bannedReason: state?.bannedReason ?? null,
    hidden: [
      ...runs.map((run) => ({ target: { kind: 'run' as const, id: run.id }, reason: run.reason })),
      ...levels.map((level) => ({
        target: { kind: 'level' as const, id: level.hash },
        reason: level.reason,
      })),
    ],
  };
}
