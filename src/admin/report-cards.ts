import type {
  ActionKind,
  ModerationState,
  OpenReport,
  ReportReason,
  ReportsResponse,
  Target,
} from '../api';
import { formatTicks } from '../sim';

/** What a reported target's card shows beside its facts: a run to watch, a level to draw. */
export type CardPreview =
  | { readonly kind: 'run'; readonly replayHash: string; readonly levelKey: string }
  | { readonly kind: 'level'; readonly document: string }
  | null;

/** One reported target as the console shows it. */
export interface ReportCard {
  /** Unique on the page: `kind:id`. */
  readonly key: string;
  readonly target: Target;
  readonly heading: string;
  /** Lines of facts: counts, reasons, the state, when first reported. */
  readonly facts: readonly string[];
  /** The reporters' own words. */
  readonly texts: readonly string[];
  /** Each open report: its reporter, their weight, its bucket, and whether it counts. */
  readonly reportLines: readonly string[];
  /** The actions that change something for this target, in the order of its buttons. */
  readonly actions: readonly ActionKind[];
  readonly preview: CardPreview;
}

const REASON_WORDS: Readonly<Record<ReportReason, string>> = {
  'offensive-name': 'offensive name',
  'offensive-level': 'offensive level',
  'cheated-run': 'cheated or copied run',
  'broken-level': 'broken level',
  other: 'other',
};

/** A report reason as words. */
export function reasonWords(reason: ReportReason): string {
  return REASON_WORDS[reason];
}

/** A target in words: `run <id>`, `level <first 12 hex digits>`, `player <name>`. */
export function targetWords(target: Target): string {
  return target.kind === 'level'
    ? `level ${target.id.slice(0, 12)}`
    : `${target.kind} ${target.id}`;
}

/** A weight as the console writes it: two decimals. */
export function weightWords(weight: number): string {
  return weight.toFixed(2);
}

/** One open report in words: `Ada, weight 1.00, bucket 3f2a…, offensive name`. */
export function openReportWords(report: OpenReport): string {
  const bucket = report.bucket === null ? 'no bucket' : `bucket ${report.bucket}`;
  const ignored = report.counts ? '' : ' (dismissed before: does not count)';
  return `${report.player}, weight ${weightWords(report.weight)}, ${bucket}, ${reasonWords(report.reason)}${ignored}`;
}

/** A moderation state in words: shown, hidden (why), banned (why). */
export function stateWords(state: Pick<ModerationState, 'hiddenReason' | 'bannedReason'>): string {
  const parts = [state.hiddenReason === null ? 'shown' : `hidden (${state.hiddenReason})`];
  if (state.bannedReason !== null) parts.push(`banned (${state.bannedReason})`);
  return parts.join(', ');
}

/**
 * The buttons a target's state calls for: hide or restore (whichever changes it), for a player ban
 * or unban too, and dismiss (closes the reports) while any are open.
 */
export function actionsFor(target: Target, state: ModerationState): ActionKind[] {
  const actions: ActionKind[] = [state.hiddenReason === null ? 'hide' : 'restore'];
  if (target.kind === 'player') actions.push(state.bannedReason === null ? 'ban' : 'unban');
  if (state.openReports > 0) actions.push('dismiss');
  return actions;
}

type Reported = ReportsResponse['targets'][number];

function previewOf(item: Reported): CardPreview {
  const preview = item.preview;
  if (preview === null) return null;
  if (
    item.target.kind === 'run' &&
    preview.replayHash !== undefined &&
    preview.levelKey !== undefined
  ) {
    return { kind: 'run', replayHash: preview.replayHash, levelKey: preview.levelKey };
  }
  if (item.target.kind === 'level' && preview.document !== undefined) {
    return { kind: 'level', document: preview.document };
  }
  return null;
}

function headingOf(item: Reported): string {
  const preview = item.preview;
  if (item.target.kind === 'run' && preview?.player !== undefined) {
    const time = preview.timeTicks === undefined ? '' : ` in ${formatTicks(preview.timeTicks)} s`;
    return `Run ${item.target.id} by ${preview.player}${time}`;
  }
  if (item.target.kind === 'level') return `Level ${item.target.id.slice(0, 12)}`;
  return `${item.target.kind === 'run' ? 'Run' : 'Player'} ${item.target.id}`;
}

/** The cards of GET /api/admin/reports, in its order (most reporters first). */
export function reportCards(answer: ReportsResponse): ReportCard[] {
  return answer.targets.map((item) => {
    const reports = item.reports === 1 ? '1 report' : `${String(item.reports)} reports`;
    const players = item.reporters === 1 ? '1 player' : `${String(item.reporters)} players`;
    const reasons = item.reasons
      .map(({ reason, count }) => `${reasonWords(reason)} × ${String(count)}`)
      .join(', ');
    return {
      key: `${item.target.kind}:${item.target.id}`,
      target: item.target,
      heading: headingOf(item),
      facts: [
        `${reports} from ${players}`,
        `Reasons: ${reasons}`,
        `Weighed ${weightWords(item.weight)} from ${String(item.buckets)} ${item.buckets === 1 ? 'bucket' : 'buckets'}`,
        `State: ${stateWords(item.state)}`,
        `First reported ${item.firstAt}`,
      ],
      texts: item.texts,
      reportLines: item.open.map(openReportWords),
      actions: actionsFor(item.target, item.state),
      preview: previewOf(item),
    };
  });
}
