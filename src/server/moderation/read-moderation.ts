import {
  DEFAULT_AUDIT_LIMIT,
  DEFAULT_REPORTS_LIMIT,
  type AuditQuery,
  type AuditResponse,
  type ReportReason,
  type ReportsQuery,
  type ReportsResponse,
  type Target,
} from '../../api';
import { nameSkeleton } from '../players/name-skeleton';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { OpenTarget } from '../store/moderation/report-store';
import type { Stores } from '../store/service-stores';
import { stateOf } from './moderated-target';
import { reporterWeights, scoreOf } from './report-weight';
import { decodeReportsCursor, encodeReportsCursor } from './reports-cursor';

/** Hex digits of a bucket's SHA-256 the console shows: enough to tell buckets apart. */
const BUCKET_DIGITS = 12;

type Reported = ReportsResponse['targets'][number];

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

/** A reported target's preview: a run's board, time and replay, or a level's document. */
async function previewOf(open: OpenTarget, stores: Stores): Promise<Reported['preview']> {
  if (open.targetKind === 'run') {
    const run = await stores.runs.records.preview(open.targetId);
    return run === undefined
      ? null
      : {
          levelKey: run.level_key,
          timeTicks: run.time_ticks,
          replayHash: run.replay_hash,
          player: run.player,
        };
  }
  if (open.targetKind === 'level') {
    const level = await stores.levels.level(open.targetId);
    return level === undefined ? null : { document: level.document };
  }
  return null;
}

/**
 * One reported target as the console shows it: reasons, texts, each open report with its
 * reporter's weight and bucket, the weighed score, the state and a preview.
 */
async function reportedOf(open: OpenTarget, stores: Stores): Promise<Reported> {
  const { targetKind: kind, targetId } = open;
  const target: Target =
    kind === 'player'
      ? { kind, id: (await stores.players.name(targetId)) ?? targetId }
      : { kind, id: targetId };
  const reports = await stores.reports.openOn(kind, targetId);
  const counting = await stores.reports.countingOn(kind, targetId);
  const counted = new Set(counting.map((report) => report.reporterId));
  const weights = await reporterWeights(
    reports.map((report) => report.reporterId),
    stores,
  );
  const counts = new Map<string, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  const score = scoreOf(counting, weights);
  return {
    target,
    reports: open.reports,
    reporters: open.reporters,
    weight: score.weight,
    buckets: score.buckets,
    reasons: [...counts].map(([reason, count]) => ({ reason: reason as ReportReason, count })),
    texts: reports.flatMap((report) => (report.text === null ? [] : [report.text])),
    open: reports.map((report) => ({
      player: report.reporter,
      weight: weights.get(report.reporterId) ?? 0,
      counts: counted.has(report.reporterId),
      bucket: report.senderHash?.slice(0, BUCKET_DIGITS) ?? null,
      reason: report.reason as ReportReason,
      at: report.createdAt,
    })),
    firstAt: open.firstAt,
    state: await stateOf({ target, storedId: targetId }, stores),
    preview: await previewOf(open, stores),
  };
}

/**
 * GET /api/admin/reports: a page of the targets with open reports, most reporters first, and the
 * cursor of the next. Paged by the last target's place, so no number of other targets (decoys
 * reported to bury one) keeps an operator from any open report.
 */
export async function readReports(
  query: ReportsQuery,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'reports'; readonly answer: ReportsResponse } | Refusal> {
  const after = query.cursor === undefined ? undefined : decodeReportsCursor(query.cursor);
  if (query.cursor !== undefined && after === undefined) {
    return refused('invalid-request', 'cursor', 'is not a cursor of the reports');
  }
  const limit = query.limit ?? DEFAULT_REPORTS_LIMIT;
  const open = await deps.stores.reports.openTargets(limit + 1, after);
  const page = open.slice(0, limit);
  const targets: Reported[] = [];
  for (const item of page) targets.push(await reportedOf(item, deps.stores));
  const last = page.at(-1);
  const next =
    open.length > limit && last !== undefined
      ? encodeReportsCursor({
          reporters: last.reporters,
          firstAt: last.firstAt,
          kind: last.targetKind,
          id: last.targetId,
        })
      : null;
  return { kind: 'reports', answer: { targets, next } };
}
