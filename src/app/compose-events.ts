import type { GameShell } from './compose-shell';
import type { GameOpeners } from './compose-openers';
import { MENUS } from './core/screen';
import { EventsBrowser } from './events/events-browser';
import type { GameContent, PagePorts } from './game-options';
import { playerKey } from './global/player-key';
import { GlobalRuns } from './replays/global-runs';

/**
 * The Events screen's browser, from the service's events and the parts that play, watch and
 * race runs; null when the game has no service (or no events port). The title offers it to a
 * player who posts (or has a key), for whom the list is read as the game starts: the title's
 * notice of an event open now.
 */
export function composeEvents(
  page: PagePorts,
  content: GameContent,
  shell: GameShell,
  openers: GameOpeners,
): EventsBrowser | null {
  const global = page.global;
  const client = global?.events;
  const { eventPlay } = openers;
  if (global === undefined || client === undefined || eventPlay === null) return null;
  const { library, ghost, replays, launcher } = openers;
  const { screens, preferences } = shell;
  // A player who takes part in the global boards (posting on, or a key kept in this browser):
  // the title offers them the events. Nothing is asked of the service for anyone else.
  const offered = () =>
    preferences.settings.globalPost || (global.identity?.player ?? null) !== null;
  const events = new EventsBrowser({
    host: screens,
    client,
    play: eventPlay,
    startRef: (ref) => launcher.startRef(ref),
    // Set once the rooms are composed: a cup's room opens as its link would.
    openRoom: (roomId) => {
      openers.roomEntries.open(roomId);
    },
    runs: new GlobalRuns({ global: global.client, library, notify: page.notify }),
    watchText: (text) => void replays.open({ kind: 'value', value: text }),
    race: (replay, ref, levelKey, label) => {
      ghost.raceNext(replay, levelKey, label);
      void launcher.startRef(ref);
    },
    key: () => playerKey(global.identity, preferences.settings, 'key'),
    keptKey: () => global.identity?.player?.key ?? null,
    player: () => global.identity?.player?.name ?? preferences.settings.playerName,
    levels: content.levels,
    clockMs: page.clockMs,
    notify: page.notify,
    timer: global.live?.timer ?? null,
    offered: () => offered(),
  });
  screens.titleEvents(() => ({
    offered: offered(),
    open: offered() ? events.openNow() : null,
    cupRoom: offered() ? events.cupWaiting() : null,
  }));
  // Back on the menus, the next runs are ordinary ones: only Play on the Events screen enters.
  screens.beforeShow((next) => {
    if (MENUS.has(next) && next !== 'loading') eventPlay.leave();
    // Running events are read again only while the Events screen or the title shows them: a
    // wait set for one screen ends with it, and once the next is up (its show is synchronous)
    // the reads pick up where that one wants them.
    if (next !== screens.screen()) events.leave();
    if (next === 'events' || next === 'title')
      void Promise.resolve().then(() => {
        events.resume();
      });
  });
  if (offered()) void events.refresh();
  return events;
}
