// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS } from '../../src/levels';
import type { RenderProbe } from '../../src/render';
import { createTestHooks } from '../../src/ui/test-hooks';
import { shellHarness } from './shell-harness';

const probe: RenderProbe = {
  frame: 3,
  tick: 2,
  alpha: 0.5,
  playerX: 1.2,
  playerY: 1,
  cameraX: -411,
  cameraY: -155,
  tile: 51,
  ghostX: 0,
  ghostY: 0,
  ghostOpacity: 0,
};

function setup() {
  const h = shellHarness();
  const hooks = createTestHooks({ shell: h.shell, loop: h.loop, probe, levels: BUILT_IN_LEVELS });
  return { h, hooks };
}

describe('createTestHooks', () => {
  it('is frozen, and hands out copies that cannot reach the game', () => {
    const { h, hooks } = setup();
    expect(Object.isFrozen(hooks)).toBe(true);
    hooks.startLevel('first-steps');
    h.run(4);
    const state = hooks.state();
    expect(state).toMatchObject({ screen: 'playing', levelId: 'first-steps', tick: 3 });
    (state.player as { x: number }).x = 0;
    expect(hooks.state().player?.x).toBe(h.session.run?.player.x);
    const copy = hooks.probe();
    copy.frame = 99;
    expect(hooks.probe().frame).toBe(3);
  });

  it('reports the loop, its ledger and frame history as plain data', () => {
    const { h, hooks } = setup();
    hooks.startLevel('first-steps');
    h.run(5);
    const stats = hooks.stats();
    expect(Array.isArray(stats.intervalHistory)).toBe(true);
    expect(stats.intervalHistory).toEqual([50_000, 50_000, 50_000, 50_000]);
    expect(stats.droppedEvents).toBe(0);
    expect(stats.pauses).toEqual(h.loop.ledger.pausesByReason);
    expect(stats.ledger.ticksRun).toBe(4);
  });

  it('acts only through the documented actions', async () => {
    const { h, hooks } = setup();
    expect(() => {
      hooks.startLevel('atlantis');
    }).toThrow(/no level 'atlantis'; levels are first-steps, red-key/);
    hooks.restart();
    expect(h.shell.screen).toBe('title');
    hooks.startLevel('red-key');
    hooks.pause();
    expect(hooks.state()).toMatchObject({ screen: 'paused', paused: true });
    hooks.resume();
    expect(hooks.state().screen).toBe('playing');
    await hooks.setDiagnostics(true);
    expect(h.shell.settings.diagnostics).toBe(true);
    expect(h.root.querySelector<HTMLElement>('.diagnostics')?.hidden).toBe(false);
    await hooks.startSeed(5);
    expect(hooks.state().screen).toBe('playing');
    hooks.quitToTitle();
    expect(hooks.state()).toMatchObject({ screen: 'title', levelId: BUILT_IN_LEVELS[2]?.id });
    expect(hooks.levels()).toEqual(BUILT_IN_LEVELS.map((l) => l.id));
  });
});
