import type { Level } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { PickedFile, Screen, ScreenAction, Toggle } from './core/screen';
import type { LaunchRequest } from './launch-params';

/** The game as the screens' buttons reach it (the GameController). */
export interface ScreenActionTarget {
  readonly progress: Progress;
  readonly replays: {
    openFile(file: PickedFile): Promise<unknown>;
    openLink(fragment: string): Promise<unknown>;
    readonly leaderboards: { show(): Promise<void>; showWorldDaily(): Promise<void> };
  };
  readonly editor: { open(): Promise<void>; openLink(fragment: string): Promise<void> };
  startLevel(level: Level): void;
  startSeed(seed: number): Promise<void>;
  startDaily(): Promise<void>;
  resume(): void;
  restart(): void;
  pause(): void;
  quitToTitle(): void;
}

/** What the buttons reach that the game keeps to itself. */
export interface ScreenActionParts {
  readonly levels: readonly Level[];
  readonly preferences: { rename(name: string): void; update(changes: Partial<Settings>): void };
  toggle(toggle: Toggle): void;
  show(screen: Screen): void;
}

/** Does what a screen's button asks: a run, a setting, a file, the editor, or another screen. */
export function actOnScreen(
  action: ScreenAction,
  game: ScreenActionTarget,
  parts: ScreenActionParts,
): void {
  if (typeof action === 'object') {
    if ('pick' in action) game.startLevel(action.pick);
    else if ('open' in action) void game.replays.openFile(action.open);
    else if ('rename' in action) parts.preferences.rename(action.rename);
    else if ('bindings' in action) parts.preferences.update({ bindings: action.bindings });
    else parts.toggle(action.toggle);
  } else if (action === 'scores') void game.replays.leaderboards.show();
  else if (action === 'world') void game.replays.leaderboards.showWorldDaily();
  else if (action === 'play') {
    const { levels } = parts;
    const next = levels.find((l) => !game.progress.has(l.id)) ?? levels.at(-1);
    if (next !== undefined) game.startLevel(next);
  } else if (action === 'daily') void game.startDaily();
  else if (action === 'editor') void game.editor.open();
  else if (action === 'title') game.quitToTitle();
  else if (action === 'resume') game.resume();
  else if (action === 'restart') game.restart();
  else if (action === 'pause') game.pause();
  else parts.show(action);
}

/** Opens what the page was asked for: a level, a seed, a shared replay or level, or the title. */
export function launchRequest(
  request: LaunchRequest,
  game: ScreenActionTarget,
  screens: { toTitle(notice: string | null): void },
): void {
  if (request.kind === 'level') game.startLevel(request.level);
  else if (request.kind === 'seed') void game.startSeed(request.seed);
  else if (request.kind === 'replay') {
    screens.toTitle(null);
    void game.replays.openLink(request.fragment);
  } else if (request.kind === 'level-link') void game.editor.openLink(request.fragment);
  else screens.toTitle(request.notice);
}
