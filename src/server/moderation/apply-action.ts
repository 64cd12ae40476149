import type { ActionRequest, AuditEntry, ModerationState } from '../../api';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { ClosedStatus } from '../store/moderation/report-store';
import type { Stores } from '../store/service-stores';
import { bumpBoardsOf, findTarget, stateOf, type FoundTarget } from './moderated-target';
import type { Operator } from './operator-auth';
import { weighLevels, weighNames } from './report-weight';

/** What an action answers: its row of the audit log (201), or a repeat's earlier row (200). */
export interface Applied {
  readonly kind: 'action';
  readonly answer: AuditEntry;
  /** False when the same action was already the target's last, and nothing changed. */
  readonly created: boolean;
}

/** Sets the target's state for the action (dismiss sets nothing). */
async function change(
  stores: Stores,
  action: ActionRequest['action'],
  found: FoundTarget,
  reason: string,
): Promise<void> {
  const { kind } = found.target;
  const id = found.storedId;
  if (action === 'hide' || action === 'restore') {
    const hidden = action === 'hide' ? reason : null;
    if (kind === 'run') await stores.runs.setHidden(id, hidden);
    else if (kind === 'level') await stores.levels.setHidden(id, hidden);
    else await stores.players.setNameHidden(id, hidden);
  } else if (action === 'ban' || action === 'unban') {
    await stores.players.setBanned(id, action === 'ban' ? reason : null);
  }
}

const sameState = (a: ModerationState, b: ModerationState) =>
  a.hiddenReason === b.hiddenReason &&
  a.bannedReason === b.bannedReason &&
  a.openReports === b.openReports;

/**
 * The target's last audit row when this action repeats it (a retry, a double click): the same
 * operator, action and reason, and a state that neither this action nor anything since changed.
 * The action is then one row, not two.
 */
async function repeatOf(
  stores: Stores,
  operator: Operator,
  request: ActionRequest,
  found: FoundTarget,
  states: { readonly before: ModerationState; readonly after: ModerationState },
): Promise<AuditEntry | undefined> {
  if (!sameState(states.before, states.after)) return undefined;
  const { kind, id } = found.target;
  const [last] = (await stores.audit.page({ limit: 1, kind, id })).entries;
  const same =
    last?.operator === operator.name &&
    last.action === request.action &&
    last.reason === request.reason &&
    sameState(last.after, states.after);
  return same ? last : undefined;
}

/**
 * The verdict an action gives the open reports it closes: upheld when the operator hid or banned
 * the target, dismissed when they dismissed the reports, no verdict on a restore or an unban.
 */
const VERDICT: Readonly<Record<ActionRequest['action'], ClosedStatus>> = {
  hide: 'upheld',
  ban: 'upheld',
  dismiss: 'dismissed',
  restore: 'closed',
  unban: 'closed',
};

/**
 * Closes the target's open reports with the action's verdict and weighs again every name and level whose
 * reports changed weight: the target's, and those the closed reports' reporters (whose record
 * changed) and a banned or unbanned key (whose weight changed) have open reports on. The level
 * keys of the boards that changed.
 */
async function settleReports(
  trx: Stores,
  action: ActionRequest['action'],
  found: FoundTarget,
): Promise<string[]> {
  const { kind } = found.target;
  const closed = await trx.reports.close(kind, found.storedId, VERDICT[action]);
  const rejudged = action === 'ban' || action === 'unban' ? [...closed, found.storedId] : closed;
  const names = await trx.reports.reportedOf(rejudged, 'player');
  const changed = await weighNames(kind === 'player' ? [...names, found.storedId] : names, trx);
  const levels = await trx.reports.reportedOf(rejudged, 'level');
  await weighLevels(kind === 'level' ? [...levels, found.storedId] : levels, trx);
  const boards: string[] = [];
  const bumpedPlayers = kind === 'player' ? [found.storedId, ...changed] : changed;
  for (const playerId of new Set(bumpedPlayers)) {
    boards.push(...(await bumpBoardsOf(playerId, trx)));
  }
  return [...new Set(boards)];
}

/**
 * POST /api/admin/actions (and `npm run server -- moderate`): an operator hides or restores a
 * run, a level or a name, bans or unbans a player's key, or dismisses the reports on a target.
 * Every action is a decision on its target, so it closes the target's open reports with its
 * verdict (settleReports). In one transaction: the state before, the change, the state after and
 * the audit row. A player's change
 * raises the versions of all their boards (a run's board rises by trigger), and this instance's
 * cache is told at once.
 */
export async function applyAction(
  operator: Operator,
  request: ActionRequest,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<Applied | Refusal> {
  if (
    (request.action === 'ban' || request.action === 'unban') &&
    request.target.kind !== 'player'
  ) {
    return refused(
      'invalid-request',
      'target.kind',
      `is ${request.target.kind}: ${request.action} takes a player`,
    );
  }
  const { stores } = deps;
  const found = await findTarget(request.target, stores);
  if (isRefusal(found)) return found;
  const { entry, boards, created } = await stores.transaction(async (trx) => {
    const before = await stateOf(found, trx);
    await change(trx, request.action, found, request.reason);
    const bumped = await settleReports(trx, request.action, found);
    const after = await stateOf(found, trx);
    const repeated = await repeatOf(trx, operator, request, found, { before, after });
    if (repeated !== undefined) return { entry: repeated, boards: bumped, created: false };
    const appended = await trx.audit.append({
      at: new Date(deps.now()).toISOString(),
      operator: operator.name,
      action: request.action,
      target: found.target,
      reason: request.reason,
      before,
      after,
    });
    return { entry: appended, boards: bumped, created: true };
  });
  for (const key of [...boards, ...(found.levelKey === undefined ? [] : [found.levelKey])]) {
    stores.boardChanges.changed(key);
  }
  return { kind: 'action', answer: entry, created };
}
