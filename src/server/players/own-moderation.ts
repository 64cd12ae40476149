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
  stores: Pick<ServiceStores, 'moderation' | 'reports' | 'reportThreshold'>,
): Promise<OwnModeration> {
  const state = await stores.moderation.player(playerId);
  const score = await stores.moderation.reportScore(playerId);
  const byReports = hiddenByReports(score, stores.reportThreshold)
    ? `reported by ${await stores.reports.openReporters('player', playerId)} players; hidden until an operator decides`
    : null;
  const hidden = await stores.moderation.hiddenOf(playerId);
  return {
    nameHiddenReason: state?.hiddenReason ?? byReports,
    bannedReason: state?.bannedReason ?? null,
    hidden: hidden.map((item) => ({
      target: { kind: item.kind, id: item.id },
      reason: item.reason,
    })),
  };
}
