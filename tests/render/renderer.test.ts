import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS, getBuiltInLevel } from '../../src/levels';
import { Renderer } from '../../src/render/renderer';
import { parseLevel, RIGHT, Simulation, DOWN, type Level } from '../../src/sim';
import {
  drawsOf,
  fakeContext,
  FakeSurface,
  recordingFactory,
  slotDraws,
  type FakeCanvas,
} from './fake-canvas';
import { minotaurSlot, SPIKES_SLOT, theseusSlot } from '../../src/render/paint/sprites';

/** Slots 0-7 are Theseus, 8-15 a wandering Minotaur, 16-23 a chasing one. */
const isTheseus = (slot: number) => slot < 8;
const isMinotaur = (slot: number) => slot >= 8 && slot < 24;

function level(id: string): Level {
  const found = getBuiltInLevel(id);
  if (found === undefined) throw new Error(`no level ${id}`);
  return found;
}

function setup(surface = new FakeSurface(1280, 720)) {
  const main = fakeContext();
  const { factory, made } = recordingFactory();
  const renderer = new Renderer({
    context: main.context,
    surface,
    createCanvas: factory,
    topInset: 48,
  });
  /** The newest canvas with this label (sprites are remade when the tile size changes). */
  const canvas = (label: string): FakeCanvas => {
    const found = made.filter((c) => c.label === label).at(-1);
    if (found === undefined) throw new Error(`no canvas '${label}'`);
    return found;
  };
  /** Slots of the sprite sheet drawn to the main canvas, with where: [slot, dx, dy]. */
  const sprites = () => {
    const set = renderer.sprites;
    if (set === null) throw new Error('nothing drawn yet');
    return slotDraws(main.calls, set.sheet, set.tile);
  };
  return { renderer, main, made, canvas, surface, sprites };
}

const GEM_ROOM = parseLevel(['#######', '#S.*..#', '#.....#', '#....E#', '#######'].join('\n'), {
  id: 'gem-room',
  name: 'Gem room',
  story: 'A room with a gem.',
  timeLimitTicks: 600,
  seed: 1,
});

describe('Renderer: interpolation', () => {
  // First Steps is 9x9: at 51 px a tile it is centred, left edge at x 411, top at y 155.
  const first = level('first-steps');

  it('draws Theseus at previous + (current - previous) × alpha, and probes it', () => {
    const sim = new Simulation(first);
    sim.advance(RIGHT);
    sim.advance(RIGHT);
    expect([sim.player.prevX, sim.player.x]).toEqual([72, 84]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999, noNaN: true }), (alpha) => {
        // A fresh renderer: one would not draw again a frame equal to its last.
        const { renderer, sprites } = setup();
        renderer.draw(sim, alpha);
        const ux = 72 + 12 * alpha;
        // Facing right (1), in the pose for the distance walked: it changes every half tile.
        const stride = Math.floor((ux + 60) / 30) & 1 ? 1 : 0;
        const drawn = sprites().filter(([slot]) => isTheseus(slot));
        expect(drawn.map(([slot]) => slot)).toEqual([theseusSlot(1, stride)]);
        expect(drawn[0]?.[1]).toBe(Math.round(411 + (ux / 60) * 51));
        expect(renderer.probe.playerX).toBeCloseTo(ux / 60, 12);
        expect(renderer.probe.playerY).toBe(1);
        expect(renderer.probe.alpha).toBe(alpha);
        expect(renderer.probe.tick).toBe(2);
      }),
    );
  });

  it('snaps on a new run: nothing is interpolated from the old run', () => {
    const { renderer, main, sprites } = setup();
    const old = new Simulation(first);
    for (let i = 0; i < 7; i++) old.advance(RIGHT);
    renderer.draw(old, 0.9);
    const fresh = new Simulation(first);
    main.calls.length = 0;
    renderer.draw(fresh, 0.9);
    // On the start tile (1, 1) exactly, standing (no bob), whatever the alpha.
    const drawn = sprites().filter(([slot]) => isTheseus(slot));
    expect(drawn).toEqual([[theseusSlot(facingOf(fresh), 0), 462, 155 + 51]]);
    expect(renderer.probe).toMatchObject({ playerX: 1, playerY: 1, tick: 0 });
  });

  it('moves Minotaurs the same way', () => {
    const { renderer, sprites } = setup();
    const sim = new Simulation(level('the-beast-stirs'));
    for (let i = 0; i < 30; i++) sim.advance(0);
    const m = sim.minotaurs[0];
    if (m === undefined) throw new Error('no Minotaur');
    expect(m.x !== m.prevX || m.y !== m.prevY).toBe(true);
    renderer.draw(sim, 0.25);
    const minotaurDraws = sprites().filter(([slot]) => isMinotaur(slot));
    expect(minotaurDraws).toHaveLength(sim.minotaurs.length);
    const { cameraX, tile } = renderer.probe;
    const ux = m.prevX + (m.x - m.prevX) * 0.25;
    expect(minotaurDraws[0]?.[1]).toBe(Math.round((ux / 60) * tile - cameraX));
  });
});

function facingOf(sim: Simulation): 0 | 1 | 2 | 3 {
  return [1, 2, 4, 8].indexOf(sim.player.facing) as 0 | 1 | 2 | 3;
}

describe('Renderer: camera', () => {
  it('follows Theseus on a maze larger than the view, clamped at the edges', () => {
    const { renderer, main, canvas } = setup();
    const heart = level('heart-of-the-labyrinth');
    expect([heart.width, heart.height, heart.start]).toEqual([41, 31, { x: 35, y: 27 }]);
    renderer.draw(new Simulation(heart), 0);
    // 2091 x 1581 px of maze: the start is near the bottom-right, so the camera is clamped there.
    expect(renderer.probe).toMatchObject({
      tile: 51,
      cameraX: 2091 - 1280,
      cameraY: 1581 - 672 - 48,
    });
    expect(drawsOf(main.calls, canvas('maze'))).toEqual([[0, 0, 1280, 720]]);
    const blit = main.calls.find((c) => c.name === 'drawImage' && c.args[0] === canvas('maze'));
    expect(blit?.args.slice(1, 5)).toEqual([811, 861, 1280, 720]);
  });

  it('keeps Theseus in view, centred away from the edges, as he walks', () => {
    const { renderer } = setup();
    const sim = new Simulation(level('heart-of-the-labyrinth'));
    for (let tick = 0; tick < 200; tick++) {
      sim.advance(tick % 40 < 20 ? 8 : 1);
      for (const alpha of [0, 0.5]) {
        renderer.draw(sim, alpha);
        const { playerX, playerY, cameraX, cameraY, tile } = renderer.probe;
        const screenX = playerX * tile + tile / 2 - cameraX;
        const screenY = playerY * tile + tile / 2 - cameraY;
        expect(screenX).toBeGreaterThanOrEqual(0);
        expect(screenX).toBeLessThanOrEqual(1280);
        expect(screenY).toBeGreaterThanOrEqual(48);
        expect(screenY).toBeLessThanOrEqual(720);
        expect(cameraX).toBeGreaterThanOrEqual(0);
        expect(cameraX).toBeLessThanOrEqual(2091 - 1280);
      }
    }
  });

  it('centres the maze behind the title without drawing Theseus', () => {
    const { renderer, sprites } = setup();
    const heart = level('heart-of-the-labyrinth');
    renderer.draw(new Simulation(heart), 0, 'backdrop');
    // No HUD over the title, so the tile is 55 px: 2255 x 1705 px of maze, centred.
    expect(renderer.probe.tile).toBe(55);
    expect(renderer.probe.cameraX).toBe(Math.round(2255 / 2 - 640));
    expect(renderer.probe.cameraY).toBe(Math.round(1705 / 2 - 360));
    const drawn = sprites().map(([slot]) => slot);
    expect(drawn.filter(isTheseus)).toEqual([]);
    // Of the four Minotaurs, those whose 55 px square reaches into the 1280 x 720 view.
    const camX = Math.round(2255 / 2 - 640);
    const camY = Math.round(1705 / 2 - 360);
    const inView = heart.minotaurSpawns.filter(({ x, y }) => {
      const dx = x * 55 - camX;
      const dy = y * 55 - camY;
      return dx > -55 && dy > -55 && dx < 1280 && dy < 720;
    });
    expect(heart.minotaurSpawns).toHaveLength(4);
    expect(inView.length).toBeLessThan(4);
    expect(drawn.filter(isMinotaur)).toHaveLength(inView.length);
  });
});

describe('Renderer: layers and sizes', () => {
  it('paints the static maze once per run and again only when a tile changes', () => {
    const { renderer } = setup();
    const sim = new Simulation(GEM_ROOM);
    renderer.draw(sim, 0);
    renderer.draw(sim, 0.5);
    sim.advance(RIGHT);
    renderer.draw(sim, 0.2);
    expect(renderer.layerPaints).toBe(1);
    for (let i = 0; i < 9; i++) sim.advance(RIGHT);
    expect(sim.gemsTaken).toBe(1);
    renderer.draw(sim, 0);
    renderer.draw(sim, 0.5);
    expect(renderer.layerPaints).toBe(2);
    // A new run of the same level may reach the same version with other tiles: repaint.
    renderer.draw(new Simulation(GEM_ROOM), 0);
    expect(renderer.layerPaints).toBe(3);
  });

  it('draws a frame with blits and rects only: no paths, gradients or text', () => {
    const { renderer, main } = setup();
    const sim = new Simulation(level('the-beast-stirs'));
    renderer.draw(sim, 0);
    sim.advance(DOWN);
    main.calls.length = 0;
    renderer.draw(sim, 0.5);
    const names = new Set(main.calls.map((c) => c.name));
    expect([...names].sort()).toEqual([
      'drawImage',
      'fillRect',
      'set fillStyle',
      'set globalAlpha',
    ]);
  });

  it('remakes sprites and the layer at a new size, and covers the whole canvas', () => {
    const surface = new FakeSurface(1280, 720);
    const { renderer, main, canvas } = setup(surface);
    const sim = new Simulation(level('first-steps'));
    renderer.draw(sim, 0);
    expect(canvas('maze').width).toBe(9 * 51);
    surface.resize(640, 360);
    main.calls.length = 0;
    renderer.draw(sim, 0);
    expect(renderer.probe.tile).toBe(24);
    expect(canvas('maze').width).toBe(9 * 24);
    expect(canvas('sprites').width).toBe(8 * 24);
    expect(renderer.layerPaints).toBe(2);
    // 216 x 216 px of maze centred in the 640 x 312 below the 48 px HUD, at (212, 96): the void
    // colour fills only around it.
    const fills = main.calls.filter((c) => c.name === 'fillRect').slice(0, 4);
    const blit = main.calls.find((c) => c.name === 'drawImage' && c.args[0] === canvas('maze'));
    expect(blit?.args.slice(5)).toEqual([212, 96, 216, 216]);
    expect(fills.map((c) => c.args)).toEqual([
      [0, 0, 640, 96],
      [0, 312, 640, 48],
      [0, 96, 212, 216],
      [428, 96, 212, 216],
    ]);
  });

  it('draws in device pixels on a HiDPI screen', () => {
    const { renderer, canvas } = setup(new FakeSurface(2560, 1440, 2));
    renderer.draw(new Simulation(level('first-steps')), 0);
    expect(renderer.probe.tile).toBe(102);
    expect(canvas('maze').width).toBe(9 * 102);
    // The HUD inset is 48 CSS px, 96 device px.
    expect(renderer.probe.cameraY).toBe(Math.floor((918 - (1440 - 96)) / 2) - 96);
  });

  it('raises spikes exactly on the ticks the simulation says they are up', () => {
    const { renderer, main, sprites } = setup();
    const sim = new Simulation(level('teeth-of-the-floor'));
    const traps: [number, number][] = [];
    sim.level.tiles.forEach((code, cell) => {
      if (code === 4 || code === 5)
        traps.push([cell % sim.level.width, Math.floor(cell / sim.level.width)]);
    });
    expect(traps.length).toBeGreaterThan(0);
    for (let tick = 0; tick < sim.level.trapPeriodTicks; tick++) {
      main.calls.length = 0;
      renderer.draw(sim, 0);
      const { cameraX, cameraY, tile } = renderer.probe;
      const expected = traps
        .filter(([x, y]) => sim.isTrapUpAt(x, y))
        .map(([x, y]) => [x * tile - cameraX, y * tile - cameraY])
        .filter(([dx = 0, dy = 0]) => dx > -tile && dy > -tile && dx < 1280 && dy < 720);
      const spikes = sprites()
        .filter(([slot]) => slot === SPIKES_SLOT)
        .map(([, dx, dy]) => [dx, dy]);
      expect(spikes).toEqual(expected);
      sim.advance(0);
      if (sim.outcome !== 'playing') break;
    }
  });

  it('shows Minotaurs with red eyes while they chase', () => {
    const { renderer, main, sprites } = setup();
    const beast = BUILT_IN_LEVELS.find((l) => l.minotaurSpawns.length > 0);
    if (beast === undefined) throw new Error('no level with a Minotaur');
    const sim = new Simulation(beast);
    const minotaurs = () => sprites().filter(([slot]) => isMinotaur(slot));
    const facing = (i: number) =>
      [1, 2, 4, 8].indexOf(sim.minotaurs[i]?.facing ?? 0) as 0 | 1 | 2 | 3;
    renderer.draw(sim, 0);
    expect(minotaurs().map(([slot]) => slot)).toEqual(
      sim.minotaurs.map((_, i) => minotaurSlot(facing(i), 0, false)),
    );
    while (sim.minotaurMode !== 'chase') sim.advance(0);
    expect(sim.outcome).toBe('playing');
    main.calls.length = 0;
    renderer.draw(sim, 0);
    expect(minotaurs().every(([slot]) => slot >= 16)).toBe(true);
    expect(minotaurs()).toHaveLength(sim.minotaurs.length);
  });
});

describe('Renderer: nothing redrawn that did not change', () => {
  it('draws a frame equal to the last one once, and again after a tick, a new alpha or a resize', () => {
    const surface = new FakeSurface(1280, 720);
    const { renderer, main } = setup(surface);
    const sim = new Simulation(level('the-beast-stirs'));
    const drawsAfter = (draw: () => void): number => {
      main.calls.length = 0;
      draw();
      return main.calls.filter((c) => c.name === 'drawImage' || c.name === 'fillRect').length;
    };
    expect(
      drawsAfter(() => {
        renderer.draw(sim, 0, 'backdrop');
      }),
    ).toBeGreaterThan(0);
    // The title's backdrop stands still: the canvas holds it already.
    expect(
      drawsAfter(() => {
        renderer.draw(sim, 0, 'backdrop');
      }),
    ).toBe(0);
    expect(renderer.probe.frame).toBe(2);
    expect(
      drawsAfter(() => {
        renderer.draw(sim, 0, 'play');
      }),
    ).toBeGreaterThan(0);
    expect(
      drawsAfter(() => {
        renderer.draw(sim, 0.5, 'play');
      }),
    ).toBeGreaterThan(0);
    expect(
      drawsAfter(() => {
        renderer.draw(sim, 0.5, 'play');
      }),
    ).toBe(0);
    sim.advance(DOWN);
    expect(
      drawsAfter(() => {
        renderer.draw(sim, 0.5, 'play');
      }),
    ).toBeGreaterThan(0);
    expect(renderer.probe.tick).toBe(1);
    // A resize clears the canvas, even to the same tile size.
    surface.resize(1280, 720);
    expect(
      drawsAfter(() => {
        renderer.draw(sim, 0.5, 'play');
      }),
    ).toBeGreaterThan(0);
    // Another run of the same level at the same tick is another picture.
    expect(
      drawsAfter(() => {
        renderer.draw(new Simulation(sim.level), 0.5, 'play');
      }),
    ).toBeGreaterThan(0);
  });

  it('draws a standing frame again in a new style (high contrast, reduced motion)', () => {
    const { renderer, main, canvas } = setup();
    const sim = new Simulation(level('the-beast-stirs'));
    renderer.draw(sim, 0.5, 'play');
    main.calls.length = 0;
    renderer.draw(sim, 0.5, 'play');
    expect(main.calls.filter((c) => c.name === 'drawImage')).toHaveLength(0);
    renderer.setStyle({ steadyLight: true, darknessStrength: 0.45 });
    renderer.draw(sim, 0.5, 'play');
    const darkness = main.calls.findIndex(
      (c) => c.name === 'drawImage' && c.args[0] === canvas('darkness'),
    );
    expect(darkness).toBeGreaterThan(0);
    const alphaSets = main.calls.slice(0, darkness).filter((c) => c.name === 'set globalAlpha');
    expect(alphaSets.at(-1)?.args[0]).toBe(0.45);
    main.calls.length = 0;
    renderer.draw(sim, 0.5, 'play');
    expect(main.calls.filter((c) => c.name === 'drawImage')).toHaveLength(0);
  });
});
