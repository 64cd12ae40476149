/**
 * The Live screen's browser (src/app/live/live-browser.ts): the runs in progress asked for every
 * 2 s while the screen is up (and no longer once it is not), each with its level's name and
 * world record (one board read a level), a list that cannot be had said so, and watching a run:
 * its screen and stage go up with the loop running, and come down with the loop paused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { say } from '../../../src/app/text/message-descriptor';
import type { LiveRunRow } from '../../../src/api/live';
import type { Screen } from '../../../src/app/core/screen';
import { LiveBrowser } from '../../../src/app/live/live-browser';
import { LiveFollower } from '../../../src/app/live/live-follower';
import type { LiveWatch } from '../../../src/app/live/live-watch';
import type { ReplayKit } from '../../../src/app/replays/replay-library';
import { BUILT_IN_LEVELS } from '../../../src/levels';

const ROW: LiveRunRow = {
  liveId: 'AbCdEfGhIjKlMnOp',
  levelKey: 'level:first-steps',
  level: { id: 'first-steps' },
  player: 'Ariadne',
  ticks: 50,
  paused: false,
  viewers: 2,
};
const SEEDED: LiveRunRow = {
  ...ROW,
  liveId: 'qRsTuVwXyZ012345',
  levelKey: 'seed:7',
  level: { seed: 7 },
};

function harness() {
  let screen: Screen = 'title';
  const shown: Screen[] = [];
  let due: (() => void)[] = [];
  const waits: number[] = [];
  const loop: string[] = [];
  const follows: (LiveWatch | null)[] = [];
  const boards: string[] = [];
  let asked = 0;
  let listAnswer: unknown = { kind: 'live', runs: [ROW] };
  let ticket = 0;
  const browser = new LiveBrowser({
    host: {
      screen: () => screen,
      show: (next) => {
        screen = next;
        shown.push(next);
      },
      toTitle: () => {
        screen = 'title';
      },
      claim: () => ++ticket,
      isCurrent: (t) => t === ticket,
    },
    client: {
      liveRuns: () => {
        asked += 1;
        return Promise.resolve(listAnswer as never);
      },
      board: (levelKey) => {
        boards.push(levelKey);
        return Promise.resolve({ kind: 'rows', rows: [{ timeTicks: 75 }] } as never);
      },
    },
    connect: () => ({ send: () => undefined, close: () => undefined }),
    timer: (ms, run) => {
      waits.push(ms);
      due.push(run);
      return () => {
        due = due.filter((f) => f !== run);
      };
    },
    library: {
      kit: null,
      load: () => Promise.resolve({ LiveFollower } as unknown as ReplayKit),
      editorLevel: () => undefined,
    },
    stages: { follow: (watch) => follows.push(watch) },
    loop: {
      running: true,
      paused: false,
      start: () => loop.push('start'),
      setRate: () => undefined,
      restartClock: () => loop.push('restartClock'),
      pause: (reason) => loop.push(`pause ${reason}`),
      resume: () => loop.push('resume'),
    },
    levels: BUILT_IN_LEVELS,
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    browser,
    shown,
    waits,
    loop,
    follows,
    boards,
    asked: () => asked,
    settle,
    screen: () => screen,
    setScreen: (next: Screen) => {
      screen = next;
    },
    answer: (value: unknown) => {
      listAnswer = value;
    },
    fire() {
      const now = due;
      due = [];
      for (const run of now) run();
    },
  };
}

afterEach(() => {
  setTextLanguage('en', en);
});

describe('LiveBrowser', () => {
  it('lists the runs in progress with their level and record, asked for again every 2 s', async () => {
    const h = harness();
    h.answer({ kind: 'live', runs: [ROW, SEEDED] });
    h.browser.show();
    expect(h.browser.view().state).toBe('loading');
    await h.settle();
    const view = h.browser.view();
    expect(view.state).toBe('rows');
    expect(view.runs.map((r) => [r.player, r.level, r.ticks, r.viewers, r.recordTicks])).toEqual([
      ['Ariadne', 'The Threshold', 50, 2, 75],
      ['Ariadne', 'Generated labyrinth, seed 7', 50, 2, 75],
    ]);
    expect(h.boards).toEqual(['level:first-steps', 'seed:7']);
    expect(h.waits).toEqual([2000]);
    h.fire();
    await h.settle();
    expect(h.waits).toEqual([2000, 2000]);
    // Each level's record is read once while the screen stays up.
    expect(h.boards).toEqual(['level:first-steps', 'seed:7']);
  });

  it('asks no more once another screen is up', async () => {
    const h = harness();
    h.browser.show();
    await h.settle();
    h.setScreen('title');
    h.fire();
    await h.settle();
    expect(h.asked()).toBe(1);
    expect(h.waits).toEqual([2000]);
  });

  it('says when there is no run, and why the list could not be had', async () => {
    const h = harness();
    h.answer({ kind: 'live', runs: [] });
    h.browser.show();
    await h.settle();
    expect(h.browser.view().message).toBe('Nobody is playing a posted run just now.');
    h.answer({ kind: 'unreachable', reason: say('refusal.timeout') });
    h.fire();
    await h.settle();
    expect(h.browser.view().state).toBe('failed');
    expect(h.browser.view().message).toBe(
      'The live runs could not be had: the service did not answer in time',
    );
    setTextLanguage('de', de);
    expect(h.browser.view().message).toBe(
      'Die Live-Läufe konnten nicht geladen werden: der Dienst antwortete nicht rechtzeitig',
    );
    expect(h.waits).toEqual([2000, 2000]);
  });

  it('watches a run with the loop running, and stops with the loop paused', async () => {
    const h = harness();
    h.browser.show();
    await h.settle();
    await h.browser.watch(ROW.liveId);
    expect(h.screen()).toBe('live-watch');
    expect(h.follows).toHaveLength(1);
    expect(h.follows[0]?.liveId).toBe(ROW.liveId);
    expect(h.loop.slice(-2)).toEqual(['restartClock', 'resume']);
    expect(h.browser.watchView()).toMatchObject({
      player: 'Ariadne',
      level: 'The Threshold',
      state: 'connecting',
    });
    h.browser.close();
    expect(h.follows).toEqual([h.follows[0], null]);
    expect(h.loop.at(-1)).toBe('pause menu');
    expect(h.browser.watching).toBeNull();
  });
});
