/**
 * The watch view's run (src/app/live/live-watch.ts): the catch-up drawn at once, later batches
 * played one tick per tick of the loop (so frames interpolate as a replay's do), the pause and
 * the end shown once the drawn run reaches them, the socket opened again after a lost
 * connection, and a run the service no longer has.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LiveFollower } from '../../../src/app/live/live-follower';
import type { LiveSocketEvents } from '../../../src/app/live/live-runner';
import { LiveWatch, stepsFor } from '../../../src/app/live/live-watch';
import { formatHash } from '../../../src/replay';

/** The golden win of the first level: 78 ticks, hash 5c60b71d, its exit split at tick 78. */
const WON = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/won-first-steps.json', import.meta.url), 'utf8'),
) as { inputs: [number, number][] };
const INPUTS = WON.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));
const LIVE_ID = 'AbCdEfGhIjKlMnOp';

/** Run-length pairs of the inputs of ticks `from` to `to`. */
function pairs(from: number, to: number): [number, number][] {
  const runs: [number, number][] = [];
  for (const input of INPUTS.slice(from, to)) {
    const last = runs.at(-1);
    if (last?.[1] === input) last[0] += 1;
    else runs.push([1, input]);
  }
  return runs;
}

function catchUp(to: number, paused = false, level: object = { id: 'first-steps' }): string {
  const run = {
    liveId: LIVE_ID,
    levelKey: 'level:first-steps',
    level,
    player: 'Theseus',
    delayMs: 0,
  };
  return JSON.stringify({ type: 'catch-up', run, runs: pairs(0, to), paused });
}

function inputs(from: number, to: number): string {
  return JSON.stringify({ type: 'inputs', from, runs: pairs(from, to) });
}

/** The page's sockets and timer, recorded, with a way to answer as the service. */
function fakePage() {
  const sockets: { path: string; events: LiveSocketEvents; closed: boolean }[] = [];
  let due: (() => void)[] = [];
  const waits: number[] = [];
  let changes = 0;
  return {
    sockets,
    waits,
    changes: () => changes,
    changed: () => {
      changes += 1;
    },
    connect: (path: string, events: LiveSocketEvents) => {
      const socket = { path, events, closed: false };
      sockets.push(socket);
      return {
        send: () => undefined,
        close: () => {
          socket.closed = true;
        },
      };
    },
    timer: (ms: number, run: () => void) => {
      waits.push(ms);
      due.push(run);
      return () => {
        due = due.filter((f) => f !== run);
      };
    },
    fire() {
      const now = due;
      due = [];
      for (const run of now) run();
    },
    say(text: string) {
      sockets.at(-1)?.events.message(text);
    },
  };
}

function watchOn(page: ReturnType<typeof fakePage>): LiveWatch {
  const { connect, timer, changed } = page;
  return new LiveWatch({ liveId: LIVE_ID, follower: new LiveFollower(), connect, timer, changed });
}

describe('stepsFor', () => {
  it('plays one tick a tick, two when a batch came late, and jumps when far behind', () => {
    const table = [0, 1, 4, 8, 9, 40, 41, 100].map((behind) => [behind, stepsFor(behind)]);
    expect(table).toEqual([
      [0, 0],
      [1, 1],
      [4, 1],
      [8, 1],
      [9, 2],
      [40, 2],
      [41, 37],
      [100, 96],
    ]);
  });
});

describe('LiveWatch', () => {
  it('follows at /api/live/watch/<liveId>, connecting until the catch-up, drawn at once', () => {
    const page = fakePage();
    const watch = watchOn(page);
    expect(page.sockets.map((s) => s.path)).toEqual([`/api/live/watch/${LIVE_ID}`]);
    expect(watch.state).toBe('connecting');
    expect(watch.run).toBeNull();
    page.say(catchUp(30));
    expect(watch.state).toBe('live');
    expect(watch.run?.tick).toBe(30);
    expect(watch.player).toBe('Theseus');
  });

  it('plays a batch one tick per tick of the loop, not at once', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.say(catchUp(30));
    page.say(inputs(30, 34));
    expect(watch.run?.tick).toBe(30);
    const ticks: number[] = [];
    for (let i = 0; i < 6; i++) {
      watch.tick();
      ticks.push(watch.run?.tick ?? -1);
    }
    expect(ticks).toEqual([31, 32, 33, 34, 34, 34]);
  });

  it('shows the end once the drawn run reaches it, on the golden run hash and split', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.say(catchUp(70));
    page.say(inputs(70, 78));
    page.say(JSON.stringify({ type: 'ended', tick: 78, outcome: 'won' }));
    expect(watch.state).toBe('live');
    expect(watch.splits).toEqual([]);
    for (let i = 0; i < 7; i++) watch.tick();
    expect(watch.state).toBe('live');
    watch.tick();
    expect(watch.state).toBe('ended');
    expect(watch.run?.tick).toBe(78);
    expect(formatHash(watch.run?.hash() ?? 0)).toBe('5c60b71d');
    expect(watch.splits).toEqual([{ tick: 78, event: 'exit' }]);
  });

  it('shows a pause once the drawn run has played what came before it', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.say(catchUp(20));
    page.say(inputs(20, 22));
    page.say(JSON.stringify({ type: 'paused' }));
    expect(watch.state).toBe('live');
    watch.tick();
    watch.tick();
    expect(watch.state).toBe('paused');
    page.say(JSON.stringify({ type: 'resumed' }));
    expect(watch.state).toBe('live');
    page.say(JSON.stringify({ type: 'abandoned' }));
    expect(watch.state).toBe('abandoned');
  });

  it('tells of each change of state and split, not of each tick', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.say(catchUp(10));
    const afterCatchUp = page.changes();
    page.say(inputs(10, 14));
    const afterBatch = page.changes();
    for (let i = 0; i < 4; i++) watch.tick();
    expect(afterCatchUp).toBe(1);
    expect(afterBatch).toBe(2);
    expect(page.changes()).toBe(2);
  });

  it('opens a lost socket again, and a new catch-up draws the run again from tick 0', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.say(catchUp(20));
    page.sockets[0]?.events.closed(1006);
    expect(page.waits).toEqual([200]);
    page.fire();
    expect(page.sockets).toHaveLength(2);
    page.say(catchUp(40));
    expect(watch.run?.tick).toBe(40);
    expect(watch.state).toBe('live');
    page.sockets[1]?.events.closed(1006);
    page.fire();
    // Opened again but never sent its run: the next wait is longer.
    page.sockets[2]?.events.closed(1006);
    expect(page.waits).toEqual([200, 200, 400]);
  });

  it('is gone when the service has no such run, and opens nothing again', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.sockets[0]?.events.closed(4404);
    expect(watch.state).toBe('gone');
    expect(page.waits).toEqual([]);
  });

  it('stays ended when the service closes the socket after the end', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.say(catchUp(78));
    page.say(JSON.stringify({ type: 'ended', tick: 78, outcome: 'won' }));
    page.sockets[0]?.events.closed(1000);
    expect(watch.state).toBe('ended');
    expect(page.waits).toEqual([]);
  });

  it('is gone when the level is one made in the editor that this page does not hold', () => {
    const page = fakePage();
    const watch = watchOn(page);
    page.say(catchUp(4, false, { hash: 'a'.repeat(64) }));
    expect(watch.state).toBe('gone');
    expect(page.sockets[0]?.closed).toBe(true);
  });

  it('closes its socket when closed, and a lost connection is then not opened again', () => {
    const page = fakePage();
    const watch = watchOn(page);
    watch.close();
    page.sockets[0]?.events.closed(1006);
    expect(page.sockets[0]?.closed).toBe(true);
    expect(page.waits).toEqual([]);
  });
});
