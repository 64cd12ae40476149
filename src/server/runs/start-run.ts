import type { StartRunRequest, StartRunResponse } from '../../api';
import { checkLevelRef, isHashRef, levelKey, ReplayError, type LevelRef } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { isRefusal, refused, refusedForVersion, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { callVerifier } from '../service/verifier-call';

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
 * The level document sent with a start, checked before the run is played: only a level by hash
 * comes with one, and it must hash to that level and parse (in a verifier worker: parsing the
 * largest level takes milliseconds). Undefined when there is nothing to refuse.
 */
async function checkStartLevel(
  level: LevelRef,
  sent: unknown,
  sender: string,
  deps: Pick<ServiceDeps, 'verifier'>,
): Promise<Refusal | undefined> {
  if (sent === undefined) return undefined;
  if (!isHashRef(level)) {
    const text = 'only a level made in the editor ({"hash": …}) comes with its level document';
    return refused('invalid-request', 'levelDocument', text);
  }
  const checked = await callVerifier('levelDocument', () =>
    deps.verifier.run(
      { kind: 'check-level', document: sent, field: 'levelDocument', hash: level.hash },
      sender,
    ),
  );
  return isRefusal(checked) ? checked : undefined;
}

/**
 * POST /api/runs/start: a single-use token for a level, asked for when its run starts with its
 * player's key (none or one no player holds: 401, a banned one: 403, both before the body is
 * read). The token carries that player's id inside what is signed: only a post with the same key
 * spends it. A start counts no play (a verified run or attempt does). A game that says it runs
 * another simulation version is refused first (its run could never be verified here), told the
 * version the service runs. The level is read as a replay's level would be; a level by hash may
 * come with its level document, checked (hash and parse) so a bad level is refused before it is
 * played.
 */
export async function startRun(
  request: StartRunRequest,
  player: Pick<Player, 'id'>,
  sender: string,
  deps: Pick<ServiceDeps, 'tokens' | 'now' | 'tokenBackdateMs' | 'verifier'>,
): Promise<TokenIssued | Refusal> {
  if (request.simVersion !== undefined && request.simVersion !== SIM_VERSION) {
    const text = `is ${String(request.simVersion)}, but this service runs version ${String(SIM_VERSION)}`;
    return refusedForVersion('simVersion', text, SIM_VERSION);
  }
  const level = checkedLevel(request.level);
  if (isRefusal(level)) return level;
  const refusal = await checkStartLevel(level, request.levelDocument, sender, deps);
  if (refusal !== undefined) return refusal;
  const key = levelKey(level);
  const issuedAt = deps.now() - deps.tokenBackdateMs;
  const { token } = deps.tokens.issue(key, issuedAt, player.id);
  const answer = { token, level, levelKey: key, issuedAt: new Date(issuedAt).toISOString() };
  return { kind: 'token', answer };
}
