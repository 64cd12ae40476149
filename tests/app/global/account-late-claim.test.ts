/**
 * A claim's answer that arrives after the player switched posting off (Settings, on the
 * recording view): the switch was the player's last word, so the late answer must neither
 * switch posting back on (their runs would go to the global board against their choice) nor
 * show news or move focus for a claim they left behind.
 */
import { describe, expect, it } from 'vitest';
import {
  GlobalClient,
  GlobalPoster,
  PlayerIdentity,
  type FetchLike,
} from '../../../src/app/global';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { gameHarness } from '../game-harness';
import { account, settle } from './account-kit';
import { FakeService, ManualTimers } from './fake-service';

const TAKEN = {
  status: 409,
  body: { type: '/api/problems#name-taken', field: 'name', problem: 'is taken' },
};

/** Name claims held until the test lets each answer through, oldest first. */
class HeldClaims {
  readonly #held: (() => void)[] = [];

  constructor(private readonly fake: FakeService) {}

  readonly fetch: FetchLike = (url, init) => {
    if (!url.endsWith('/api/players')) return this.fake.fetch(url, init);
    return new Promise((resolve, reject) => {
      this.#held.push(() => {
        this.fake.fetch(url, init).then(resolve, reject);
      });
    });
  };

  get waiting(): number {
    return this.#held.length;
  }

  release(): void {
    const next = this.#held.shift();
    if (next === undefined) throw new Error('no claim is waiting');
    next();
  }
}

/** A game in Settings over `fake`, its claims held, named Theseus, posting off. */
function game(fake: FakeService) {
  const held = new HeldClaims(fake);
  const storage = new FakeStorage();
  const client = new GlobalClient({ fetch: held.fetch });
  const store = new LocalStore({ storage: () => storage });
  const identity = new PlayerIdentity({ client, store });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => h.game.settings.globalPost,
    timer: new ManualTimers().timer,
    now: () => '2026-06-01T12:00:00.000Z',
    identity,
    playerName: () => h.game.settings.playerName,
  });
  const h = gameHarness({
    storage,
    settings: { playerName: 'Theseus', globalPost: false },
    global: { client, poster, identity },
  });
  h.game.launch({ kind: 'title', notice: null });
  h.view.act('settings');
  return { h, held };
}

/** Lets the fake service's answers arrive. */

/** Posting on under Theseus, then a rename to Ariadne whose claim is still unanswered. */
async function renamedWhilePosting(fake: FakeService) {
  const { h, held } = game(fake);
  h.view.act({ toggle: 'globalPost' });
  held.release();
  await settle();
  expect(h.game.settings.globalPost).toBe(true);
  h.view.act({ rename: 'Ariadne' });
  await settle();
  expect(held.waiting).toBe(1);
  expect(account(h).busy).toBe(true);
  return { h, held };
}

describe('a claim answered after posting was switched off', () => {
  it('leaves posting off, with no news and focus where the player left it', async () => {
    const fake = new FakeService();
    const { h, held } = await renamedWhilePosting(fake);
    h.view.act({ toggle: 'globalPost' });
    expect(h.game.settings.globalPost).toBe(false);
    const focused = [...h.view.focused];
    held.release();
    await settle();
    expect(fake.claims.map((claim) => claim.body)).toEqual([
      { name: 'Theseus' },
      { name: 'Ariadne' },
    ]);
    expect(h.game.settings).toMatchObject({ playerName: 'Ariadne', globalPost: false });
    expect(account(h)).toMatchObject({ busy: false, message: null });
    expect(h.view.focused).toEqual(focused);
  });

  it('says nothing of a name taken, once the player switched posting off', async () => {
    const fake = new FakeService();
    const { h, held } = await renamedWhilePosting(fake);
    fake.claim = () => TAKEN;
    h.view.act({ toggle: 'globalPost' });
    const focused = [...h.view.focused];
    held.release();
    await settle();
    expect(h.game.settings.globalPost).toBe(false);
    expect(account(h)).toMatchObject({ busy: false, message: null });
    expect(h.view.focused).toEqual(focused);
  });
});
