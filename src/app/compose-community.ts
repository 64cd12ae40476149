import type { GameShell } from './compose-shell';
import type { GameOpeners } from './compose-openers';
import { CommunityBrowser } from './community/community-browser';
import { CommunityRuns } from './community/community-runs';
import type { PagePorts } from './game-options';

/**
 * The Community screen's browser, from the service's catalogue and the parts that play and
 * watch levels; null when the game has no service (or no catalogue port).
 */
export function composeCommunity(
  page: PagePorts,
  shell: GameShell,
  openers: GameOpeners,
): CommunityBrowser | null {
  const global = page.global;
  const catalogue = global?.catalogue;
  if (global === undefined || catalogue === undefined) return null;
  const { library, editor, ghost, replays } = openers;
  const runs = new CommunityRuns({
    catalogue,
    global: global.client,
    library,
    openLink: (fragment) => void editor.openLink(fragment),
    raceNext: (replay, levelKey, label) => {
      ghost.raceNext(replay, levelKey, label);
    },
    watchText: (text) => void replays.open({ kind: 'value', value: text }),
    files: page.files,
    notify: page.notify,
  });
  return new CommunityBrowser({
    host: shell.screens,
    catalogue,
    runs,
    key: async () => {
      const identity = global.identity;
      if (identity === undefined) return null;
      const { globalPost, playerName } = shell.preferences.settings;
      // With posting on, the name in Settings is claimed as a run's start would claim it.
      if (!globalPost) return identity.player?.key ?? null;
      const answer = await identity.keyFor(playerName);
      return answer.kind === 'key' ? answer.player.key : null;
    },
    store: page.store,
    clockMs: page.clockMs,
    notify: page.notify,
  });
}
