import type { LevelDocument } from '../../replay/level-link/level-document';
import type { GlobalClient } from './global-client';
import type { KeyAnswer } from './player-identity';
import type { GlobalPostStatus } from './post-status';
import type { ServiceFailure } from './service-request';
import type { MessageDescriptor } from '../text/message-descriptor';
import type { Unanswered } from './retrying-outbox';

/**
 * An event a run enters (issue 44): its start token comes from the event's own start, and once
 * the service keeps the run the event's standings give the player's place.
 */
export interface EventEntry {
  /** The event's name, as the end screen says it. */
  readonly name: string;
  /** Asks the event for a start token with the player's key. */
  start(key: string): Promise<{ kind: 'token'; token: string; levelKey: string } | ServiceFailure>;
  /** The place of the player who holds `key` in the event's standings now; null: none. */
  place(key: string): Promise<number | null>;
}

/** A run's start token, the board it goes to and the key it was started with. */
export interface StartedRun {
  readonly token: string;
  readonly levelKey: string;
  readonly key: string;
}

/** The service's final word on a posted run: the client's answers but no answer. */
export type PostAnswer = Exclude<Awaited<ReturnType<GlobalClient['post']>>, Unanswered>;

/** One live run's part in the global leaderboard. */
export interface RunPost {
  readonly scope: 'today' | 'level';
  /**
   * The start token's answer, with the key it was started with (the one key that may post it);
   * null when posting was off at the start.
   */
  token: Promise<StartedRun | null> | null;
  /** The key of the name the run is played under, asked for when it started. */
  key?: Promise<KeyAnswer>;
  /** A level made in the editor: its document, sent with the start and the post. */
  readonly levelDocument?: LevelDocument;
  /** Set when the start was refused by a service of newer rules: its version. */
  serviceAhead?: number;
  /** The event the run enters, when it was started through one. */
  readonly entry?: EventEntry;
  /** Why the event refused the run's start (its refusal in words), when it did. */
  entryRefused?: MessageDescriptor;
  status: GlobalPostStatus;
  listener: ((status: GlobalPostStatus) => void) | null;
}

/** Why a run got no token: the event refused it, the service plays by newer rules, or no answer. */
export function unstarted(run: RunPost): GlobalPostStatus {
  const { serviceAhead, entry, entryRefused } = run;
  if (serviceAhead !== undefined) return { kind: 'update-needed', serviceVersion: serviceAhead };
  if (entry !== undefined && entryRefused !== undefined) {
    return { kind: 'not-entered', event: entry.name, reason: entryRefused };
  }
  return { kind: 'no-token' };
}

/** What the end screen says of the service's final word on a run. */
export function postStatusOf(answer: PostAnswer, scope: RunPost['scope']): GlobalPostStatus {
  if (answer.kind !== 'ranked') return { kind: 'refused', reason: answer.reason };
  return answer.rank === null ? { kind: 'attempt' } : { kind: 'ranked', rank: answer.rank, scope };
}
