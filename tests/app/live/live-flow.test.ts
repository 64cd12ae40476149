/**
 * The Live screen and the watch view through the whole game (a recording view, a real loop fed
 * frames by hand): the title's Live button lists the runs in progress; watching one puts its
 * run on the stage, drawn from the catch-up and then one tick per tick of the loop; the testing
 * hook reports it; Escape goes back to the list; a window left in the background stops the
 * watch until Watch on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LiveRunRow } from '../../../src/api/live';
import {
  GlobalClient,
  GlobalPoster,
  PlayerIdentity,
  type LiveSocketEvents,
} from '../../../src/app';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { createTestHooks } from '../../../src/app/test-hooks';
import { BUILT_IN_LEVELS } from '../../../src/levels';
import type { RenderProbe } from '../../../src/render';
import { FakeService, ManualTimers, settle } from '../global/fake-service';
import { gameHarness } from '../game-harness';

const WON = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/won-first-steps.json', import.meta.url), 'utf8'),
) as { inputs: [number, number][] };
const INPUTS = WON.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));

const ROW: LiveRunRow = {
  liveId: 'AbCdEfGhIjKlMnOp',
  levelKey: 'level:first-steps',
  level: { id: 'first-steps' },
  player: 'Ariadne',
  ticks: 20,
  paused: false,
  viewers: 0,
};

function pairs(from: number, to: number): [number, number][] {
  const runs: [number, number][] = [];
  for (const input of INPUTS.slice(from, to)) {
    const last = runs.at(-1);
    if (last?.[1] === input) last[0] += 1;
    else runs.push([1, input]);
  }
  return runs;
}

/** The service's answers as the game reads them: the list of runs and an empty board. */
function fakeService(): FakeService {
  const service = new FakeService();
  service.answer = (request) =>
    request.path.endsWith('/api/live')
      ? { status: 200, body: { runs: [ROW], delayMs: 2000 } }
      : { status: 200, body: { levelKey: ROW.levelKey, runs: [] } };
  return service;
}

function setup() {
  const sockets: { path: string; events: LiveSocketEvents }[] = [];
  const service = fakeService();
  const client = new GlobalClient({ fetch: service.fetch });
  const store = new LocalStore({ storage: () => new FakeStorage() });
  const identity = new PlayerIdentity({ client, store });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => false,
    timer: new ManualTimers().timer,
    now: () => '2026-03-14T12:00:00.000Z',
    identity,
    playerName: () => 'Theseus',
  });
  const live = {
    connect: (path: string, events: LiveSocketEvents) => {
      sockets.push({ path, events });
      return { send: () => undefined, close: () => undefined };
    },
    timer: () => () => undefined,
  };
  const h = gameHarness({ global: { client, poster, live } });
  const hooks = createTestHooks({
    game: h.game,
    loop: h.loop,
    probe: {} as RenderProbe,
    levels: BUILT_IN_LEVELS,
  });
  const say = (frame: object) => {
    sockets.at(-1)?.events.message(JSON.stringify(frame));
  };
  return { h, hooks, sockets, say };
}

async function watching(s: ReturnType<typeof setup>) {
  s.h.view.act('live');
  await settle();
  const list = s.h.view.modelOf('live').live;
  expect(list?.runs.map((run) => [run.player, run.level])).toEqual([['Ariadne', 'The Threshold']]);
  list?.onWatch(ROW.liveId);
  await settle();
  expect(s.h.game.screen).toBe('live-watch');
  s.say({
    type: 'catch-up',
    run: {
      liveId: ROW.liveId,
      levelKey: ROW.levelKey,
      level: ROW.level,
      player: ROW.player,
      delayMs: 2000,
    },
    runs: pairs(0, 20),
    paused: false,
  });
}

describe('watching a live run in the game', () => {
  it('draws the catch-up at once, then one received tick per tick of the loop', async () => {
    const s = setup();
    expect(s.hooks.liveWatch()).toBeNull();
    await watching(s);
    expect(s.sockets.map((socket) => socket.path)).toEqual(['/api/live/watch/AbCdEfGhIjKlMnOp']);
    expect(s.hooks.liveWatch()).toMatchObject({ state: 'live', tick: 20, player: 'Ariadne' });
    s.say({ type: 'inputs', from: 20, runs: pairs(20, 24) });
    s.h.run(1); // the loop's baseline frame
    s.h.run(2);
    expect(s.hooks.liveWatch()?.tick).toBe(22);
    s.h.run(5);
    expect(s.hooks.liveWatch()?.tick).toBe(24);
    expect(s.h.view.modelOf('live-watch').watch).toMatchObject({
      player: 'Ariadne',
      level: 'The Threshold',
      state: 'live',
    });
  });

  it('goes back to the list on Escape, and the watch is closed', async () => {
    const s = setup();
    await watching(s);
    s.h.game.command('back');
    expect(s.h.game.screen).toBe('live');
    expect(s.hooks.liveWatch()).toBeNull();
  });

  it('stops in the background until Watch on', async () => {
    const s = setup();
    await watching(s);
    s.say({ type: 'inputs', from: 20, runs: pairs(20, 24) });
    s.h.run(1);
    s.h.lifecycle.emit('hidden');
    expect(s.h.view.modelOf('live-watch').watch?.held).toBe(true);
    s.h.run(5);
    expect(s.hooks.liveWatch()?.tick).toBe(20);
    s.h.lifecycle.emit('visible');
    s.h.view.modelOf('live-watch').watch?.onWatchOn();
    expect(s.h.view.modelOf('live-watch').watch?.held).toBe(false);
    s.h.run(6);
    expect(s.hooks.liveWatch()?.tick).toBe(24);
  });
});
