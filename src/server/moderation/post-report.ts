import type { ReportRequest, ReportResponse } from '../../api';
import { isRefusal, type Refusal } from '../service/refusal';
import { senderHash } from '../service/sender-hash';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { bumpBoardsOf, findTarget } from './moderated-target';
import { weighLevels, weighNames } from './report-weight';

/** What a report answers: 201 when it is new, 200 when this player's open report counts already. */
export interface Reported {
  readonly kind: 'report';
  readonly answer: ReportResponse;
  readonly created: boolean;
}

/**
 * POST /api/reports: a player reports a run, a level or a name, from `sender` (its address
 * bucket, kept as its SHA-256). The target must exist (404). One open report per player per
 * target counts; a repeat changes nothing. A report never hides a run or a level; a name shows as
 * "hidden player" on every board while its reports weigh enough (report-weight.ts), so a report
 * on a player weighs that name's reports again and, when the score changed, raises the versions
 * of their boards (each instance's cache sees it).
 */
export async function postReport(
  player: Player,
  request: ReportRequest,
  sender: string,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<Reported | Refusal> {
  const { stores } = deps;
  const found = await findTarget(request.target, stores);
  if (isRefusal(found)) return found;
  const text = request.text?.trim() ?? '';
  const { id, counted, boards } = await stores.transaction(async (trx) => {
    const opened = await trx.reports.open({
      targetKind: found.target.kind,
      targetId: found.storedId,
      reporterId: player.id,
      reason: request.reason,
      text: text === '' ? null : text,
      createdAt: new Date(deps.now()).toISOString(),
      senderHash: senderHash(sender),
    });
    if (opened.counted && found.target.kind === 'level') await weighLevels([found.storedId], trx);
    if (!opened.counted || found.target.kind !== 'player') return { ...opened, boards: [] };
    const changed = await weighNames([found.storedId], trx);
    const bumped = changed.length > 0 ? await bumpBoardsOf(found.storedId, trx) : [];
    return { ...opened, boards: bumped };
  });
  for (const key of boards) stores.boardChanges.changed(key);
  return {
    kind: 'report',
    answer: { reportId: id, target: found.target, counted },
    created: counted,
  };
}
