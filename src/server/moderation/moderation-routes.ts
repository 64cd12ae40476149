import type { Handlers } from '../http/operation-handler';
import type { ServiceDeps } from '../service/service-deps';
import { applyAction } from './apply-action';
import { postReport } from './post-report';
import { readAudit, readReports } from './read-moderation';

/**
 * Moderation: POST /api/reports (a player's key), and the operators' API with an operator code:
 * POST /api/admin/actions, GET /api/admin/audit (the log, read only: no route changes it) and
 * GET /api/admin/reports (open reports by target, paged).
 */
export function moderationHandlers(
  deps: ServiceDeps,
): Pick<Handlers, 'postReport' | 'moderate' | 'readAudit' | 'readReports'> {
  return {
    postReport: ({ body, player, sender }) => postReport(player, body, sender, deps),
    moderate: ({ body, operator }) => applyAction(operator, body, deps),
    readAudit: ({ query }) => readAudit(query, deps),
    readReports: ({ query }) => readReports(query, deps),
  };
}
