import {
  CatalogueClient,
  EventClient,
  GlobalClient,
  GlobalPoster,
  LevelPublisher,
  OwnModerationNotes,
  PlayerIdentity,
  RoomClient,
  type FetchLike,
  type GlobalPorts,
  type Timer,
} from '../../app';
import type { LocalStore } from '../../storage/local-store';
import { webSocketConnect } from './live-socket';

/**
 * The leaderboard service as the page reaches it: its own origin, unless the build names
 * another (VITE_LEADERBOARD_ORIGIN; the page's CSP connect-src follows it, see
 * page-headers.ts), with the page's fetch and timers. Won runs and published levels waiting in
 * their outboxes go again when the page comes back online. `posting` is the player's opt-in as
 * it is now; `onServiceVersion` hears of a service that plays by other rules than the game.
 */
export function globalService(
  store: LocalStore,
  posting: () => boolean,
  onServiceVersion: (version: number) => void,
  playerName: () => string,
): Required<GlobalPorts> {
  const fetch: FetchLike = (url, init) => window.fetch(url, init);
  const base = (import.meta.env.VITE_LEADERBOARD_ORIGIN ?? '').replace(/\/+$/, '');
  const client = new GlobalClient({ fetch, base });
  const catalogue = new CatalogueClient({ fetch, base });
  const events = new EventClient({ fetch, base });
  const timer: Timer = (ms, run) => {
    const id = window.setTimeout(run, ms);
    return () => {
      window.clearTimeout(id);
    };
  };
  const identity = new PlayerIdentity({ client, store });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: posting,
    timer,
    now: () => new Date().toISOString(),
    onServiceVersion,
    identity,
    playerName,
  });
  const levels = new LevelPublisher({
    client,
    store,
    enabled: posting,
    timer,
    identity,
    playerName,
  });
  window.addEventListener('online', () => {
    poster.online();
    levels.online();
  });
  const moderation = new OwnModerationNotes({ fetch, base, player: () => identity.player });
  const live = { connect: webSocketConnect(base), timer };
  const rooms = new RoomClient({ fetch, base });
  return { client, poster, levels, identity, moderation, catalogue, events, live, rooms };
}
