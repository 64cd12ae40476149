/**
 * Race rooms through the whole game (a recording view, a real loop fed frames by hand, a fake
 * service, fake sockets, timers and clock): the creator makes a room from Race a friend, shares
 * its link and starts it; a racer opens the link and joins; each counts down by the page's clock
 * and starts its run at the service's start time with the room's token; the other racer's
 * `rival` frames are drawn as a ghost at the racer's own tick; the run's end brings up the
 * room's result with every verified run.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIVE_RUN_PATH } from '../../../src/api/live';
import { getBuiltInLevel } from '../../../src/levels';
import { Simulation } from '../../../src/sim';
import { compress } from '../../replay/support/replays';
import { fakeKey, settle } from '../global/fake-service';
import { ARIADNE_RUN, roomGameAfterRace, roomGame as setup } from './room-game';
import { ARIADNE_HASH, ROOM_ID, STARTS_AT } from './rooms-service';

const WON = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/won-first-steps.json', import.meta.url), 'utf8'),
) as { inputs: [number, number][] };
const INPUTS = WON.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));
const RIVAL_ID = 'AriadneLiveId001';
const THESEUS_RUN = 'TheseusRunId0001';

function pairs(from: number, to: number) {
  return compress(INPUTS.slice(from, to));
}

/** The run of the first level after `ticks` of the winning inputs, replayed on its own. */
function replayed(ticks: number): Simulation {
  const level = getBuiltInLevel('first-steps');
  if (level === undefined) throw new Error('no first level');
  const sim = new Simulation(level);
  for (const input of INPUTS.slice(0, ticks)) sim.advance(input);
  return sim;
}

describe('a race room in the game', () => {
  it("the creator makes a room, shares its link, starts it and races the other's ghost", async () => {
    const s = setup('Theseus');
    s.h.view.act('race-room');
    const pick = s.room();
    expect(pick.phase).toBe('pick');
    expect(pick.choices[0]?.name).toBe('The Threshold');
    pick.choices[0]?.onRace();
    await settle();
    const made = s.svc.service.sent.find((r) => r.path === '/api/rooms');
    expect(made?.body).toEqual({ level: { id: 'first-steps' } });
    expect(made?.authorization).toBe(`Bearer ${fakeKey('Theseus')}`);
    expect(s.room().link).toBe(`https://maze.example/play/?level=first-steps#room=${ROOM_ID}`);
    expect(s.racers()).toEqual([['Theseus', 'waiting']]);
    expect(s.room().onJoin).toBeNull();

    // Ariadne takes a seat; the screen asks for the room again a second later.
    s.svc.room.racers.push({ player: 'Ariadne', state: 'waiting' });
    s.timers.fire(1000);
    await settle();
    expect(s.racers()).toEqual([
      ['Theseus', 'waiting'],
      ['Ariadne', 'waiting'],
    ]);
    s.room().onStart?.();
    await settle();
    expect(s.room().countdown).toBe(3);
    s.advance(1000);
    s.timers.fire(250);
    expect(s.room().countdown).toBe(2);
    // A millisecond before the service's start the run has not started.
    s.advance(1999);
    s.timers.fire();
    expect(s.h.game.screen).toBe('room');
    s.advance(1);
    s.timers.fire();
    await settle();
    expect(s.h.game.screen).toBe('playing');

    // The run streams with the room's token, and Ariadne's run comes on the same socket.
    expect(s.sockets[0]?.path).toBe(LIVE_RUN_PATH);
    expect(s.sockets[0]?.sent[0]).toMatchObject({ type: 'hello', token: 'room-token-Theseus' });
    s.said({ type: 'welcome', liveId: 'TheseusLiveId001', tick: 0, resumeWithinMs: 10_000 });
    const run = { liveId: RIVAL_ID, levelKey: 'level:first-steps', level: { id: 'first-steps' } };
    s.said({
      type: 'rival',
      liveId: RIVAL_ID,
      frame: {
        type: 'catch-up',
        run: { ...run, player: 'Ariadne', delayMs: 0 },
        runs: pairs(0, 10),
        paused: false,
      },
    });
    s.h.inputs.push(...INPUTS);
    s.h.run(6);
    expect(s.hooks.rivals()).toEqual([{ player: 'Ariadne', received: 10, drawn: 5 }]);
    s.h.run(10);
    // The rival's ghost waits at the last tick received...
    expect(s.hooks.rivals()[0]?.drawn).toBe(10);
    s.said({
      type: 'rival',
      liveId: RIVAL_ID,
      frame: { type: 'inputs', from: 10, runs: pairs(10, 40) },
    });
    // ...and catches up to the racer's own tick when more comes.
    const tick = s.h.session.run?.tick ?? 0;
    expect(s.hooks.rivals()[0]).toEqual({ player: 'Ariadne', received: 40, drawn: tick });
    s.h.run(1);
    const drawn = s.h.draws.at(-1);
    const rival = replayed(tick + 1).player;
    expect(drawn?.ghosts).toEqual([
      { x: rival.x, y: rival.y, opacity: 1, tag: { mark: 1, label: 'Ariadne' } },
    ]);

    // The run ends: the room's result comes up, and the run was posted with the room's token.
    s.h.run(INPUTS.length);
    await settle();
    expect(s.h.session.run?.outcome).toBe('won');
    expect(s.h.game.screen).toBe('room');
    expect(s.svc.service.posts()[0]?.body).toMatchObject({ token: 'room-token-Theseus' });
    s.svc.room.state = 'over';
    s.svc.room.racers = [
      {
        player: 'Ariadne',
        state: 'finished',
        place: 1,
        run: { runId: ARIADNE_RUN, outcome: 'won', timeTicks: 70 },
      },
      {
        player: 'Theseus',
        state: 'finished',
        place: 2,
        run: { runId: THESEUS_RUN, outcome: 'won', timeTicks: 78 },
      },
    ];
    s.timers.fire(1000);
    await settle();
    expect(s.room().state).toBe('over');
    expect(s.room().racers).toEqual([
      {
        player: 'Ariadne',
        state: 'finished',
        place: 1,
        timeTicks: 70,
        runId: ARIADNE_RUN,
        you: false,
      },
      {
        player: 'Theseus',
        state: 'finished',
        place: 2,
        timeTicks: 78,
        runId: THESEUS_RUN,
        you: true,
      },
    ]);
    // Watch on Ariadne's row opens her verified run in the replay viewer.
    s.room().onWatch(ARIADNE_RUN);
    await settle();
    expect(s.svc.service.sent.map((r) => r.path)).toContain(`/api/replays/${ARIADNE_HASH}`);
    expect(s.h.game.screen).toBe('replay');
  });

  it('a racer opens the link, joins, and starts with the others at the start time', async () => {
    const s = setup('Ariadne');
    s.svc.room.creator = 'Theseus';
    s.svc.room.racers.push({ player: 'Theseus', state: 'waiting' });
    s.h.game.router.open({ kind: 'room', roomId: ROOM_ID });
    await settle();
    expect(s.h.game.screen).toBe('room');
    expect(s.racers()).toEqual([['Theseus', 'waiting']]);
    expect(s.room().onStart).toBeNull();
    s.room().onJoin?.();
    await settle();
    const join = s.svc.service.sent.find((r) => r.path === `/api/rooms/${ROOM_ID}/join`);
    expect(join?.authorization).toBe(`Bearer ${fakeKey('Ariadne')}`);
    expect(s.room().onJoin).toBeNull();
    expect(s.racers()).toEqual([
      ['Theseus', 'waiting'],
      ['Ariadne', 'waiting'],
    ]);

    // Theseus starts the race on his side: the next read brings the start time.
    s.svc.room.startsAt = STARTS_AT;
    s.svc.room.state = 'countdown';
    s.timers.fire(1000);
    await settle();
    expect(s.room().countdown).toBe(3);
    s.advance(3000);
    s.timers.fire();
    await settle();
    expect(s.h.game.screen).toBe('playing');
    const starts = s.svc.service.sent.filter((r) => r.path === `/api/rooms/${ROOM_ID}/start`);
    expect(starts.map((r) => r.authorization)).toEqual([`Bearer ${fakeKey('Ariadne')}`]);
    expect(s.sockets[0]?.sent[0]).toMatchObject({ type: 'hello', token: 'room-token-Ariadne' });
  });

  it('opening the link of a race the player finished shows its result and starts no run', async () => {
    const s = roomGameAfterRace('Ariadne', 'Theseus');
    s.h.game.router.open({ kind: 'room', roomId: ROOM_ID });
    await settle();
    s.timers.fire();
    await settle();
    expect(s.h.game.screen).toBe('room');
    expect(s.room().countdown).toBeNull();
    expect(s.racers()).toEqual([['Ariadne', 'finished']]);
    expect(s.svc.service.sent.filter((r) => r.path.endsWith('/start'))).toEqual([]);
  });

  it('a player who does not post is told to switch posting on, and no room is made', async () => {
    const s = setup('Theseus', false);
    s.h.view.act('race-room');
    s.room().choices[0]?.onRace();
    await settle();
    expect(s.svc.service.sent).toEqual([]);
    expect(s.room().phase).toBe('failed');
    expect(s.room().message).toBe(
      'To race, switch on posting to the global leaderboard in Settings: each run is verified by its post.',
    );
  });
});
