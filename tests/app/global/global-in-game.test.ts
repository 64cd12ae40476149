// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { GlobalClient, GlobalPoster } from '../../../src/app/global';
import { encodeReplay } from '../../../src/replay';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { winningReplay } from '../../replay/support/replays';
import { gameHarness } from '../game-harness';
import { FakeService, ManualTimers, settle } from './fake-service';

const HASH = 'c'.repeat(64);
const TAMPERED = 'd'.repeat(64);

/** A game whose service has one run on the first level's board, and its replay (or a tampered one). */
function setup() {
  const service = new FakeService();
  const honest = encodeReplay(winningReplay('first-steps', { player: 'Ariadne' }));
  const replay = winningReplay('first-steps', { player: 'Minos' });
  const hash = replay.final.hash.slice(0, 7) + (replay.final.hash.endsWith('0') ? '1' : '0');
  const tampered = encodeReplay({ ...replay, final: { ...replay.final, hash } });
  service.answer = (request) => {
    if (request.path.startsWith('/api/boards/level%3Afirst-steps')) {
      const row = {
        rank: 1,
        runId: 'r',
        timeTicks: 233,
        gems: 2,
        recordedAt: '2026-03-14T09:26:53.589Z',
      };
      return {
        status: 200,
        body: {
          runs: [
            { ...row, player: 'Ariadne', replayHash: HASH },
            { ...row, rank: 2, player: 'Minos', replayHash: TAMPERED },
          ],
        },
      };
    }
    if (request.path === `/api/replays/${HASH}`)
      return { status: 200, body: JSON.parse(honest) as unknown };
    if (request.path === `/api/replays/${TAMPERED}`)
      return { status: 200, body: JSON.parse(tampered) as unknown };
    return { status: 404, body: { title: 'Not found' } };
  };
  const client = new GlobalClient({ fetch: service.fetch });
  const storage = new FakeStorage();
  const poster = new GlobalPoster({
    client,
    store: new LocalStore({ storage: () => storage }),
    enabled: () => false,
    timer: new ManualTimers().timer,
    now: () => '2026-06-01T12:00:00.000Z',
  });
  const harness = gameHarness({ global: { client, poster }, settings: { ghost: false } });
  return { ...harness, service };
}

describe('the global board in the game', () => {
  it('asks the service only when the Global tab is opened, and lists its runs', async () => {
    const { game, service, root, click } = setup();
    await game.replays.leaderboards.show();
    expect(service.sent).toEqual([]);
    click('Global');
    await settle();
    expect(service.sent.map((r) => r.path)).toEqual(['/api/boards/level%3Afirst-steps?limit=10']);
    const names = [...root.querySelectorAll('.scores .score-name')].map((c) => c.textContent);
    expect(names).toEqual(['Ariadne', 'Minos']);
  });

  it("races the world record's replay as the ghost of a new run, with the ghost setting off", async () => {
    const { game, root } = setup();
    await game.replays.leaderboards.show(undefined, 'global');
    await settle();
    root.querySelector<HTMLButtonElement>('[aria-label^="Race the world record"]')?.click();
    await settle();
    expect(game.screen).toBe('playing');
    expect(game.session.run?.level.id).toBe('first-steps');
    expect(game.replays.live.ghost).not.toBeNull();
  });

  it('watches a run only once it verified; a tampered one is refused with the reason', async () => {
    const { game, root, notices } = setup();
    await game.replays.leaderboards.show(undefined, 'global');
    await settle();
    root.querySelector<HTMLButtonElement>('[aria-label^="Race Minos"]')?.click();
    await settle();
    expect(game.screen).toBe('scores');
    expect(game.replays.live.ghost).toBeNull();
    expect(notices.at(-1)).toMatch(/was refused: its run does not play out as recorded/);
    root.querySelector<HTMLButtonElement>('[aria-label^="Watch Minos"]')?.click();
    await settle();
    expect(game.screen).toBe('scores');
    expect(notices.at(-1)).toMatch(/was refused/);
    root.querySelector<HTMLButtonElement>('[aria-label^="Watch Ariadne"]')?.click();
    await settle();
    expect(game.screen).toBe('replay');
    expect(game.replays.progress()?.player).toBe('Ariadne');
  });

  it("opens today's global daily board for the title's G", async () => {
    const { game, root, service } = setup();
    game.quitToTitle();
    const first = root.querySelector('.title-screen button');
    expect(first).not.toBeNull();
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
    await expect.poll(() => game.screen).toBe('scores');
    expect(root.querySelector('.scores-board')?.textContent).toBe('Daily labyrinth, 14 March 2026');
    expect(root.querySelector('[aria-selected="true"]')?.textContent).toBe('Global');
    expect(service.sent.at(-1)?.path).toMatch(/^\/api\/boards\/seed%3A/);
  });

  it('shows a board it cannot read as a message on the Global tab, and lists nothing', async () => {
    const { game, service, root, click } = setup();
    service.answer = () => ({ status: 200, body: { runs: [{ rank: 'first' }] } });
    await game.replays.leaderboards.show();
    click('Global');
    await settle();
    expect(root.querySelector('.scores-empty')?.textContent).toBe(
      'The global leaderboard cannot be reached (the board could not be read).',
    );
    expect(root.querySelectorAll('.scores .score-name')).toHaveLength(0);
  });
});
