import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS } from '../../src/levels';
import type { RenderProbe } from '../../src/render';
import { encodeReplay } from '../../src/replay';
import { createTestHooks } from '../../src/app/test-hooks';
import { winningReplay } from '../replay/support/replays';
import { gameHarness } from './game-harness';

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
  ghosts: 0,
};

function setup() {
  const h = gameHarness();
  const hooks = createTestHooks({ game: h.game, loop: h.loop, probe, levels: BUILT_IN_LEVELS });
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
    // Recorded before the write: a leaked live object would change along with it.
    const recordedX = state.player?.x;
    expect(recordedX).toBeGreaterThan(0);
    (state.player as { x: number }).x = 0;
    expect(hooks.state().player?.x).toBe(recordedX);
    expect(h.session.run?.player.x).toBe(recordedX);
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
    expect(h.game.screen).toBe('title');
    hooks.startLevel('red-key');
    hooks.pause();
    expect(hooks.state()).toMatchObject({ screen: 'paused', paused: true });
    hooks.resume();
    expect(hooks.state().screen).toBe('playing');
    await hooks.setDiagnostics(true);
    expect(h.game.settings.diagnostics).toBe(true);
    expect(h.overlays.map((overlay) => overlay.visible)).toEqual([true]);
    await hooks.startSeed(5);
    expect(hooks.state().screen).toBe('playing');
    hooks.quitToTitle();
    expect(hooks.state()).toMatchObject({ screen: 'title', levelId: BUILT_IN_LEVELS[2]?.id });
    expect(hooks.levels()).toEqual(BUILT_IN_LEVELS.map((l) => l.id));
  });
});

describe('createTestHooks: replays', () => {
  it('loads a replay as text or object, reports its playback, and refuses a bad one', async () => {
    const { h, hooks } = setup();
    h.game.launch({ kind: 'title', notice: null });
    const replay = winningReplay('first-steps', { player: 'Ariadne' });
    expect(hooks.lastReplay()).toBeNull();
    expect(hooks.replayProgress()).toBeNull();
    expect(await hooks.loadReplay(encodeReplay(replay))).toEqual({ ok: true });
    expect(hooks.state()).toMatchObject({ screen: 'replay', levelId: 'first-steps', tick: 0 });
    expect(() => {
      hooks.setReplaySpeed(3);
    }).toThrow(RangeError);
    hooks.setReplaySpeed(2);
    h.run(11);
    expect(hooks.replayProgress()).toMatchObject({
      levelId: 'first-steps',
      player: 'Ariadne',
      tick: 20,
      endTick: replay.final.tick,
      startTick: 0,
      playing: true,
      rate: 2,
      checkpoints: replay.checkpoints.slice(0, 1),
      end: null,
    });
    hooks.seekReplay(40);
    hooks.pause();
    expect(hooks.replayProgress()).toMatchObject({ tick: 40, startTick: 40, playing: false });
    hooks.resume();
    hooks.restart();
    expect(hooks.state().tick).toBe(0);
    h.run(replay.final.tick);
    expect(hooks.replayProgress()?.end).toEqual({ ...replay.final, matched: true });

    const copy = hooks.lastReplay();
    expect(copy).toEqual(replay);
    (copy as { player: string }).player = 'Minos';
    expect(hooks.lastReplay()?.player).toBe('Ariadne');
    const progress = hooks.replayProgress();
    progress?.checkpoints.pop();
    expect(hooks.replayProgress()?.checkpoints).toEqual(replay.checkpoints);

    const refused = await hooks.loadReplay({ ...replay, simVersion: 99 });
    expect(refused.ok || refused.error).toBe(
      'This replay cannot be opened: it was recorded under other game rules, so it cannot be played back here.',
    );
    expect(hooks.state().screen).toBe('replay');
    expect(h.notices).toHaveLength(1);
  });
});
