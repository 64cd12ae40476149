import * as v from 'valibot';
import { LEVEL_HASH_PATTERN } from '../replay';
import { playerName, RUN_ID_PATTERN, storableText, timestamp, whole } from './fields';

/** What a report or an operator's action is about: a run, an editor level or a player's name. */
export const TARGET_KINDS = ['run', 'level', 'player'] as const;
/** A kind of target. */
export type TargetKind = (typeof TARGET_KINDS)[number];

/**
 * A target: a run by its runId, an editor level by its content hash, a player by their name as
 * the boards show it (any confusable spelling names the same player).
 */
export const targetSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('run'), id: v.pipe(v.string(), v.regex(RUN_ID_PATTERN)) }),
  v.strictObject({ kind: v.literal('level'), id: v.pipe(v.string(), v.regex(LEVEL_HASH_PATTERN)) }),
  v.strictObject({ kind: v.literal('player'), id: v.pipe(playerName, storableText) }),
]);
/** A target of a report or an action. */
export type Target = v.InferOutput<typeof targetSchema>;

/** The reasons a player may report something for: a fixed list. */
export const REPORT_REASONS = [
  'offensive-name',
  'offensive-level',
  'cheated-run',
  'broken-level',
  'other',
] as const;
/** A report's reason. */
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Most characters of a report's free text (reason `other`). */
export const MAX_REPORT_TEXT = 200;
/** Most characters of an operator's reason. */
export const MAX_ACTION_REASON = 500;

/** Body of POST /api/reports (with a player key): what is reported and why. */
export const reportRequest = v.strictObject({
  target: targetSchema,
  reason: v.picklist(REPORT_REASONS),
  /** What is wrong, in the reporter's words: at most 200 characters (for `other`). */
  text: v.optional(v.pipe(v.string(), v.maxLength(MAX_REPORT_TEXT), storableText)),
});
/** A report as posted. */
export type ReportRequest = v.InferOutput<typeof reportRequest>;

/** 201 (a new open report) or 200 (this player's open report on the target already counts). */
export const reportResponse = v.object({
  reportId: v.string(),
  target: targetSchema,
  /** False when this player had an open report on the target already: nothing changed. */
  counted: v.boolean(),
});
/** The answer to POST /api/reports. */
export type ReportResponse = v.InferOutput<typeof reportResponse>;

/** What an operator may do. `ban` and `unban` take a player; the others any target. */
export const ACTION_KINDS = ['hide', 'restore', 'ban', 'unban', 'dismiss'] as const;
/** An operator's action. */
export type ActionKind = (typeof ACTION_KINDS)[number];

/**
 * What the audit log records: an operator's actions, and the service's own: `maker-signed`, a
 * level's author publishing its signed link and so taking the level from an unsigned
 * publication (whose proof anyone could have relabelled).
 */
export const AUDIT_ACTIONS = [...ACTION_KINDS, 'maker-signed'] as const;
/** An action of the audit log. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Body of POST /api/admin/actions (with an operator code). */
export const actionRequest = v.strictObject({
  action: v.picklist(ACTION_KINDS),
  target: targetSchema,
  reason: v.pipe(
    v.string(),
    storableText,
    v.trim(),
    v.minLength(1),
    v.maxLength(MAX_ACTION_REASON),
  ),
});
/** An action as posted. */
export type ActionRequest = v.InferOutput<typeof actionRequest>;

/** A target's moderation state, before or after an action. */
export const moderationState = v.object({
  /** Why it is hidden (a run, a level, a player's name); null while shown. */
  hiddenReason: v.nullable(v.string()),
  /** A player: why their key is banned; null otherwise. */
  bannedReason: v.nullable(v.string()),
  /** Open reports on it. */
  openReports: whole(0),
});
/** A target's moderation state. */
export type ModerationState = v.InferOutput<typeof moderationState>;

/** One row of the audit log: who did what to which target, when and why, and what it changed. */
export const auditEntry = v.object({
  id: whole(1),
  at: timestamp,
  operator: v.string(),
  action: v.picklist(AUDIT_ACTIONS),
  target: targetSchema,
  reason: v.string(),
  before: moderationState,
  after: moderationState,
});
/** An audit log row. */
export type AuditEntry = v.InferOutput<typeof auditEntry>;

/** Rows of the audit log per page by default, and at most. */
export const DEFAULT_AUDIT_LIMIT = 50;
export const MAX_AUDIT_LIMIT = 200;

const wholeText = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,12}$/),
    v.transform(Number),
    v.number(),
    v.minValue(min),
    v.maxValue(max),
  );

/** Query of GET /api/admin/audit: newest first, `before` an id to page back, a target to filter. */
export const auditQuery = v.strictObject({
  limit: v.optional(wholeText(1, MAX_AUDIT_LIMIT)),
  before: v.optional(wholeText(1, Number.MAX_SAFE_INTEGER)),
  kind: v.optional(v.picklist(TARGET_KINDS)),
  id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64), storableText)),
});
/** The audit log query. */
export type AuditQuery = v.InferOutput<typeof auditQuery>;

/** 200 of GET /api/admin/audit: a page, newest first, and the `before` of the next. */
export const auditResponse = v.object({
  entries: v.array(auditEntry),
  next: v.nullable(whole(1)),
});
/** The answer to GET /api/admin/audit. */
export type AuditResponse = v.InferOutput<typeof auditResponse>;

/** Reported targets per page of GET /api/admin/reports by default, and at most. */
export const DEFAULT_REPORTS_LIMIT = 50;
export const MAX_REPORTS_LIMIT = 100;

/** Most characters of a console cursor. */
const MAX_REPORTS_CURSOR = 300;

/** Query of GET /api/admin/reports: a page size, and the `next` of the page before. */
export const reportsQuery = v.strictObject({
  limit: v.optional(wholeText(1, MAX_REPORTS_LIMIT)),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor of the reports'),
      v.maxLength(MAX_REPORTS_CURSOR, 'is not a cursor of the reports'),
    ),
  ),
});
/** The reports query. */
export type ReportsQuery = v.InferOutput<typeof reportsQuery>;

/** One open report as the console shows it: who, their weight now, and the bucket it came from. */
export const openReport = v.object({
  /** The reporter's name as claimed. */
  player: v.string(),
  /** The reporter's weight now (0 to 1): proof of play and accuracy; 0 while banned. */
  weight: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /** False when an operator dismissed this reporter's report on this target before. */
  counts: v.boolean(),
  /** The address bucket it came from: the first 12 hex digits of its SHA-256; null before 0010. */
  bucket: v.nullable(v.string()),
  reason: v.picklist(REPORT_REASONS),
  at: timestamp,
});
/** An open report in the console. */
export type OpenReport = v.InferOutput<typeof openReport>;

/** Open reports on one target, for the operator console. */
export const reportedTarget = v.object({
  target: targetSchema,
  reports: whole(1),
  /** Distinct players who report it. */
  reporters: whole(1),
  /** The weights of the reports that count, summed (a name hides at the threshold). */
  weight: v.pipe(v.number(), v.minValue(0)),
  /** Address buckets the reports with weight came from (a name hides from two). */
  buckets: whole(0),
  reasons: v.array(v.object({ reason: v.picklist(REPORT_REASONS), count: whole(1) })),
  /** The reporters' own words, newest first. */
  texts: v.array(v.string()),
  /** Each open report, newest first: to group by reporter or by bucket. */
  open: v.array(openReport),
  firstAt: timestamp,
  state: moderationState,
  /** A run: its level key, time and replay (to watch); a level: its document; a player: nothing. */
  preview: v.nullable(
    v.object({
      levelKey: v.optional(v.string()),
      timeTicks: v.optional(whole(0)),
      replayHash: v.optional(v.string()),
      player: v.optional(v.string()),
      document: v.optional(v.string()),
    }),
  ),
});
/**
 * 200 of GET /api/admin/reports: a page of the targets with open reports, most reporters first
 * (then the oldest first), and the cursor of the next page (null on the last).
 */
export const reportsResponse = v.object({
  targets: v.array(reportedTarget),
  next: v.nullable(v.string()),
});
/** The answer to GET /api/admin/reports. */
export type ReportsResponse = v.InferOutput<typeof reportsResponse>;

/** A hidden item of a player, as their own key reads it. */
export const hiddenItem = v.object({ target: targetSchema, reason: v.string() });

/**
 * With the holder's own key, GET /api/players/:name adds what moderation did to them: their
 * name hidden, their key banned, their hidden runs and levels, each with its reason.
 */
export const ownModeration = v.object({
  nameHiddenReason: v.nullable(v.string()),
  bannedReason: v.nullable(v.string()),
  hidden: v.array(hiddenItem),
});
/** What a player's own key reads of their moderation. */
export type OwnModeration = v.InferOutput<typeof ownModeration>;

/** The name boards show in place of a hidden one. */
export const HIDDEN_PLAYER = 'hidden player';

/** Operator codes: `op_` and 256 random bits in base64url, told apart from player keys. */
export const OPERATOR_CODE_PATTERN = /^op_[A-Za-z0-9_-]{43}$/;

/** The largest report or action body: a target, a reason and a few hundred characters. */
export const MAX_MODERATION_BODY_BYTES = 4096;

/** The body limit of a report or an action. */
export const MODERATION_BODY_LIMIT = {
  bytes: MAX_MODERATION_BODY_BYTES,
  holds: 'a report or an action needs',
} as const;
