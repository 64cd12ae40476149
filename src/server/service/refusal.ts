import type { ProblemKind } from '../../api';

/**
 * The problem kinds a use case may refuse with. The others (a malformed or oversized body, a rate
 * limit, an internal error) are the HTTP layer's own, and so is the malformed envelope of a
 * request (`invalid-request` answered by the HTTP layer itself): a use case sees only requests of
 * the right shape.
 */
export type RefusalKind = Extract<
  ProblemKind,
  | 'invalid-request'
  | 'invalid-replay'
  | 'version-mismatch'
  | 'token-refused'
  | 'token-spent'
  | 'replay-mismatch'
  | 'run-not-won'
  | 'practice-run'
  | 'invalid-level'
  | 'level-mismatch'
  | 'unknown-level'
  | 'unauthorized'
  | 'forbidden'
  | 'invalid-name'
  | 'name-taken'
  | 'player-mismatch'
  | 'copy'
  | 'quota-exceeded'
  | 'not-played'
  | 'not-found'
  | 'unavailable'
>;

/** A use case's refusal: its kind, the field at fault and what is wrong with it. */
export interface Refusal {
  readonly kind: 'refused';
  readonly refusal: RefusalKind;
  /** Path of the field at fault (`replay.inputs[3][0]`, `token`, `link.proof`). */
  readonly field: string;
  /** What is wrong with that field. */
  readonly problem: string;
  /** For a replay that does not verify: the first tick where the re-simulation differs. */
  readonly firstMismatchTick?: number;
  /** For a `version-mismatch`: the simulation version this service runs, for the game to read. */
  readonly simVersion?: number;
  /** For a copy: the stored run it copies. */
  readonly runId?: string;
  /** For a quota used up: seconds until it is renewed (Retry-After). */
  readonly retryAfterS?: number;
}

/** A refusal of `refusal` kind, naming the field at fault and its problem. */
export function refused(
  refusal: RefusalKind,
  field: string,
  problem: string,
  firstMismatchTick?: number,
): Refusal {
  return firstMismatchTick === undefined
    ? { kind: 'refused', refusal, field, problem }
    : { kind: 'refused', refusal, field, problem, firstMismatchTick };
}

/**
 * A refusal of a start or a run of another simulation version than `serviceVersion` (the running
 * one): the problem says which version the service runs, so the game can tell an update is due.
 */
export function refusedForVersion(field: string, problem: string, serviceVersion: number): Refusal {
  return {
    kind: 'refused',
    refusal: 'version-mismatch',
    field,
    problem,
    simVersion: serviceVersion,
  };
}

/** True when a use case's outcome is a refusal. */
export function isRefusal(outcome: object): outcome is Refusal {
  return 'kind' in outcome && outcome.kind === 'refused';
}
