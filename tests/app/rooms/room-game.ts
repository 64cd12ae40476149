import { decodeLiveInputs } from '../../../src/api';
import type { LiveSocketEvents } from '../../../src/app';
import { createTestHooks } from '../../../src/app/test-hooks';
import { BUILT_IN_LEVELS } from '../../../src/levels';
import type { RenderProbe } from '../../../src/render';
import { ManualTimers } from '../global/fake-service';
import { gameHarness } from '../game-harness';
import { NOON, roomsService, STARTS_AT } from './rooms-service';

/** The run Ariadne finished first with, in `roomGameAfterRace`. */
export const ARIADNE_RUN = 'AriadneRunId0001';

/**
 * The game of `player` against the fake rooms service, with fake live sockets, timers and a
 * clock moved by hand: what the room tests drive, and the room screen's model as they read it.
 */
export function roomGame(player: 'Theseus' | 'Ariadne', posting = true) {
  const svc = roomsService(player);
  const sockets: { path: string; sent: unknown[]; events: LiveSocketEvents }[] = [];
  const timers = new ManualTimers();
  let now = NOON;
  const live = {
    connect: (path: string, events: LiveSocketEvents) => {
      const socket = { path, sent: [] as unknown[], events };
      sockets.push(socket);
      return {
        send: (data: string | Uint8Array) =>
          socket.sent.push(
            typeof data === 'string'
              ? (JSON.parse(data) as unknown)
              : { type: 'inputs', ...decodeLiveInputs(data) },
          ),
        close: () => undefined,
      };
    },
    timer: timers.timer,
  };
  const h = gameHarness({
    settings: { globalPost: posting, playerName: player },
    clockMs: () => now,
    global: {
      client: svc.client,
      poster: svc.poster,
      identity: svc.identity,
      live,
      rooms: svc.rooms,
    },
  });
  const hooks = createTestHooks({
    game: h.game,
    loop: h.loop,
    probe: {} as RenderProbe,
    levels: BUILT_IN_LEVELS,
  });
  const room = () => {
    const view = h.view.modelOf('room').room;
    if (view === null) throw new Error('no room screen');
    return view;
  };
  const racers = () => room().racers.map((row) => [row.player, row.state]);
  const advance = (ms: number) => {
    now += ms;
  };
  const said = (frame: object) => {
    sockets[0]?.events.message(JSON.stringify(frame));
  };
  return { svc, sockets, timers, h, hooks, room, racers, advance, said };
}

/**
 * `roomGame(player)` a minute after the start of `creator`'s room, which is over: Ariadne
 * finished first with her won run (`ARIADNE_RUN`, 70 ticks).
 */
export function roomGameAfterRace(player: 'Theseus' | 'Ariadne', creator: 'Theseus' | 'Ariadne') {
  const s = roomGame(player);
  s.svc.room.creator = creator;
  s.svc.room.startsAt = STARTS_AT;
  s.svc.room.state = 'over';
  s.svc.room.racers.push({
    player: 'Ariadne',
    state: 'finished',
    place: 1,
    run: { runId: ARIADNE_RUN, outcome: 'won', timeTicks: 70 },
  });
  s.advance(60_000);
  return s;
}
