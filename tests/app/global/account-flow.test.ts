/**
 * The player's name on the global leaderboard from Settings (issue 27), on the recording view:
 * switching posting on claims the name first, a taken name is asked for again in place (the
 * name field has focus and says why) and nothing is posted under another name; the recovery
 * code is hidden until asked, copied, and pasted in another game to sign in under the same name.
 */
import { describe, expect, it } from 'vitest';
import { GlobalClient, GlobalPoster, PlayerIdentity } from '../../../src/app/global';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { gameHarness } from '../game-harness';
import { account, settle } from './account-kit';
import { FakeService, fakeKey, ManualTimers, type SentRequest } from './fake-service';

const KEY_DOCUMENT = 'mythic-maze:player-key';

/** Names the service gives to another player: what it says for each of them. */
const TAKEN = {
  status: 409,
  body: { type: '/api/problems#name-taken', field: 'name', problem: 'is taken' },
};

/** A service that knows the keys it handed out (by name), as GET /api/player reads them. */
function service(taken: readonly string[] = []) {
  const fake = new FakeService();
  const claimed = new Map<string, string>();
  fake.claim = (name) => {
    if (taken.includes(name) || claimed.has(name)) return TAKEN;
    claimed.set(name, fakeKey(name));
    return { status: 201, body: { playerId: `id-${name}`, name, key: fakeKey(name) } };
  };
  fake.answer = (request: SentRequest) => {
    if (!request.path.endsWith('/api/player')) return 'no-answer';
    const key = request.authorization?.replace('Bearer ', '');
    const name = [...claimed].find(([, k]) => k === key)?.[0];
    if (name === undefined) {
      return { status: 401, body: { type: '/api/problems#bad-key', title: 'Unknown key' } };
    }
    return { status: 200, body: { playerId: `id-${name}`, name } };
  };
  return fake;
}

/** A game in Settings with the global leaderboard over `fake`, named `name`, posting off. */
function game(fake: FakeService, name = 'Theseus', storage = new FakeStorage()) {
  const client = new GlobalClient({ fetch: fake.fetch });
  const store = new LocalStore({ storage: () => storage });
  const identity = new PlayerIdentity({ client, store });
  const settings = { playerName: name, globalPost: false };
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => h.game.settings.globalPost,
    timer: new ManualTimers().timer,
    now: () => '2026-06-01T12:00:00.000Z',
    identity,
    playerName: () => h.game.settings.playerName,
  });
  const h = gameHarness({ storage, settings, global: { client, poster, identity } });
  h.game.launch({ kind: 'title', notice: null });
  h.view.act('settings');
  return { h, identity, storage };
}

/** Lets the fake service's answers arrive. */

describe('switching posting on claims the name first', () => {
  it("turns posting on once the name is the player's, and keeps its key", async () => {
    const fake = service();
    const { h, storage } = game(fake);
    h.view.act({ toggle: 'globalPost' });
    expect(h.game.settings.globalPost).toBe(false);
    expect(account(h).busy).toBe(true);
    await settle();
    expect(fake.claims.map((c) => c.body)).toEqual([{ name: 'Theseus' }]);
    expect(h.game.settings.globalPost).toBe(true);
    expect(account(h)).toMatchObject({ name: 'Theseus', code: null, busy: false });
    expect(account(h).message?.kind).toBe('done');
    expect(h.view.focused.at(-1)).toBe('globalPost');
    const kept = JSON.parse(storage.items.get(KEY_DOCUMENT) ?? 'null') as {
      v: number;
      data: unknown;
    };
    expect(kept.data).toEqual({ playerId: 'id-Theseus', name: 'Theseus', key: fakeKey('Theseus') });
  });

  it('asks for another name in place when it is taken, then claims the new one', async () => {
    const fake = service(['Theseus']);
    const { h, identity } = game(fake);
    h.view.act({ toggle: 'globalPost' });
    await settle();
    expect(h.game.settings.globalPost).toBe(false);
    expect(identity.player).toBeNull();
    expect(account(h).message).toEqual({
      kind: 'taken',
      text: '"Theseus" is taken on the global leaderboard (by another player, or a name that looks the same): choose another name.',
    });
    // The name field keeps focus, to type another name there.
    expect(h.view.focused.at(-1)).toBe('name');
    h.view.act({ rename: 'Ariadne' });
    await settle();
    expect(fake.claims.map((c) => c.body)).toEqual([{ name: 'Theseus' }, { name: 'Ariadne' }]);
    expect(h.game.settings).toMatchObject({ playerName: 'Ariadne', globalPost: true });
    expect(identity.player?.name).toBe('Ariadne');
  });

  it('claims nothing on a rename while posting is off and no name was refused', async () => {
    const fake = service();
    const { h } = game(fake);
    h.view.act({ rename: 'Ariadne' });
    await settle();
    expect(fake.claims).toEqual([]);
    expect(h.game.settings.globalPost).toBe(false);
  });

  it('switches posting off when a new name is taken, so nothing goes under another name', async () => {
    const fake = service(['Minos']);
    const { h } = game(fake);
    h.view.act({ toggle: 'globalPost' });
    await settle();
    expect(h.game.settings.globalPost).toBe(true);
    h.view.act({ rename: 'Minos' });
    await settle();
    expect(h.game.settings).toMatchObject({ playerName: 'Minos', globalPost: false });
    expect(account(h).message?.kind).toBe('taken');
    expect(h.view.focused.at(-1)).toBe('name');
  });

  it('keeps posting off, and says why, when the service cannot be reached', async () => {
    const fake = service();
    fake.claim = () => 'no-answer';
    const { h } = game(fake);
    h.view.act({ toggle: 'globalPost' });
    await settle();
    expect(h.game.settings.globalPost).toBe(false);
    expect(account(h).message).toEqual({
      kind: 'error',
      text: 'Posting stays off: the global leaderboard could not be reached (no answer (Failed to fetch)); try again.',
    });
  });

  it('switches posting off at once, with no request', async () => {
    const fake = service();
    const { h } = game(fake);
    h.view.act({ toggle: 'globalPost' });
    await settle();
    h.view.act({ toggle: 'globalPost' });
    expect(h.game.settings.globalPost).toBe(false);
    expect(fake.claims).toHaveLength(1);
  });
});

describe('the recovery code', () => {
  it('is hidden until asked, then shown, copied and hidden again', async () => {
    const fake = service();
    const { h } = game(fake);
    h.view.act({ toggle: 'globalPost' });
    await settle();
    expect(account(h).code).toBeNull();
    h.view.act({ account: 'show-code' });
    expect(account(h).code).toBe(fakeKey('Theseus'));
    expect(h.view.focused.at(-1)).toBe('recovery-code');
    h.view.act({ account: 'copy-code' });
    await settle();
    expect(h.copied).toEqual([fakeKey('Theseus')]);
    expect(account(h).message).toEqual({ kind: 'done', text: 'Recovery code copied.' });
    h.view.act({ account: 'hide-code' });
    expect(account(h).code).toBeNull();
  });

  it('signs another game in under the same name, with posting on', async () => {
    const fake = service();
    const first = game(fake);
    first.h.view.act({ toggle: 'globalPost' });
    await settle();
    const other = game(fake, 'Icarus');
    other.h.view.act({ signIn: `  ${fakeKey('Theseus')}\n` });
    await settle();
    expect(other.h.game.settings).toMatchObject({ playerName: 'Theseus', globalPost: true });
    expect(other.identity.player).toEqual({
      playerId: 'id-Theseus',
      name: 'Theseus',
      key: fakeKey('Theseus'),
    });
    expect(account(other.h)).toMatchObject({ name: 'Theseus', signInCode: '' });
    const stored = JSON.parse(other.storage.items.get(KEY_DOCUMENT) ?? 'null') as { data: unknown };
    expect(stored.data).toEqual(other.identity.player);
  });

  it('refuses a code of the wrong form before any request, and keeps it in its field', async () => {
    const fake = service();
    const { h, identity } = game(fake);
    h.view.act({ signIn: 'not-a-code' });
    await settle();
    expect(fake.sent).toEqual([]);
    expect(identity.player).toBeNull();
    expect(account(h)).toMatchObject({
      signInCode: 'not-a-code',
      message: {
        kind: 'error',
        text: 'That is not a recovery code: a code is 43 letters, digits, "-" and "_", copied whole.',
      },
    });
    expect(h.view.focused.at(-1)).toBe('sign-in');
  });

  it('says so for a code no player has, and keeps nothing', async () => {
    const fake = service();
    const { h, identity, storage } = game(fake);
    h.view.act({ signIn: fakeKey('Nobody') });
    await settle();
    expect(fake.sent.map((r) => r.path)).toEqual(['/api/player']);
    expect(identity.player).toBeNull();
    expect(storage.items.has(KEY_DOCUMENT)).toBe(false);
    expect(h.game.settings).toMatchObject({ playerName: 'Theseus', globalPost: false });
    expect(account(h).message?.text).toBe(
      'No player has this recovery code: copy it again, whole, from Settings in the other browser.',
    );
  });
});
