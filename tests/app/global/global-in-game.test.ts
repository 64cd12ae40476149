import { describe, expect, it } from 'vitest';
import { gameHarness } from '../game-harness';
import { settle } from './fake-service';
import { boardService, HASH, TAMPERED } from './board-service';

/** A game whose service has one run on the first level's board, and its replay (or a tampered one). */
function setup() {
  const { service, client, poster } = boardService();
  const harness = gameHarness({ global: { client, poster }, settings: { ghost: false } });
  return { ...harness, service };
}

/** The global list of the board on show. */
function globalList(h: ReturnType<typeof setup>) {
  const list = h.view.panel('board').board.global;
  if (list === null) throw new Error('the board has no global list');
  return list;
}

/** The global row of `player` on the board on show. */
function rowOf(h: ReturnType<typeof setup>, player: string) {
  const row = globalList(h).rows.find((r) => r.player === player);
  if (row === undefined) throw new Error(`no global run of ${player}`);
  return row;
}

describe('the global board in the game (recording view)', () => {
  it('asks the service only when the Global tab is opened, and lists its runs', async () => {
    const h = setup();
    await h.game.leaderboards.show();
    expect(h.service.sent).toEqual([]);
    expect(h.view.panel('board').board.tab).toBe('local');
    h.view.panel('board').board.onTab('global');
    expect(globalList(h).state).toBe('loading');
    await settle();
    expect(h.service.sent.map((r) => r.path)).toEqual(['/api/boards/level%3Afirst-steps?limit=10']);
    expect(globalList(h).state).toBe('rows');
    expect(globalList(h).rows.map((r) => r.player)).toEqual(['Ariadne', 'Minos']);
  });

  it("races the world record's replay as the ghost of a new run, with the ghost setting off", async () => {
    const h = setup();
    await h.game.leaderboards.show(undefined, 'global');
    await settle();
    globalList(h).onRace(rowOf(h, 'Ariadne'));
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(h.game.session.run?.level.id).toBe('first-steps');
    expect(h.game.ghost.ghost).not.toBeNull();
  });

  it('watches a run only once it verified; a tampered one is refused with the reason', async () => {
    const h = setup();
    await h.game.leaderboards.show(undefined, 'global');
    await settle();
    globalList(h).onRace(rowOf(h, 'Minos'));
    await settle();
    expect(h.game.screen).toBe('scores');
    expect(h.game.ghost.ghost).toBeNull();
    expect(h.notices.at(-1)).toMatch(/was refused: its run does not play out as recorded/);
    globalList(h).onWatch(rowOf(h, 'Minos'));
    await settle();
    expect(h.game.screen).toBe('scores');
    expect(h.notices.at(-1)).toMatch(/was refused/);
    globalList(h).onWatch(rowOf(h, 'Ariadne'));
    await settle();
    expect(h.game.screen).toBe('replay');
    expect(h.game.replays.progress()?.player).toBe('Ariadne');
  });

  it("refuses to race a world record that does not play out from the end screen's button", async () => {
    const { service, client, poster } = boardService();
    const honest = service.answer;
    // The board's first run is served Minos's tampered replay.
    service.answer = (request) =>
      request.path === `/api/replays/${HASH}`
        ? honest({ ...request, path: `/api/replays/${TAMPERED}` })
        : honest(request);
    const h = gameHarness({ global: { client, poster }, settings: { ghost: false } });
    await h.game.leaderboards.raceRecord({ id: 'first-steps' });
    await settle();
    expect(h.notices.at(-1)).toMatch(
      /^This replay was refused: its run does not play out as recorded \(it differs by tick \d+, [\d.]+ s, so it was changed after it was recorded\)\.$/,
    );
    expect(h.game.session.run).toBeNull();
    expect(h.game.ghost.racing).toBeNull();
  });

  it("opens today's global daily board for the title's world button", async () => {
    const h = setup();
    h.game.quitToTitle();
    h.view.act('world');
    await expect.poll(() => h.game.screen).toBe('scores');
    expect(h.view.panel('board').board).toMatchObject({
      title: 'Daily labyrinth, 14 March 2026',
      tab: 'global',
    });
    expect(h.service.sent.at(-1)?.path).toMatch(/^\/api\/boards\/seed%3A/);
  });

  it('hands a board it cannot read to the Global tab as a message, with no rows', async () => {
    const h = setup();
    h.service.answer = () => ({ status: 200, body: { runs: [{ rank: 'first' }] } });
    await h.game.leaderboards.show();
    h.view.panel('board').board.onTab('global');
    await settle();
    expect(globalList(h)).toMatchObject({
      state: 'failed',
      rows: [],
      message: 'The global leaderboard cannot be reached (the board could not be read).',
    });
  });
});
