import type { GameShell } from './compose-shell';
import type { GameOpeners } from './compose-openers';
import { pageLink } from './core/page-link';
import type { GameContent, PagePorts } from './game-options';
import { roomFragment } from './launch-params';
import { playerKey } from './global/player-key';
import { levelName } from './live/live-browser';
import { GlobalRuns } from './replays/global-runs';
import { RoomRace } from './rooms/room-race';
import { RoomResultRuns } from './rooms/room-result-runs';

/**
 * Race rooms in the game, from the service's rooms and live sockets; null without them. Composed
 * after the run ends' screens: a race run's end brings up the room's result over them. Runs that
 * start from a room's countdown enter it (the poster asks the room for their token).
 */
export function composeRooms(
  page: PagePorts,
  content: GameContent,
  shell: GameShell,
  openers: GameOpeners,
): RoomRace | null {
  const global = page.global;
  const client = global?.rooms;
  if (global?.live === undefined || client === undefined) return null;
  const { library, ghost, replays, launcher, rivals } = openers;
  const { preferences } = shell;
  const rooms = new RoomRace({
    host: shell.screens,
    client,
    key: () => playerKey(global.identity, preferences.settings, 'posting'),
    player: () => global.identity?.player?.name ?? preferences.settings.playerName,
    timer: global.live.timer,
    clockMs: page.clockMs,
    library,
    session: shell.session,
    rivals,
    startRef: (ref) => void launcher.startRef(ref),
    link: (roomId) => pageLink(page.files.pageUrl(), roomFragment(roomId)),
    copy: (text) => void page.files.copy(text),
    levelName: (ref) => levelName(ref, content.levels),
    levels: content.levels,
    results: new RoomResultRuns({
      client,
      runs: new GlobalRuns({ global: global.client, library, notify: page.notify }),
      watchText: (text) => void replays.open({ kind: 'value', value: text }),
      race: (replay, ref, levelKey, label) => {
        ghost.raceNext(replay, levelKey, label);
        void launcher.startRef(ref);
      },
    }),
  });
  openers.roomEntries.entryFor = (ref) => rooms.entryFor(ref);
  openers.roomEntries.open = (roomId) => void rooms.open(roomId);
  return rooms;
}
