import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBuiltInLevel } from '../../src/levels';
import type { GhostView } from '../../src/render';
import { Renderer } from '../../src/render/renderer';
import { theseusSlot } from '../../src/render/paint/sprites';
import { RIGHT, Simulation } from '../../src/sim';
import { fakeContext, FakeSurface, recordingFactory, slotDraws } from './fake-canvas';

const first = getBuiltInLevel('first-steps');
if (first === undefined) throw new Error('no first level');

function setup() {
  const main = fakeContext();
  const renderer = new Renderer({
    context: main.context,
    surface: new FakeSurface(1280, 720),
    createCanvas: recordingFactory().factory,
    topInset: 48,
  });
  return { main, renderer };
}

/** A lone ghost two tiles right of the start, one step into its third tile. */
function ghostAt(opacity: number): GhostView[] {
  return [{ player: { prevX: 120, prevY: 60, x: 132, y: 60, facing: RIGHT }, opacity }];
}

describe('Renderer: the ghost', () => {
  it('draws a translucent Theseus at the same alpha as the run, over the darkness', () => {
    const { main, renderer } = setup();
    const run = new Simulation(first);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (alpha, opacity) => {
          // A frame without the ghost first: the renderer skips a frame that shows what the
          // last one did, and fast-check may draw the same pair twice.
          renderer.draw(run, alpha, 'play', []);
          main.calls.length = 0;
          renderer.draw(run, alpha, 'play', ghostAt(opacity));
          const sheet = renderer.sprites?.sheet;
          const tile = renderer.probe.tile;
          const draws = slotDraws(main.calls, sheet, tile);
          const ghost = draws.at(-1);
          const ux = 120 + 12 * alpha;
          const stride = Math.floor((ux + 60) / 30) & 1 ? 1 : 0;
          expect(ghost?.[0]).toBe(theseusSlot(1, stride));
          expect(ghost?.[1]).toBe(Math.round((ux / 60) * tile - renderer.probe.cameraX));
          // Drawn last, after the darkness, at its own opacity, and the alpha put back after.
          const at = main.calls.map((c) => c.name).lastIndexOf('drawImage');
          const alphas = main.calls
            .slice(0, at)
            .filter((c) => c.name === 'set globalAlpha')
            .map((c) => c.args[0]);
          expect(alphas.at(-1)).toBeCloseTo(0.4 * opacity, 12);
          expect(main.calls.slice(at).some((c) => c.name === 'fillRect')).toBe(false);
          expect(main.calls.at(-1)).toEqual({ name: 'set globalAlpha', args: [1] });
          expect(renderer.probe).toMatchObject({ ghostY: 1, ghostOpacity: opacity });
          expect(renderer.probe.ghostX).toBeCloseTo(ux / 60, 12);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('draws no ghost when it has faded, in backdrop mode, or when there is none', () => {
    const run = new Simulation(first);
    for (const [mode, ghost] of [
      ['play', ghostAt(0)],
      ['play', []],
      ['backdrop', ghostAt(1)],
    ] as const) {
      // A renderer of its own per case: a frame equal to the last one is not drawn again.
      const { main, renderer } = setup();
      renderer.draw(run, 0.5, 'play', ghostAt(1));
      const count = () => {
        const sheet = renderer.sprites?.sheet;
        return slotDraws(main.calls, sheet, renderer.probe.tile).length;
      };
      main.calls.length = 0;
      renderer.draw(run, 0.5, mode, ghost);
      // Theseus alone in play; nothing of Theseus behind the menus.
      expect(count()).toBe(mode === 'play' ? 1 : 0);
      expect(renderer.probe.ghostOpacity).toBe(0);
    }
  });
});

describe('Renderer: the ghost under reduced motion', () => {
  /** The globalAlpha set last before the frame's last drawImage (the ghost's). */
  function ghostAlphaOf(calls: readonly { name: string; args: readonly unknown[] }[]): unknown {
    const at = calls.map((c) => c.name).lastIndexOf('drawImage');
    return calls
      .slice(0, at)
      .filter((c) => c.name === 'set globalAlpha')
      .map((c) => c.args[0])
      .at(-1);
  }

  it('keeps the ghost at one steady opacity while its fade runs, then it is gone', () => {
    const { main, renderer } = setup();
    renderer.setStyle({ steadyLight: true, darknessStrength: 1 });
    const run = new Simulation(first);
    // The fade after the ghost's run ends, frame by frame: 1 down to just above 0.
    for (const [i, opacity] of [1, 0.8, 0.55, 0.3, 0.05].entries()) {
      main.calls.length = 0;
      renderer.draw(run, i / 10, 'play', ghostAt(opacity));
      // A fully shown ghost is 0.4 opaque; under reduced motion it stays so.
      expect(ghostAlphaOf(main.calls)).toBe(0.4);
      expect(renderer.probe.ghostOpacity).toBe(1);
    }
    main.calls.length = 0;
    renderer.draw(run, 0.6, 'play', ghostAt(0));
    const sheet = renderer.sprites?.sheet;
    expect(slotDraws(main.calls, sheet, renderer.probe.tile)).toHaveLength(1);
    expect(renderer.probe.ghostOpacity).toBe(0);
  });

  it('fades again once reduced motion is off', () => {
    const { main, renderer } = setup();
    const run = new Simulation(first);
    renderer.setStyle({ steadyLight: true, darknessStrength: 1 });
    renderer.draw(run, 0.2, 'play', ghostAt(0.5));
    expect(ghostAlphaOf(main.calls)).toBe(0.4);
    renderer.setStyle({ steadyLight: false, darknessStrength: 1 });
    main.calls.length = 0;
    renderer.draw(run, 0.2, 'play', ghostAt(0.5));
    expect(ghostAlphaOf(main.calls)).toBeCloseTo(0.2, 12);
    expect(renderer.probe.ghostOpacity).toBe(0.5);
  });
});
