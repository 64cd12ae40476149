import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { ru } from '../../../src/app/text/catalogues/ru';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { needsKeyText, type CommunityView } from '../../../src/app/community';
import { decodeLevelLink, encodeReplay } from '../../../src/replay';
import { saveCommunityPage } from '../../../src/storage/community-page';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { gameHarness } from '../game-harness';
import { fakeKey, settle } from '../global/fake-service';
import { SMALL_DOC } from '../../replay/support/editor-levels';
import { communityService, LEVEL_HASH, RECORD, RECORD_HASH, row } from './community-service';

/** A game with posting on as Theseus, whose service lists one community level. */
function setup(options: { storage?: FakeStorage; globalPost?: boolean } = {}) {
  const fake = communityService();
  const { client, poster, identity, catalogue } = fake;
  const harness = gameHarness({
    global: { client, poster, identity, catalogue },
    settings: { globalPost: options.globalPost ?? true, playerName: 'Theseus' },
    ...(options.storage === undefined ? {} : { storage: options.storage }),
  });
  return { ...harness, ...fake };
}

/** The Community screen as the view shows it now. */
function community(h: ReturnType<typeof setup>): CommunityView {
  return h.view.panel('community').community;
}

/** Opens the Community screen as its title button does, and lets the answers come. */
async function open(h: ReturnType<typeof setup>): Promise<CommunityView> {
  h.view.act('community');
  await settle();
  return community(h);
}

/** The paths of the catalogue's page requests sent so far. */
function pages(h: ReturnType<typeof setup>): string[] {
  return h.service.sent.filter((r) => r.path.startsWith('/api/levels?')).map((r) => r.path);
}

afterEach(() => {
  setTextLanguage('en', en);
});

describe('the Community screen', () => {
  it("opens from the title's action on the newest levels, each card with its minimap's rows", async () => {
    const h = setup();
    const view = await open(h);
    expect(h.game.screen).toBe('community');
    expect(pages(h)).toEqual(['/api/levels?sort=new&limit=12']);
    expect(view.state).toBe('rows');
    expect(view.cards.map((c) => [c.level.name, c.level.maker, c.level.plays])).toEqual([
      ['Little Loop', 'Daedalus', 4],
    ]);
    expect(view.cards[0]?.rows).toEqual(SMALL_DOC.text.split('\n'));
    view.onBack();
    expect(h.game.screen).toBe('title');
  });

  it('asks for the order, search and size chosen, and the next page by its cursor', async () => {
    const h = setup();
    h.answers.pages = (request) =>
      request.path.includes('cursor=c1')
        ? {
            status: 200,
            body: { levels: [row({ hash: 'a'.repeat(64), name: 'Far Hall' })], next: null },
          }
        : { status: 200, body: { levels: [row()], next: 'c1' } };
    let view = await open(h);
    view.onSort('top');
    await settle();
    community(h).onSize('small');
    await settle();
    community(h).onSearch('  Lévèl loop ');
    await settle();
    view = community(h);
    expect(view.more).toBe(true);
    view.onMore();
    await settle();
    view = community(h);
    expect(pages(h).slice(1)).toEqual([
      '/api/levels?sort=top&limit=12',
      '/api/levels?sort=top&limit=12&size=small',
      '/api/levels?sort=top&limit=12&q=L%C3%A9v%C3%A8l+loop&size=small',
      '/api/levels?sort=top&limit=12&q=L%C3%A9v%C3%A8l+loop&size=small&cursor=c1',
    ]);
    expect(view.cards.map((c) => c.level.name)).toEqual(['Little Loop', 'Far Hall']);
    expect(view.more).toBe(false);
    expect(view).toMatchObject({ sort: 'top', size: 'small', query: '  Lévèl loop ' });
  });

  it('rates with the kept key: a 403 not-played says to play first; then the counts change', async () => {
    const h = setup();
    const problem = {
      type: '/api/problems#not-played',
      title: 'Only a key that started this level may rate it',
      status: 403,
      detail: 'this key was never issued a start token for this level: play it first',
    };
    h.answers.rating = () => ({ status: 403, body: problem });
    let view = await open(h);
    view.onRate(LEVEL_HASH, 'up');
    await settle();
    expect(community(h).cards[0]).toMatchObject({
      status: 'Play it first, then rate it.',
      rated: null,
      level: { rating: { up: 2, down: 1 } },
    });
    h.answers.rating = () => ({
      status: 200,
      body: { hash: LEVEL_HASH, value: 'up', rating: { up: 3, down: 1 } },
    });
    community(h).onRate(LEVEL_HASH, 'up');
    await settle();
    view = community(h);
    expect(view.cards[0]).toMatchObject({
      status: 'You rated it up.',
      rated: 'up',
      level: { rating: { up: 3, down: 1 } },
    });
    const rated = h.service.sent.filter((r) => r.path.endsWith('/rating'));
    expect(rated.map((r) => [r.method, r.body, r.authorization])).toEqual([
      ['PUT', { value: 'up' }, `Bearer ${fakeKey('Theseus')}`],
      ['PUT', { value: 'up' }, `Bearer ${fakeKey('Theseus')}`],
    ]);
  });

  it('with posting off and no key kept, a rating or a report is not sent and says why', async () => {
    const h = setup({ globalPost: false });
    const view = await open(h);
    view.onRate(LEVEL_HASH, 'down');
    await settle();
    expect(community(h).cards[0]?.status).toBe(needsKeyText());
    community(h).onReport(LEVEL_HASH, 'broken-level');
    await settle();
    expect(community(h).cards[0]?.status).toBe(needsKeyText());
    expect(h.service.sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('reports a level with a reason from the list, with the key', async () => {
    const h = setup();
    const view = await open(h);
    view.onReport(LEVEL_HASH, 'offensive-level');
    await settle();
    const sent = h.service.sent.filter((r) => r.path === '/api/reports');
    expect(sent.map((r) => [r.method, r.body, r.authorization])).toEqual([
      [
        'POST',
        { target: { kind: 'level', id: LEVEL_HASH }, reason: 'offensive-level' },
        `Bearer ${fakeKey('Theseus')}`,
      ],
    ]);
    expect(community(h).cards[0]?.status).toBe('Reported. Thank you.');
  });

  it("plays the level from its link, and races its maker's run or the world record", async () => {
    const h = setup();
    const view = await open(h);
    view.onPlay(LEVEL_HASH);
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(h.game.session.kind).toBe('shared');
    expect(h.game.session.ref).toEqual({ hash: LEVEL_HASH });
    expect(h.game.editor.maker?.player).toBe('Daedalus');

    h.game.quitToTitle();
    (await open(h)).onRace(LEVEL_HASH, 'maker');
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(h.game.ghost.racing?.label).toBe('Daedalus');
    expect(h.game.ghost.racing?.replay.player).toBe('Daedalus');

    h.game.quitToTitle();
    (await open(h)).onRace(LEVEL_HASH, 'record');
    await settle();
    expect(h.game.ghost.racing?.label).toBe('WR');
    expect(h.game.ghost.racing?.replay.player).toBe('Ariadne');
  });

  it('refuses to race a world record whose replay does not play out, as the viewer says', async () => {
    const h = setup();
    const honest = h.service.answer;
    const hash = RECORD.final.hash.slice(0, 7) + (RECORD.final.hash.endsWith('0') ? '1' : '0');
    const tampered = encodeReplay({ ...RECORD, final: { ...RECORD.final, hash } });
    h.service.answer = (request) =>
      request.path === `/api/replays/${RECORD_HASH}`
        ? { status: 200, body: JSON.parse(tampered) as unknown }
        : honest(request);
    (await open(h)).onRace(LEVEL_HASH, 'record');
    await settle();
    const tick = RECORD.final.tick;
    expect(h.notices.at(-1)).toBe(
      `This replay was refused: its run does not play out as recorded (it differs by tick ${String(tick)}, ${(tick / 20).toFixed(2)} s, so it was changed after it was recorded).`,
    );
    expect(h.game.screen).toBe('community');
    expect(h.game.session.run).toBeNull();
    expect(h.game.ghost.racing).toBeNull();
  });

  it("watches the maker's run or the world record in the viewer, verified on the level", async () => {
    const h = setup();
    (await open(h)).onWatch(LEVEL_HASH, 'maker');
    await settle();
    expect(h.game.screen).toBe('replay');
    expect(h.game.replays.viewer?.playback.replay.player).toBe('Daedalus');
    h.game.quitToTitle();
    (await open(h)).onWatch(LEVEL_HASH, 'record');
    await settle();
    expect(h.game.screen).toBe('replay');
    expect(h.game.replays.viewer?.playback.replay.player).toBe('Ariadne');
  });

  it("copies the level's link, which opens the same level with the maker's proof", async () => {
    const h = setup();
    const view = await open(h);
    view.onCopyLink(LEVEL_HASH);
    await settle();
    const link = h.copied.at(-1) ?? '';
    expect(link).toMatch(/#l=/);
    const decoded = decodeLevelLink(link.slice(link.indexOf('#') + 1));
    expect(decoded.doc).toEqual(SMALL_DOC);
    expect(decoded.proof.player).toBe('Daedalus');
  });
});

describe('the Community screen offline', () => {
  it('shows the page last seen, saying how old it is, when the service cannot be reached', async () => {
    const h = setup();
    await open(h);
    h.answers.pages = () => 'no-answer';
    h.game.quitToTitle();
    const view = await open(h);
    expect(view.state).toBe('seen');
    expect(view.message).toBe(
      'Offline. The community levels as they were seen less than a minute ago; they may be stale.',
    );
    expect(view.cards.map((c) => c.level.name)).toEqual(['Little Loop']);
  });

  it('reads the page kept on an earlier visit, with its age', async () => {
    const storage = new FakeStorage();
    const store = new LocalStore({ storage: () => storage });
    // The harness's clock reads 2026-03-14T12:00Z: two days and five hours later.
    const seenAtMs = Date.parse('2026-03-12T07:00:00.000Z');
    const level = { ...row(), size: [9, 7] as const };
    saveCommunityPage(store, { seenAtMs, levels: [level] });
    const h = setup({ storage });
    h.answers.pages = () => 'no-answer';
    const view = await open(h);
    expect(view.message).toBe(
      'Offline. The community levels as they were seen 2 days ago; they may be stale.',
    );
    expect(view.cards.map((c) => c.level.hash)).toEqual([LEVEL_HASH]);
    // Issue 45: the age is written when shown, so a switch of language writes it again.
    setTextLanguage('ru', ru);
    expect(community(h).message).toBe(
      'Нет сети. Уровни сообщества такими, какими они были позавчера; они могли устареть.',
    );
  });

  it('says why when nothing was ever seen, and a refusal never shows the kept page', async () => {
    const h = setup();
    h.answers.pages = () => 'no-answer';
    const view = await open(h);
    expect(view.state).toBe('failed');
    expect(view.message).toMatch(/^The community levels could not be had: no answer/);
    // Issue 45: the line is a message, written again in the language switched to.
    setTextLanguage('de', de);
    expect(community(h).message).toBe(
      'Die Community-Level waren nicht abrufbar: keine Antwort (Failed to fetch)',
    );
  });
});

describe('the level of the day', () => {
  it("plays the day's level from the title's button, as a shared level of its hash", async () => {
    const h = setup();
    h.view.act('level-of-day');
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(h.game.session.ref).toEqual({ hash: LEVEL_HASH });
    expect(h.service.sent.map((r) => r.path)).toContain('/api/levels/today');
  });

  it('says why when there is none yet (404) or the service cannot be reached', async () => {
    const h = setup();
    const problem = {
      type: '/api/problems#not-found',
      title: 'Not found',
      status: 404,
      detail: 'none',
    };
    h.answers.today = () => ({ status: 404, body: problem });
    h.view.act('level-of-day');
    await settle();
    h.answers.today = () => 'no-answer';
    h.view.act('level-of-day');
    await settle();
    expect(h.game.screen).toBe('title');
    expect(h.notices).toEqual([
      'No level of the day yet: it is picked among rated levels with 10 plays or more.',
      'The level of the day could not be had: no answer (Failed to fetch)',
    ]);
  });
});
