import type { ProblemKind } from './problems';

/**
 * The kinds a request's handler may refuse with. The others (a malformed or oversized body, a
 * rate limit, a wrong method, an internal error) belong to the HTTP layer, which answers them
 * from what the operation declares (a body, a rate, a credential).
 */
export type RefusalKind = Exclude<
  ProblemKind,
  'malformed-body' | 'body-too-large' | 'method-not-allowed' | 'rate-limited' | 'internal'
>;

/**
 * A refusal, as the service's use cases and its verifier workers give it: its kind, the field at
 * fault and what is wrong with it. Plain data, so that it crosses from a worker thread as it is;
 * the service's HTTP mapping gives it its status and problem `type`.
 */
export interface Refusal<K extends RefusalKind = RefusalKind> {
  readonly kind: 'refused';
  readonly refusal: K;
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
export function refused<K extends RefusalKind>(
  refusal: K,
  field: string,
  problem: string,
  firstMismatchTick?: number,
): Refusal<K> {
  return firstMismatchTick === undefined
    ? { kind: 'refused', refusal, field, problem }
    : { kind: 'refused', refusal, field, problem, firstMismatchTick };
}

/**
 * A refusal of a start or a run of another simulation version than `serviceVersion` (the running
 * one): the problem says which version the service runs, so the game can tell an update is due.
 */
export function refusedForVersion(
  field: string,
  problem: string,
  serviceVersion: number,
): Refusal<'version-mismatch'> {
  return {
    kind: 'refused',
    refusal: 'version-mismatch',
    field,
    problem,
    simVersion: serviceVersion,
  };
}

/** True when an outcome is a refusal. */
export function isRefusal(outcome: object): outcome is Refusal {
  return 'kind' in outcome && outcome.kind === 'refused';
}
