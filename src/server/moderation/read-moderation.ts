import {
  DEFAULT_AUDIT_LIMIT,
  type AuditQuery,
  type AuditResponse,
  type ReportReason,
  type ReportsResponse,
  type Target,
} from '../../api';
import { nameSkeleton } from '../players/name-skeleton';
import type { ServiceDeps } from '../service/service-deps';
import type { OpenTarget } from '../store/moderation/report-store';
import type { Stores } from '../store/service-stores';
import { stateOf } from './moderated-target';

/** Targets the console lists at most at once. */
const REPORTED_TARGETS = 100;

/**
 * GET /api/admin/audit: a page of the audit log, newest first, filtered by a target when asked
 * (a player by any spelling of their name).
 */
export async function readAudit(
  query: AuditQuery,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'audit'; readonly answer: AuditResponse }> {
  let id = query.id;
  if (query.kind === 'player' && id !== undefined) {
    id = (await deps.stores.players.bySkeleton(nameSkeleton(id)))?.name ?? id;
  }
  const page = await deps.stores.audit.page({
    limit: query.limit ?? DEFAULT_AUDIT_LIMIT,
    before: query.before,
    kind: query.kind,
    id,
  });
  return { kind: 'audit', answer: page };
}

/** One reported target as the console shows it: reasons, texts, state and a preview. */
async function reportedOf(open: OpenTarget, stores: Stores) {
  const { targetKind: kind, targetId } = open;
  let target: Target;
  let preview: ReportsResponse['targets'][number]['preview'] = null;
  if (kind === 'player') {
    target = { kind, id: (await stores.players.name(targetId)) ?? targetId };
  } else if (kind === 'run') {
    target = { kind, id: targetId };
    const run = await stores.runs.preview(targetId);
    if (run !== undefined) {
      preview = {
        levelKey: run.level_key,
        timeTicks: run.time_ticks,
        replayHash: run.replay_hash,
        player: run.player,
      };
    }
  } else {
    target = { kind, id: targetId };
    const level = await stores.levels.level(targetId);
    if (level !== undefined) preview = { document: level.document };
  }
  const reports = await stores.reports.openOn(kind, targetId);
  const counts = new Map<string, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return {
    target,
    reports: open.reports,
    reporters: open.reporters,
    reasons: [...counts].map(([reason, count]) => ({ reason: reason as ReportReason, count })),
    texts: reports.flatMap((report) => (report.text === null ? [] : [report.text])),
    firstAt: open.firstAt,
    state: await stateOf({ target, storedId: targetId }, stores),
    preview,
  };
}

/** GET /api/admin/reports: every target with open reports, most reporters first. */
export async function readReports(
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'reports'; readonly answer: ReportsResponse }> {
  const open = await deps.stores.reports.openTargets(REPORTED_TARGETS);
  const targets = [];
  for (const item of open) targets.push(await reportedOf(item, deps.stores));
  return { kind: 'reports', answer: { targets } };
}
