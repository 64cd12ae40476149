// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { shellHarness } from './shell-harness';
import { settle } from '../../app/global/fake-service';
import { boardService } from '../../app/global/board-service';

/** A game whose service has one run on the first level's board, and its replay (or a tampered one). */
function setup() {
  const { service, client, poster } = boardService();
  const harness = shellHarness({ global: { client, poster }, settings: { ghost: false } });
  return { ...harness, service };
}

describe('the global board in the game', () => {
  it('asks the service only when the Global tab is opened, and lists its runs', async () => {
    const { game, service, root, click } = setup();
    await game.leaderboards.show();
    expect(service.sent).toEqual([]);
    click('Global');
    await settle();
    expect(service.sent.map((r) => r.path)).toEqual(['/api/boards/level%3Afirst-steps?limit=10']);
    const names = [...root.querySelectorAll('.scores .score-name')].map((c) => c.textContent);
    expect(names).toEqual(['Ariadne', 'Minos']);
  });

  it("races the world record's replay as the ghost of a new run, with the ghost setting off", async () => {
    const { game, root } = setup();
    await game.leaderboards.show(undefined, 'global');
    await settle();
    root.querySelector<HTMLButtonElement>('[aria-label^="Race the world record"]')?.click();
    await settle();
    expect(game.screen).toBe('playing');
    expect(game.session.run?.level.id).toBe('first-steps');
    expect(game.ghost.ghost).not.toBeNull();
  });

  it('watches a run only once it verified; a tampered one is refused with the reason', async () => {
    const { game, root, notices } = setup();
    await game.leaderboards.show(undefined, 'global');
    await settle();
    root.querySelector<HTMLButtonElement>('[aria-label^="Race Minos"]')?.click();
    await settle();
    expect(game.screen).toBe('scores');
    expect(game.ghost.ghost).toBeNull();
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
    await game.leaderboards.show();
    click('Global');
    await settle();
    expect(root.querySelector('.scores-empty')?.textContent).toBe(
      'The global leaderboard cannot be reached (the board could not be read).',
    );
    expect(root.querySelectorAll('.scores .score-name')).toHaveLength(0);
  });
});
