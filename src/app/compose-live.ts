import type { GameShell } from './compose-shell';
import type { GameOpeners } from './compose-openers';
import type { GameContent, PagePorts } from './game-options';
import { LiveBrowser } from './live/live-browser';

/**
 * The Live screen's browser, from the service's client and live sockets and the replay code the
 * spectator re-simulates with; null when the game has no service (or no live sockets).
 */
export function composeLive(
  page: PagePorts,
  content: GameContent,
  shell: GameShell,
  openers: GameOpeners,
): LiveBrowser | null {
  const live = page.global?.live;
  const client = page.global?.client;
  if (live === undefined || client === undefined) return null;
  return new LiveBrowser({
    host: shell.screens,
    client,
    connect: live.connect,
    timer: live.timer,
    library: openers.library,
    stages: shell.stages,
    loop: shell.loop,
    levels: content.levels,
  });
}
