import type { OutboxRun } from '../../storage/global-outbox';
import type { GlobalPostStatus } from './post-status';
import type { KeyAnswer, PlayerIdentity } from './player-identity';

/**
 * The key a run's start goes with: the player's kept key when it is for the name the run is
 * played under, so the play is the player's (what lets them rate the level); a first run, whose
 * name is being claimed now, starts without one rather than wait for the claim.
 */
export function startKey(identity: PlayerIdentity, name: string): string | undefined {
  const known = identity.player;
  return known?.name === name ? known.key : undefined;
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
      reason: `the name "${answer.name}" is taken on the global leaderboard: choose another in Settings`,
    };
  }
  if (answer?.kind === 'refused') return { kind: 'refused', reason: answer.reason };
  return { kind: 'no-token' };
}
