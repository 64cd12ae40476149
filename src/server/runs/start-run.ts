import type { StartRunRequest, StartRunResponse } from '../../api';
import { checkLevelRef, levelKey, ReplayError, type LevelRef } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { checkStartLevel } from '../levels/editor-level';
import { isRefusal, refused, refusedForVersion, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';

/** A start token issued for a level. */
export interface TokenIssued {
  readonly kind: 'token';
  readonly answer: StartRunResponse;
}

function checkedLevel(value: unknown): LevelRef | Refusal {
  try {
    return checkLevelRef(value);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return refused('invalid-request', error.field, error.problem);
  }
}

/**
 * POST /api/runs/start: a single-use token for a level, asked for when its run starts. A game that
 * says it runs another simulation version is refused first (its run could never be verified
 * here). The level is read as a replay's level would be; a level by hash may come with its level
 * document, checked (hash and parse) so a bad level is refused before it is played.
 */
export function startRun(
  request: StartRunRequest,
  deps: Pick<ServiceDeps, 'tokens' | 'now' | 'tokenBackdateMs'>,
): TokenIssued | Refusal {
  if (request.simVersion !== undefined && request.simVersion !== SIM_VERSION) {
    const text = `is ${String(request.simVersion)}, but this service runs version ${String(SIM_VERSION)}`;
    return refusedForVersion('simVersion', text, SIM_VERSION);
  }
  const level = checkedLevel(request.level);
  if (isRefusal(level)) return level;
  const refusal = checkStartLevel(level, request.levelDocument);
  if (refusal !== undefined) return refusal;
  const key = levelKey(level);
  const issuedAt = deps.now() - deps.tokenBackdateMs;
  const { token } = deps.tokens.issue(key, issuedAt);
  const answer = { token, level, levelKey: key, issuedAt: new Date(issuedAt).toISOString() };
  return { kind: 'token', answer };
}
