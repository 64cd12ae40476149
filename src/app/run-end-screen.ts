import type { RunSession } from './core/run-session';
import type { OwnModerationNotes } from './global/own-moderation';
import type { RunSummary } from './score-run';

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
