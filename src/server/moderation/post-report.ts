import type { ReportRequest, ReportResponse } from '../../api';
import { isRefusal, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { bumpBoardsOf, findTarget } from './moderated-target';

/** What a report answers: 201 when it is new, 200 when this player's open report counts already. */
export interface Reported {
  readonly kind: 'report';
  readonly answer: ReportResponse;
  readonly created: boolean;
}

/**
 * POST /api/reports: a player reports a run, a level or a name. The target must exist (404). One
 * open report per player per target counts; a repeat changes nothing. A report never hides a run
 * or a level; open reports from enough distinct players show a name as "hidden player" on every
 * board, so a report on a player raises the versions of their boards (each instance's cache
 * sees it).
 */
export async function postReport(
  player: Player,
  request: ReportRequest,
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
    });
    const bumped =
      opened.counted && found.target.kind === 'player'
        ? await bumpBoardsOf(found.storedId, trx)
        : [];
    return { ...opened, boards: bumped };
  });
  for (const key of boards) stores.boardChanges.changed(key);
  return {
    kind: 'report',
    answer: { reportId: id, target: found.target, counted },
    created: counted,
  };
}
