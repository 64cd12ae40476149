import type { Level, Simulation } from '../sim';
import { postsGlobally, type RunKind, type RunSession } from './core/run-session';
import type { MakerTime } from './core/shared-level';
import type { OwnModerationNotes } from './global/own-moderation';
import type { LeaderboardBrowser } from './replays/leaderboard-browser';
import type { RunReplays } from './replays/run-replays';
import type { RunSummary } from './score-run';
import type { RunEndModel, ScreenFeature } from './screen-models';
import type { LiveSplits } from './splits/live-splits';

/** What a live run's end screen is put up with. */
export interface RunEndScreenOptions {
  readonly session: Pick<RunSession, 'on'>;
  /** The end screen is a menu: the loop stops for it. */
  readonly loop: { pause(reason: 'menu'): void };
  /** How the run ended, as the progress book scored it when it ended. */
  readonly progress: { readonly summary: RunSummary | null };
  readonly screens: { showEnd(summary: RunSummary): void };
  /** What moderation did to the player's runs, which the end screens say (null: no service). */
  readonly moderation: Pick<OwnModerationNotes, 'refresh'> | null;
}

/**
 * Puts each live run's end on screen: the loop stops for the menus and the win or lose screen
 * goes up. Subscribed after every other part that follows runs, so it hears of an end last and
 * the screen shows the run as they noted it: its score, its replay, its splits.
 */
export function showRunEnds(options: RunEndScreenOptions): void {
  const { loop, progress, screens, moderation } = options;
  options.session.on('run-ended', () => {
    loop.pause('menu');
    if (progress.summary !== null) screens.showEnd(progress.summary);
    // Read again for the next end screen: an operator may act while the player plays.
    void moderation?.refresh();
  });
}

/** What a run's end screen shows, and where each part of it comes from. */
export interface RunEndParts {
  /** The built-in levels, in play order: a won one offers the next. */
  readonly levels: readonly Level[];
  /** The run that ended, and its kind. */
  readonly session: { readonly run: Simulation | null; readonly kind: RunKind };
  /** How the run ended, as the progress book scored it. */
  readonly progress: { readonly summary: RunSummary | null };
  /** The shared level in play, whose maker's time the screen shows. */
  readonly shared: { readonly maker: MakerTime | null };
  /** The run's replay buttons, whose board opens on the leaderboards. */
  readonly runReplays: Pick<RunReplays, 'endActions'>;
  readonly leaderboards: Pick<LeaderboardBrowser, 'show'>;
  readonly splits: Pick<LiveSplits, 'table'>;
  /** Whether the game reaches the global leaderboard (world records to race). */
  readonly worldBoards: boolean;
  /** What moderation did to the player's runs, name or key (null: no service). */
  readonly moderation: Pick<OwnModerationNotes, 'notes'> | null;
}

/**
 * The win and lose screens: how the run ended, the next level after a win, the maker's time of a
 * shared level, the replay's buttons, the split table, the world record to race and what
 * moderation did.
 */
export function runEndScreens(parts: RunEndParts): ScreenFeature<'won' | 'lost'> {
  return {
    models: {
      won: () => ({ screen: 'won', ...runEndModel(parts) }),
      lost: () => ({ screen: 'lost', ...runEndModel(parts) }),
    },
  };
}

/** The end screen of the run that ended last. */
function runEndModel(parts: RunEndParts): RunEndModel {
  const { session, progress, levels } = parts;
  const summary = progress.summary;
  return {
    summary,
    next: summary?.outcome === 'won' ? levelAfter(levels, session) : null,
    playtest: session.kind === 'editor',
    maker: session.kind === 'shared' ? parts.shared.maker : null,
    replay: parts.runReplays.endActions((ref) => void parts.leaderboards.show(ref)),
    splits: parts.splits.table(),
    raceRecord: parts.worldBoards && postsGlobally(session.kind),
    moderation: parts.moderation?.notes('runs') ?? [],
  };
}

/** The built-in level after the run's, when the run was of a built-in level that has one. */
function levelAfter(levels: readonly Level[], session: RunEndParts['session']): Level | null {
  if (session.kind !== 'level' || session.run === null) return null;
  const index = levels.indexOf(session.run.level);
  return index < 0 ? null : (levels[index + 1] ?? null);
}
