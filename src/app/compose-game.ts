import { composeOpeners, type GameOpeners } from './compose-openers';
import { composeShell, type GameInbound, type GameShell } from './compose-shell';
import type { GameOptions } from './game-options';
import { AccountFlow } from './global/account-flow';
import { LaunchRouter } from './launch-router';
import { LiveStage, MenuStage, PlaybackStage } from './stage/stages';

/** The parts the game is made of, each built from the parts before it. */
export interface GameParts extends GameShell, GameOpeners {
  readonly router: LaunchRouter;
  /** The player's name and key on the global leaderboard (Settings); null without the service. */
  readonly account: AccountFlow | null;
}

/**
 * Builds the game in plain sight: every part is made from exactly the parts it needs, each built
 * before it. Two hand-ins close the circle at the end, once everything exists: the stages the
 * loop ticks (the live one ends runs, which shows screens) and the parts of screens made by the
 * parts that open screens.
 */
export function composeGame({ page, content }: GameOptions, inbound: GameInbound): GameParts {
  const shell = composeShell(page, content, inbound);
  const openers = composeOpeners(page, content, shell);
  const { screens, session, loop, stages, painter, progress } = shell;
  const { replays, runReplays, ghost, splits, launcher, leaderboards, editor } = openers;
  const identity = page.global?.identity;
  const account =
    identity === undefined
      ? null
      : new AccountFlow({
          identity,
          preferences: shell.preferences,
          host: screens,
          view: shell.view,
          copy: (text) => page.files.copy(text),
        });
  const live = new LiveStage({
    session,
    painter,
    ghost: () => ghost.ghost,
    splits,
    onRunEnd: (run) => {
      loop.pause('menu');
      splits.runEnded();
      const summary = progress.record(run, session.kind);
      runReplays.runEnded((replay, kept) => {
        editor.runKept(replay, kept, session.kind);
      });
      screens.showEnd(summary);
      // Read again for the next end screen: an operator may act while the player plays.
      void page.global?.moderation?.refresh();
    },
  });
  stages.cast({
    menu: new MenuStage(live, painter),
    live,
    playback: (player) => new PlaybackStage(player, painter),
  });
  screens.furnish({
    viewer: () => replays.viewer,
    board: () => leaderboards.board(),
    endActions: () => runReplays.endActions((ref) => void leaderboards.show(ref)),
    editor: () => editor.session,
    splitTable: () => splits.table(),
    account: () => account?.model ?? null,
    moderation: () => page.global?.moderation?.notes('runs') ?? [],
    onLeaveReplay: () => {
      replays.close();
    },
  });
  const router = new LaunchRouter({
    levels: content.levels,
    startLevel: (level) => {
      launcher.startLevel(level);
    },
    startSeed: (seed) => void launcher.startSeed(seed),
    openReplayLink: (fragment) => void replays.openLink(fragment),
    openLevelLink: (fragment) => void editor.openLink(fragment),
    toTitle: (notice) => {
      screens.toTitle(notice);
    },
  });
  void page.global?.moderation?.refresh();
  return { ...shell, ...openers, router, account };
}
