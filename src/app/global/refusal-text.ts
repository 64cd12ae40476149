// The file of src/api, not its index: the game's bundle takes only the list of kinds.
import * as v from 'valibot';
import { PROBLEM_KINDS, type ProblemKind } from '../../api/problems';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';
import type { MessageKey } from '../text/text';

/**
 * What each kind of problem the service answers with means to a player, in the language on
 * screen. The service's own title is English and for developers; the game writes a refusal from
 * the problem's kind alone (issue 45), so every language reads it in its own words.
 */
const REFUSAL_TEXT: Readonly<Record<ProblemKind, RefusalKey>> = {
  'malformed-body': 'refusal.malformed-body',
  'body-too-large': 'refusal.body-too-large',
  'invalid-request': 'refusal.invalid-request',
  'invalid-replay': 'refusal.invalid-replay',
  'version-mismatch': 'refusal.version-mismatch',
  'token-refused': 'refusal.token-refused',
  'token-spent': 'refusal.token-spent',
  'token-player': 'refusal.token-player',
  'replay-mismatch': 'refusal.replay-mismatch',
  'run-not-won': 'refusal.run-not-won',
  'practice-run': 'refusal.practice-run',
  'invalid-level': 'refusal.invalid-level',
  'level-mismatch': 'refusal.level-mismatch',
  'unknown-level': 'refusal.unknown-level',
  unauthorized: 'refusal.unauthorized',
  forbidden: 'refusal.forbidden',
  'invalid-name': 'refusal.invalid-name',
  'name-taken': 'refusal.name-taken',
  'name-reserved': 'refusal.name-reserved',
  'player-mismatch': 'refusal.player-mismatch',
  'not-author': 'refusal.not-author',
  copy: 'refusal.copy',
  'quota-exceeded': 'refusal.quota-exceeded',
  'not-played': 'refusal.not-played',
  'not-found': 'refusal.not-found',
  'event-closed': 'refusal.event-closed',
  'not-registered': 'refusal.not-registered',
  'attempt-taken': 'refusal.attempt-taken',
  'room-closed': 'refusal.room-closed',
  'room-full': 'refusal.room-full',
  'not-room-creator': 'refusal.not-room-creator',
  'not-racer': 'refusal.not-racer',
  'method-not-allowed': 'refusal.method-not-allowed',
  'rate-limited': 'refusal.rate-limited',
  unavailable: 'refusal.unavailable',
  internal: 'refusal.internal',
};

type RefusalKey = Extract<MessageKey, `refusal.${ProblemKind}`>;

function isProblemKind(kind: string): kind is ProblemKind {
  return (PROBLEM_KINDS as readonly string[]).includes(kind);
}

/**
 * A refusal as the player reads it, kept as a message so it is written in the language on screen
 * when shown: the words for its problem kind (the fragment of the problem document's `type`),
 * or, for an answer that names no kind the game knows, its HTTP status.
 */
export function refusalMessage(kind: string | undefined, status: number): MessageDescriptor {
  if (kind !== undefined && isProblemKind(kind)) return say(REFUSAL_TEXT[kind]);
  return say('refusal.status', { status: String(status) });
}

/** Why no answer came, with the network's error as the browser wrote it. */
export function noAnswerMessage(error: string): MessageDescriptor {
  return say('refusal.noAnswer', { error });
}

/** A refusal written now, for the operator console (it builds its parts again on a switch). */
export function refusalText(kind: string | undefined, status: number): string {
  return writeMessage(refusalMessage(kind, status));
}

/** Why no answer came, written now, for the operator console. */
export function noAnswerText(error: string): string {
  return writeMessage(noAnswerMessage(error));
}

const problemType = v.object({ type: v.string() });

/** The kind of a problem document: the fragment of its `type` (`/api/problems#not-played`). */
export function problemKind(body: unknown): string | undefined {
  const parsed = v.safeParse(problemType, body);
  if (!parsed.success) return undefined;
  const at = parsed.output.type.lastIndexOf('#');
  return at < 0 ? undefined : parsed.output.type.slice(at + 1);
}
