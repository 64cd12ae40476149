import * as v from 'valibot';

/**
 * The kinds of problem the service answers with. The kinds are the contract; how each is written
 * as an RFC 9457 problem document (its `type` URL) and which HTTP status carries it belong to the
 * service's HTTP mapping.
 */
export const PROBLEM_KINDS = [
  'malformed-body',
  'body-too-large',
  'invalid-request',
  'invalid-replay',
  'version-mismatch',
  'token-refused',
  'token-spent',
  'token-player',
  'replay-mismatch',
  'run-not-won',
  'practice-run',
  'invalid-level',
  'level-mismatch',
  'unknown-level',
  'unauthorized',
  'forbidden',
  'invalid-name',
  'name-taken',
  'name-reserved',
  'player-mismatch',
  'not-author',
  'copy',
  'quota-exceeded',
  'not-played',
  'event-closed',
  'not-registered',
  'attempt-taken',
  'room-closed',
  'room-full',
  'not-room-creator',
  'not-racer',
  'not-found',
  'method-not-allowed',
  'rate-limited',
  'unavailable',
  'internal',
] as const;

/** A kind of problem the service answers with. */
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** The title of each kind, the same for every problem of that kind. */
export const PROBLEM_TITLES: Readonly<Record<ProblemKind, string>> = {
  'malformed-body': 'The body is not a JSON document',
  'body-too-large': 'The body is larger than any replay can be',
  'invalid-request': 'The request does not have the expected shape',
  'invalid-replay': 'The replay is not a valid replay',
  'version-mismatch': 'The game runs another version of the rules than this service',
  'token-refused': 'The start token cannot be used for this replay',
  'token-spent': 'The start token has already been used',
  'token-player': "The start token was issued to another player's key",
  'replay-mismatch': 'The replay does not verify',
  'run-not-won': 'Only won runs rank',
  'practice-run': 'A practice run never ranks',
  'invalid-level': 'The level document is not a playable level',
  'level-mismatch': 'The level is not the one named',
  'unknown-level': 'This service does not know the level',
  unauthorized: 'A player key is needed',
  forbidden: 'This key may not do this',
  'invalid-name': 'The name does not follow the naming rule',
  'name-taken': 'The name is taken',
  'name-reserved': 'The name is kept by the service',
  'player-mismatch': "The replay's player is not the key's name",
  'not-author':
    "The level's link names another author than the key's player, or its signature does not hold",
  copy: 'The run copies a stored run',
  'quota-exceeded': "The key's stored bytes for today are used up",
  'not-played': 'Only a key that won this level, or played it 20 s, may rate it',
  'event-closed': 'The event does not take this now',
  'not-registered': 'The key is not registered for the event',
  'attempt-taken': "The key's one attempt at this event is taken",
  'room-closed': 'The race room takes no racers now',
  'room-full': 'Every seat of the race room is taken',
  'not-room-creator': "Only the race room's creator starts its race",
  'not-racer': "The key's player has no seat in the race room",
  'not-found': 'Not found',
  'method-not-allowed': 'The path does not take this method',
  'rate-limited': 'Too many requests',
  unavailable: 'The service cannot answer this request now',
  internal: 'Internal error',
};

/**
 * Every error answer: an RFC 9457 problem document, with the field at fault (`replay.inputs[3][0]`,
 * `token`, `(body)`) and what is wrong with it.
 */
export const problemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  detail: v.string(),
  field: v.optional(v.string()),
  problem: v.optional(v.string()),
  firstMismatchTick: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /**
   * On a `version-mismatch` problem: the simulation version this service runs. A game of an older
   * version needs an update to post; a newer one waits for the service to catch up.
   */
  simVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** For a copy: the stored run whose level and inputs it repeats. */
  runId: v.optional(v.string()),
});

/** A problem document. */
export type Problem = v.InferOutput<typeof problemSchema>;
