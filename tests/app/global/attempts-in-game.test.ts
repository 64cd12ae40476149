import { describe, expect, it } from 'vitest';
import { GlobalClient } from '../../../src/app/global';
import { BUILT_IN_LEVELS } from '../../../src/levels';
import { SIM_VERSION } from '../../../src/sim';
import { gameHarness } from '../game-harness';
import { settle } from './fake-service';
import { posterOnFake, serviceOfVersion } from './poster-support';

const [first] = BUILT_IN_LEVELS;
if (first === undefined) throw new Error('levels missing');

/** A game posting to a fake service that issues tokens and keeps every post. */
function posting() {
  const fake = posterOnFake();
  fake.service.answer = serviceOfVersion(SIM_VERSION, SIM_VERSION);
  const client = new GlobalClient({ fetch: fake.service.fetch });
  const h = gameHarness({ global: { client, poster: fake.poster } });
  return { h, fake, posts: () => fake.service.sent.filter((r) => r.path.endsWith('/api/runs')) };
}

/** Delivers frames until the run on screen has lasted `ticks`. */
function playTo(h: ReturnType<typeof posting>['h'], ticks: number): void {
  for (let frames = 0; (h.session.run?.tick ?? 0) < ticks && frames < 2 * ticks; frames += 1) {
    h.run(1);
  }
  expect(h.session.run?.tick).toBe(ticks);
}

/** The final outcome and tick of a posted run's replay. */
function finalOf(body: unknown): unknown {
  const replay = JSON.parse((body as { replay: string }).replay) as { final: unknown };
  return replay.final;
}

describe('attempts posted by the game (posting on)', () => {
  it('posts a lost run, as it posts a won one', async () => {
    const { h, posts } = posting();
    h.game.startLevel(first);
    await settle();
    h.run(first.timeLimitTicks + 5);
    await settle();
    expect(posts().map((r) => finalOf(r.body))).toMatchObject([
      { outcome: 'timeout', tick: first.timeLimitTicks },
    ]);
  });

  it('posts a run quit after 20 s of game time, and not one quit at 19.95 s', async () => {
    const { h, posts } = posting();
    h.game.startLevel(first);
    await settle();
    playTo(h, 399);
    h.game.restart();
    await settle();
    expect(posts()).toEqual([]);
    playTo(h, 400);
    h.game.quitToTitle();
    await settle();
    expect(posts().map((r) => finalOf(r.body))).toMatchObject([{ outcome: 'playing', tick: 400 }]);
  });
});
