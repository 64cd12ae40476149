import type { OutboxRun } from '../../storage/global-outbox';
import type { GlobalPostStatus } from './post-status';
import type { KeyAnswer, PlayerIdentity } from './player-identity';
import { say } from '../text/message-descriptor';

/**
 * The key kept for the name a run is played under, if any: its start goes with it at once.
 * Undefined when the name is not claimed yet in this browser (a first run, or a new name).
 */
export function startKey(identity: PlayerIdentity, name: string): string | undefined {
  const known = identity.player;
  return known?.name === name ? known.key : undefined;
}

/**
 * A run's start and the key it went with. The service binds a token to the key that asks for it
 * and refuses a start without one, so a start always names a key: `kept` at once (called before
 * this returns), else the key `claimed` answers with, once it does. Null when no key was got
 * (the name is taken, or the claim did not get through): such a run is never started, nor
 * posted.
 */
export async function startWithKey<Answer>(
  claimed: Promise<KeyAnswer>,
  kept: string | undefined,
  start: (key: string) => Promise<Answer>,
): Promise<{ readonly answer: Answer; readonly key: string } | null> {
  if (kept !== undefined) return { answer: await start(kept), key: kept };
  const claim = await claimed;
  if (claim.kind !== 'key') return null;
  const { key } = claim.player;
  return { answer: await start(key), key };
}

/**
 * The key a waiting run is posted with: the one it was played under; a run queued before keys
 * were kept goes with the key kept now (or none, and the service refuses it).
 */
export function deliveryKey(entry: OutboxRun, identity: PlayerIdentity): string {
  return entry.key ?? identity.player?.key ?? '';
}

/** Why a won run has no key to be posted with: its name is taken, or no claim got through. */
export function noKey(answer: KeyAnswer | undefined): GlobalPostStatus {
  if (answer?.kind === 'taken') {
    return {
      kind: 'refused',
      reason: say('post.nameTaken', { name: answer.name }),
    };
  }
  if (answer?.kind === 'refused') return { kind: 'refused', reason: answer.reason };
  return { kind: 'no-token' };
}
