import type { LevelRef } from '../../replay/format';
import type { ActionHandlers } from '../core/screen-actions';
import type { LeaderboardBrowser } from './leaderboard-browser';
import type { ReplayController } from './replay-controller';

/** What the buttons of the boards and replays work with. */
export interface ReplayActionParts {
  readonly leaderboards: Pick<LeaderboardBrowser, 'show' | 'showWorldDaily' | 'raceRecord'>;
  readonly replays: Pick<ReplayController, 'openFile'>;
  /** The level last played, whose world record an end screen races. */
  readonly session: { readonly ref: LevelRef | null };
}

/**
 * The actions of the boards and replays: the leaderboards, today's world daily board, racing the
 * world record of the level last played, and a replay file picked or dropped.
 */
export function replayActions(parts: ReplayActionParts): ActionHandlers {
  const { leaderboards, replays, session } = parts;
  return {
    scores: () => void leaderboards.show(),
    world: () => void leaderboards.showWorldDaily(),
    'race-record': () => {
      const ref = session.ref;
      if (ref !== null) void leaderboards.raceRecord(ref);
    },
    open: (file) => void replays.openFile(file),
  };
}
