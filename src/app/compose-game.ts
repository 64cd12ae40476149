import { composeCommunity } from './compose-community';
import { composeLive } from './compose-live';
import { composeEvents } from './compose-events';
import { composeRooms } from './compose-rooms';
import type { RoomRace } from './rooms/room-race';
import type { EventsBrowser } from './events/events-browser';
import type { CommunityBrowser } from './community/community-browser';
import { composeOpeners, type GameOpeners } from './compose-openers';
import { composeShell, type GameInbound, type GameShell } from './compose-shell';
import type { GameOptions } from './game-options';
import { AccountFlow } from './global/account-flow';
import { LaunchRouter } from './launch-router';
import type { LiveBrowser } from './live/live-browser';
import { showRunEnds } from './run-end-screen';
import { LiveStage, MenuStage, PlaybackStage, WatchStage } from './stage/stages';

/** The parts the game is made of, each built from the parts before it. */
export interface GameParts extends GameShell, GameOpeners {
  readonly router: LaunchRouter;
  /** The player's name and key on the global leaderboard (Settings); null without the service. */
  readonly account: AccountFlow | null;
  /** The Community screen's browser; null without the service's catalogue. */
  readonly community: CommunityBrowser | null;
  /** The Live screen's browser and its watch view; null without the service's live sockets. */
  readonly live: LiveBrowser | null;
  /** The Events screen's browser; null without the service's events. */
  readonly events: EventsBrowser | null;
  /** Race rooms; null without the service's rooms and live sockets. */
  readonly rooms: RoomRace | null;
}

/**
 * Builds the game in plain sight: every part is made from exactly the parts it needs, each built
 * before it. One hand-in closes the circle at the end, once everything exists: the stages the
 * loop ticks (the live one ends runs, which shows screens). The screens' models are registered
 * by their features (game-controller.ts).
 */
export function composeGame({ page, content }: GameOptions, inbound: GameInbound): GameParts {
  const shell = composeShell(page, content, inbound);
  const openers = composeOpeners(page, content, shell);
  const { screens, session, stages, painter } = shell;
  const { replays, ghost, launcher, editor } = openers;
  const community = composeCommunity(page, shell, openers);
  const liveRuns = composeLive(page, content, shell, openers);
  const events = composeEvents(page, content, shell, openers);
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
  // Last of the parts that follow runs: a run's end screen shows what the others noted.
  showRunEnds({
    session,
    loop: shell.loop,
    progress: shell.progress,
    screens,
    moderation: page.global?.moderation ?? null,
  });
  // After the end screens: a race run's end brings up its room's result.
  const rooms = composeRooms(page, content, shell, openers);
  const live = new LiveStage({
    session,
    painter,
    // A race run draws its rivals; any other run the board's ghost it races.
    ghosts: () => rooms?.ghosts() ?? ghost.ghosts,
    loop: shell.loop,
    input: shell.input,
    host: screens,
    launcher,
  });
  stages.cast({
    menu: new MenuStage(live, painter),
    live,
    playback: (player) => new PlaybackStage(player, painter),
    follow: (watch) =>
      new WatchStage(watch, painter, () => {
        liveRuns?.show();
      }),
  });
  // The replay viewer and the watch view close as any other screen goes up.
  screens.beforeShow((next) => {
    if (next !== 'replay') replays.close();
    if (next !== 'live-watch') liveRuns?.close();
  });
  const router = new LaunchRouter({
    levels: content.levels,
    startLevel: (level) => {
      launcher.startLevel(level);
    },
    startSeed: (seed) => void launcher.startSeed(seed),
    openReplayLink: (fragment) => void replays.openLink(fragment),
    openLevelLink: (fragment) => void editor.openLink(fragment),
    openRoom: (roomId) => {
      openers.roomEntries.open(roomId);
    },
    toTitle: (notice) => {
      screens.toTitle(notice);
    },
  });
  void page.global?.moderation?.refresh();
  return { ...shell, ...openers, router, account, community, live: liveRuns, events, rooms };
}
