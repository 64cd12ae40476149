/** Reports (with a player key) and the operators' API (with an operator code). */
import {
  actionRequest,
  auditEntry,
  auditQuery,
  auditResponse,
  MODERATION_BODY_LIMIT,
  reportRequest,
  reportResponse,
  reportsQuery,
  reportsResponse,
} from '../moderation';
import { runPath } from '../requests';
import { runResponse } from '../responses';
import { operation } from './operation';

/** What a report or an action may name that is not there. */
const NO_TARGET = 'No such run, level or player';

export const postReport = operation({
  id: 'postReport',
  method: 'post',
  path: '/api/reports',
  summary:
    'Report a run, a level or a name. One open report per player per target counts; enough distinct players show a name as "hidden player" until an operator decides',
  body: { schema: reportRequest },
  bodyLimit: MODERATION_BODY_LIMIT,
  rate: 'report',
  // Counted per key as well as per address: one key behind many addresses is held all the same.
  rateKey: 'report-key',
  credential: 'player',
  answers: {
    201: { description: 'Reported', schema: reportResponse },
    200: {
      description: 'This player reported it already: nothing changed',
      schema: reportResponse,
    },
  },
  refusals: { 'not-found': NO_TARGET },
});

export const moderate = operation({
  id: 'moderate',
  method: 'post',
  path: '/api/admin/actions',
  summary:
    'An operator hides or restores a run, a level or a name, bans or unbans a key, or dismisses the reports on a target; written to the audit log',
  body: { schema: actionRequest },
  bodyLimit: MODERATION_BODY_LIMIT,
  credential: 'operator',
  answers: {
    201: { description: 'Done: its row of the audit log', schema: auditEntry },
    200: {
      description:
        "Done before: the same operator's same action and reason was the target's last, and changed nothing since; that row",
      schema: auditEntry,
    },
  },
  refusals: {
    'not-found': NO_TARGET,
    'invalid-request': 'A ban or unban of something other than a player',
  },
});

export const readAudit = operation({
  id: 'readAudit',
  method: 'get',
  path: '/api/admin/audit',
  summary: 'The audit log, newest first, paged by `before`, filtered by a target; read only',
  query: auditQuery,
  credential: 'operator',
  answers: { 200: { description: 'A page of the log', schema: auditResponse } },
  refusals: {},
});

export const readReports = operation({
  id: 'readReports',
  method: 'get',
  path: '/api/admin/reports',
  summary:
    "Open reports grouped by target, most reporters first, paged by `cursor`, with each report's reporter, weight and address bucket and a preview of each target",
  query: reportsQuery,
  credential: 'operator',
  answers: { 200: { description: 'A page of the reported targets', schema: reportsResponse } },
  refusals: { 'invalid-request': 'A cursor this service did not give' },
});

export const readStoredRun = operation({
  id: 'readStoredRun',
  method: 'get',
  path: '/api/admin/runs/{id}',
  summary:
    "A stored run as an operator sees it: hidden runs and banned keys' runs too, under their own names; rank null while the board does not list it",
  params: runPath,
  credential: 'operator',
  answers: { 200: { description: 'The run', schema: runResponse } },
  refusals: { 'not-found': 'No such run (or no text a run id can be)' },
});
