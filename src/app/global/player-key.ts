import type { Settings } from '../../storage/settings';
import type { PlayerIdentity } from './player-identity';

/**
 * The player's key for what needs one besides a run's post (an event's registration, a race
 * room): with posting on, the name in Settings is claimed as a run's start would claim it;
 * with posting off, the key kept in this browser, unless `posting` is required (a race streams
 * and posts its run). Null when there is none.
 */
export async function playerKey(
  identity: PlayerIdentity | undefined,
  settings: Pick<Settings, 'globalPost' | 'playerName'>,
  needs: 'key' | 'posting',
): Promise<string | null> {
  if (identity === undefined) return null;
  if (!settings.globalPost) return needs === 'key' ? (identity.player?.key ?? null) : null;
  const answer = await identity.keyFor(settings.playerName);
  return answer.kind === 'key' ? answer.player.key : null;
}
