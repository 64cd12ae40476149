import type {
  ActionKind,
  AuditAction,
  ModerationState,
  OpenReport,
  ReportReason,
  ReportsResponse,
  Target,
} from '../api';
import { formatRunTime } from '../app/text/formats';
import { formatWeight, formatWhen } from './text/console-formats';
import { ct } from './text/console-text';

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

const REASON_WORDS: { readonly [R in ReportReason]: `reason.${R}` } = {
  'offensive-name': 'reason.offensive-name',
  'offensive-level': 'reason.offensive-level',
  'cheated-run': 'reason.cheated-run',
  'broken-level': 'reason.broken-level',
  other: 'reason.other',
};

const ACTION_WORDS: { readonly [A in AuditAction]: `action.${A}` } = {
  hide: 'action.hide',
  restore: 'action.restore',
  ban: 'action.ban',
  unban: 'action.unban',
  dismiss: 'action.dismiss',
  'maker-signed': 'action.maker-signed',
};

const KIND_WORDS: { readonly [K in Target['kind']]: `kind.${K}` } = {
  run: 'kind.run',
  level: 'kind.level',
  player: 'kind.player',
};

/** A report reason as words. */
export function reasonWords(reason: ReportReason): string {
  return ct(REASON_WORDS[reason]);
}

/** An action as its button names it (Hide, Restore, Ban, Unban, Dismiss reports), or the service's. */
export function actionWords(action: AuditAction): string {
  return ct(ACTION_WORDS[action]);
}

/** A kind of target as a word: Run, Level, Player. */
export function kindWords(kind: Target['kind']): string {
  return ct(KIND_WORDS[kind]);
}

/** A target in words: `run <id>`, `level <first 12 hex digits>`, `player <name>`. */
export function targetWords(target: Target): string {
  if (target.kind === 'level') return ct('target.level', { id: target.id.slice(0, 12) });
  return target.kind === 'run'
    ? ct('target.run', { id: target.id })
    : ct('target.player', { id: target.id });
}

/** A weight as the console writes it: two decimals, as its language writes them. */
export function weightWords(weight: number): string {
  return formatWeight(weight);
}

/** One open report in words: `Ada, weight 1.00, bucket 3f2a…, offensive name`. */
export function openReportWords(report: OpenReport): string {
  const words = {
    player: report.player,
    weight: weightWords(report.weight),
    bucket:
      report.bucket === null ? ct('card.noBucket') : ct('card.bucket', { bucket: report.bucket }),
    reason: reasonWords(report.reason),
  };
  return report.counts ? ct('card.openReport', words) : ct('card.openReportIgnored', words);
}

/** A moderation state in words: shown, hidden (why), banned (why). */
export function stateWords(state: Pick<ModerationState, 'hiddenReason' | 'bannedReason'>): string {
  const parts = [
    state.hiddenReason === null
      ? ct('state.shown')
      : ct('state.hidden', { reason: state.hiddenReason }),
  ];
  if (state.bannedReason !== null) parts.push(ct('state.banned', { reason: state.bannedReason }));
  return parts.join(ct('console.separator'));
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
  const { kind, id } = item.target;
  if (kind === 'run' && preview?.player !== undefined) {
    const player = preview.player;
    if (preview.timeTicks === undefined) return ct('card.runBy', { id, player });
    return ct('card.runByIn', { id, player, time: formatRunTime(preview.timeTicks) });
  }
  if (kind === 'level') return ct('card.level', { id: id.slice(0, 12) });
  return kind === 'run' ? ct('card.run', { id }) : ct('card.player', { id });
}

function factsOf(item: Reported): string[] {
  const reasons = item.reasons
    .map(({ reason, count }) => ct('card.reasonCount', { reason: reasonWords(reason), count }))
    .join(ct('console.separator'));
  const reports = ct('card.reports', { count: item.reports });
  const players = ct('card.players', { count: item.reporters });
  return [
    ct('card.reportsFrom', { reports, players }),
    ct('card.reasons', { reasons }),
    ct('card.weighed', { weight: weightWords(item.weight), count: item.buckets }),
    ct('card.state', { state: stateWords(item.state) }),
    ct('card.firstReported', { when: formatWhen(item.firstAt) }),
  ];
}

/** The cards of GET /api/admin/reports, in its order (most reporters first). */
export function reportCards(answer: ReportsResponse): ReportCard[] {
  return answer.targets.map((item) => {
    return {
      key: `${item.target.kind}:${item.target.id}`,
      target: item.target,
      heading: headingOf(item),
      facts: factsOf(item),
      texts: item.texts,
      reportLines: item.open.map(openReportWords),
      actions: actionsFor(item.target, item.state),
      preview: previewOf(item),
    };
  });
}
