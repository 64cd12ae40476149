import type { Screen } from './core/screen';
import { communityScreens } from './community/community-screens';
import type { GameParts } from './compose-game';
import { editorScreens } from './editor/editor-screens';
import { eventsScreens } from './events/events-screens';
import type { GameOptions } from './game-options';
import { liveScreens } from './live/live-screens';
import { replayScreens } from './replays/replay-screens';
import { roomScreens } from './rooms/room-screens';
import { runEndScreens } from './run-end-screen';
import { runScreens } from './run-screens';
import type { ScreenFeature } from './screen-models';
import { settingsScreens } from './settings-screens';

/** The actions the title and a run's screens share, which the controller itself carries out. */
export interface OwnActions {
  readonly title: () => void;
  readonly help: () => void;
  readonly resume: () => void;
  readonly restart: () => void;
  readonly pause: () => void;
}

/**
 * Each feature registers its screens, their models and their buttons' actions, through
 * `register`: a new screen's is one line here. The help screen and the shared actions (back to
 * the title, help, pause, resume, restart) are the controller's own.
 */
export function registerGameScreens(
  options: GameOptions,
  parts: GameParts,
  own: OwnActions,
  register: <S extends Screen>(feature: ScreenFeature<S>) => void,
): void {
  const { levels } = options.content;
  const { global } = options.page;
  const { progress, launcher, screens, loop, session, shared } = parts;
  const { runReplays, leaderboards, splits } = parts;
  register<'help'>({ actions: own, models: { help: () => ({ screen: 'help' }) } });
  register(runScreens({ levels, progress, launcher, screens, loop, session }));
  register(
    runEndScreens({
      levels,
      session,
      progress,
      shared,
      runReplays,
      leaderboards,
      splits,
      worldBoards: global !== undefined,
      moderation: global?.moderation ?? null,
    }),
  );
  register(settingsScreens(parts));
  register(replayScreens(parts));
  register(editorScreens(parts.editor));
  register(communityScreens(parts.community));
  register(liveScreens(parts.live));
  register(eventsScreens(parts.events));
  register(roomScreens(parts.rooms));
}
