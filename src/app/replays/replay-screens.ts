import type { LevelRef } from '../../replay/format';
import type { ScreenFeature } from '../screen-models';
import type { LeaderboardBrowser } from './leaderboard-browser';
import type { ReplayController } from './replay-controller';

/** What the boards and replays work with. */
export interface ReplayScreenParts {
  readonly leaderboards: Pick<
    LeaderboardBrowser,
    'board' | 'show' | 'showWorldDaily' | 'raceRecord'
  >;
  readonly replays: Pick<ReplayController, 'viewer' | 'openFile'>;
  /** The level last played, whose world record an end screen races. */
  readonly session: { readonly ref: LevelRef | null };
}

/**
 * The boards and replays: the leaderboard on show and the replay viewer, opening the boards and
 * today's world daily board, racing the world record of the level last played, and a replay file
 * picked or dropped.
 */
export function replayScreens(parts: ReplayScreenParts): ScreenFeature<'scores' | 'replay'> {
  const { leaderboards, replays, session } = parts;
  return {
    actions: {
      scores: () => void leaderboards.show(),
      world: () => void leaderboards.showWorldDaily(),
      'race-record': () => {
        const ref = session.ref;
        if (ref !== null) void leaderboards.raceRecord(ref);
      },
      open: (file) => void replays.openFile(file),
    },
    models: {
      scores: () => ({ screen: 'scores', board: leaderboards.board() }),
      replay: () => ({ screen: 'replay', player: replays.viewer }),
    },
  };
}
