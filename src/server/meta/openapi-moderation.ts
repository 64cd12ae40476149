/** The moderation operations of the OpenAPI document (reports, the operators' API) and examples. */
import {
  actionRequest,
  auditEntry,
  auditQuery,
  auditResponse,
  moderationState,
  ownModeration,
  reportRequest,
  reportResponse,
  reportsResponse,
  targetSchema,
} from '../../api';
import { refusal, type Examples } from './openapi-example-kit';
import type { Operation } from './openapi-operations';

const problem = (description: string) => ({ description, schema: 'Problem' });

/** What every operator request may get before its use case runs. */
const OPERATOR_PROBLEMS = {
  401: problem('No operator code, or one no operator holds (WWW-Authenticate)'),
  403: problem('A player key: players may not moderate'),
};

/** The schemas of moderation, by the names the document gives them. */
export const MODERATION_COMPONENTS = {
  Target: targetSchema,
  ReportRequest: reportRequest,
  ReportResponse: reportResponse,
  ActionRequest: actionRequest,
  ModerationState: moderationState,
  AuditEntry: auditEntry,
  Audit: auditResponse,
  Reports: reportsResponse,
  OwnModeration: ownModeration,
};

/** Reports (with a player key) and the operators' API (with an operator code). */
export const MODERATION_OPERATIONS: readonly Operation[] = [
  {
    id: 'postReport',
    method: 'post',
    route: '/api/reports',
    summary:
      'Report a run, a level or a name. One open report per player per target counts; enough distinct players show a name as "hidden player" until an operator decides',
    body: 'ReportRequest',
    signed: true,
    answers: {
      201: { description: 'Reported', schema: 'ReportResponse' },
      200: {
        description: 'This player reported it already: nothing changed',
        schema: 'ReportResponse',
      },
      400: problem('The body is not a JSON object, or not of the expected shape'),
      401: problem('No player key, or one no player holds (WWW-Authenticate)'),
      403: problem('A banned key'),
      404: problem('No such run, level or player'),
      413: problem('The body is larger than a report needs'),
      429: problem('Too many reports from this address or this key (Retry-After)'),
    },
  },
  {
    id: 'moderate',
    method: 'post',
    route: '/api/admin/actions',
    summary:
      'An operator hides or restores a run, a level or a name, bans or unbans a key, or dismisses the reports on a target; written to the audit log',
    body: 'ActionRequest',
    operator: true,
    answers: {
      201: { description: 'Done: its row of the audit log', schema: 'AuditEntry' },
      400: problem('The body is not of the expected shape'),
      ...OPERATOR_PROBLEMS,
      404: problem('No such run, level or player'),
      413: problem('The body is larger than an action needs'),
      422: problem('A ban or unban of something other than a player'),
    },
  },
  {
    id: 'readAudit',
    method: 'get',
    route: '/api/admin/audit',
    summary: 'The audit log, newest first, paged by `before`, filtered by a target; read only',
    query: auditQuery,
    operator: true,
    answers: {
      200: { description: 'A page of the log', schema: 'Audit' },
      400: problem('A bad query'),
      ...OPERATOR_PROBLEMS,
    },
  },
  {
    id: 'readReports',
    method: 'get',
    route: '/api/admin/reports',
    summary: 'Open reports grouped by target, most reporters first, with a preview of each',
    operator: true,
    answers: {
      200: { description: 'The reported targets', schema: 'Reports' },
      ...OPERATOR_PROBLEMS,
    },
  },
];

/** Examples: Theseus reports the name Daedalus (both claimed by the players' examples). */
export const MODERATION_EXAMPLES: Readonly<Record<string, Examples>> = {
  postReport: {
    'report-name': {
      summary: 'Theseus reports a name as offensive',
      value: { target: { kind: 'player', id: 'Daedalus' }, reason: 'offensive-name' },
      key: 'Theseus',
      status: 201,
      answer: {
        reportId: 'q3Zt8Yb1Kx6Lm0Pa',
        target: { kind: 'player', id: 'Daedalus' },
        counted: true,
      },
    },
    'report-again': {
      summary: 'The same player again: their open report counts once',
      value: {
        target: { kind: 'player', id: 'daedalus' },
        reason: 'other',
        text: 'still offensive',
      },
      key: 'Theseus',
      status: 200,
      answer: {
        reportId: 'q3Zt8Yb1Kx6Lm0Pa',
        target: { kind: 'player', id: 'Daedalus' },
        counted: false,
      },
    },
    'report-nobody': {
      summary: 'A name no player holds',
      value: { target: { kind: 'player', id: 'Nobody' }, reason: 'offensive-name' },
      key: 'Theseus',
      ...refusal('not-found', 404, 'target.id', 'names no claimed player'),
    },
  },
  moderate: {
    'no-operator-code': {
      summary: 'An action without an operator code',
      value: { action: 'hide', target: { kind: 'player', id: 'Daedalus' }, reason: 'a slur' },
      key: null,
      ...refusal(
        'unauthorized',
        401,
        'authorization',
        'is missing: send "Authorization: Bearer <operator code>"',
      ),
    },
  },
};
