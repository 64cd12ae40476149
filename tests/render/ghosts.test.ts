/**
 * Several ghosts at once (a race room's rivals): each drawn where it stands, each with a name
 * tag of its own (number, name, colour) over its head, at the tag's opacity, reduced motion
 * respected; a frame whose only change is one ghost's is drawn again.
 */
import { describe, expect, it } from 'vitest';
import { getBuiltInLevel } from '../../src/levels';
import type { GhostView } from '../../src/render';
import { theseusSlot } from '../../src/render/paint/sprites';
import { Renderer } from '../../src/render/renderer';
import { RIGHT, Simulation } from '../../src/sim';
import {
  drawsOf,
  fakeContext,
  FakeSurface,
  recordingFactory,
  slotDraws,
  type Call,
} from './fake-canvas';

const first = getBuiltInLevel('first-steps');
if (first === undefined) throw new Error('no first level');

function setup() {
  const main = fakeContext();
  const { factory, made } = recordingFactory();
  const renderer = new Renderer({
    context: main.context,
    surface: new FakeSurface(1280, 720),
    createCanvas: factory,
    topInset: 48,
  });
  return { main, made, renderer };
}

/** A rival standing at (x, y) world units, facing right, numbered `mark`. */
function rival(x: number, y: number, mark: number, label: string, opacity = 1): GhostView {
  return {
    player: { prevX: x, prevY: y, x, y, facing: RIGHT },
    opacity,
    tag: { mark, label },
  };
}

const RIVALS = [
  rival(120, 60, 1, 'Ariadne'),
  rival(180, 60, 2, 'Phaedra'),
  rival(120, 180, 3, 'Minos'),
];

/** The globalAlpha in force at each drawImage of `image`. */
function alphasAt(calls: readonly Call[], image: unknown): unknown[] {
  let alpha: unknown = 1;
  const seen: unknown[] = [];
  for (const call of calls) {
    if (call.name === 'set globalAlpha') alpha = call.args[0];
    if (call.name === 'drawImage' && call.args[0] === image) seen.push(alpha);
  }
  return seen;
}

describe('Renderer: every rival drawn', () => {
  it('draws three ghosts where each stands, each with its own tag over its head', () => {
    const { main, made, renderer } = setup();
    const run = new Simulation(first);
    renderer.draw(run, 0, 'play', RIVALS);
    const { tile, cameraX, cameraY } = renderer.probe;
    // First Steps at 51 px a tile: the sheet's Theseus, standing facing right, at each ghost.
    expect(tile).toBe(51);
    const sheet = renderer.sprites?.sheet;
    const at = (units: number, camera: number) => Math.round((units / 60) * tile - camera);
    const standing = theseusSlot(1, 0);
    expect(slotDraws(main.calls, sheet, tile).slice(-3)).toEqual([
      [standing, at(120, cameraX), at(60, cameraY)],
      [standing, at(180, cameraX), at(60, cameraY)],
      [standing, at(120, cameraX), at(180, cameraY)],
    ]);
    // A tag each: 2.4 tiles wide (122 px), half a tile high (26 px), centred over the head.
    const tags = made.filter((canvas) => canvas.label.startsWith('ghost-tag-'));
    expect(tags.map((tag) => [tag.label, tag.width, tag.height])).toEqual([
      ['ghost-tag-1', 122, 26],
      ['ghost-tag-2', 122, 26],
      ['ghost-tag-3', 122, 26],
    ]);
    const corners = [
      [120, 60],
      [180, 60],
      [120, 180],
    ];
    tags.forEach((tag, index) => {
      const [x = 0, y = 0] = corners[index] ?? [];
      const left = (x / 60) * tile - cameraX;
      const top = (y / 60) * tile - cameraY;
      expect(drawsOf(main.calls, tag)).toEqual([
        [Math.round(left + 25.5 - 61), Math.round(top - 26)],
      ]);
    });
    // Each tag says its number and name on a colour of its own (told apart without colour too).
    const painted = tags.map((tag) => {
      const calls = tag.fake.calls;
      const fill = calls.find((call) => call.name === 'set fillStyle')?.args[0];
      const text = calls.find((call) => call.name === 'fillText')?.args[0];
      return [fill, text];
    });
    expect(painted).toEqual([
      ['#e69f00', '1 Ariadne'],
      ['#56b4e9', '2 Phaedra'],
      ['#009e73', '3 Minos'],
    ]);
    expect(renderer.probe).toMatchObject({ ghosts: 3, ghostX: 2, ghostY: 1, ghostOpacity: 1 });
  });

  it('fades the ghosts and their tags together, and holds both still under reduced motion', () => {
    const { main, made, renderer } = setup();
    const run = new Simulation(first);
    const fading = [rival(120, 60, 1, 'Ariadne', 0.5), rival(180, 60, 2, 'Phaedra', 0.5)];
    renderer.draw(run, 0, 'play', fading);
    const tag = () => made.filter((canvas) => canvas.label === 'ghost-tag-2').at(-1);
    const sheet = renderer.sprites?.sheet;
    // The translucent ghosts at 0.4 of their fade; the tag, read not seen through, at the fade.
    expect(alphasAt(main.calls, sheet).slice(-2)).toEqual([0.2, 0.2]);
    expect(alphasAt(main.calls, tag())).toEqual([0.5]);
    renderer.setStyle({ steadyLight: true, darknessStrength: 1 });
    main.calls.length = 0;
    renderer.draw(run, 0, 'play', fading);
    expect(alphasAt(main.calls, sheet).slice(-2)).toEqual([0.4, 0.4]);
    expect(alphasAt(main.calls, tag())).toEqual([1]);
    expect(main.calls.at(-1)).toEqual({ name: 'set globalAlpha', args: [1] });
  });

  it('draws the frame again when only one of the ghosts moved or was renamed', () => {
    const { main, renderer } = setup();
    const run = new Simulation(first);
    const drawn = () => main.calls.filter((call) => call.name === 'drawImage').length;
    renderer.draw(run, 0, 'play', RIVALS);
    main.calls.length = 0;
    renderer.draw(
      run,
      0,
      'play',
      RIVALS.map((ghost) => ({ ...ghost })),
    );
    expect(drawn()).toBe(0);
    const moved = [RIVALS[0], RIVALS[1], rival(126, 180, 3, 'Minos')].flatMap((g) => g ?? []);
    renderer.draw(run, 0, 'play', moved);
    expect(drawn()).toBeGreaterThan(0);
    main.calls.length = 0;
    const renamed = [RIVALS[0], RIVALS[1], rival(126, 180, 3, 'Icarus')].flatMap((g) => g ?? []);
    renderer.draw(run, 0, 'play', renamed);
    expect(drawn()).toBeGreaterThan(0);
    main.calls.length = 0;
    renderer.draw(run, 0, 'play', renamed.slice(0, 2));
    expect(drawn()).toBeGreaterThan(0);
    expect(renderer.probe.ghosts).toBe(2);
  });
});
