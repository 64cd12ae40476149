import { describe, expect, it } from 'vitest';
import { Darkness } from '../../src/render/paint/darkness';
import { fakeContext, recordingFactory } from './fake-canvas';

describe('Darkness: one scaled blit of a low-resolution sprite', () => {
  const view = { width: 1280, height: 720, lightSize: 306 };

  for (const dpr of [1, 2]) {
    it(`puts the light where asked and covers the view from any point, at DPR ${String(dpr)}`, () => {
      const { factory, made } = recordingFactory();
      const darkness = new Darkness(factory);
      const main = fakeContext();
      const width = view.width * dpr;
      const height = view.height * dpr;
      const lightSize = view.lightSize * dpr;
      for (const scale of [0.955, 1, 1.045, 2.2]) {
        for (const [x, y] of [
          [0, 0],
          [width, height],
          [width / 3, height / 2],
        ] as const) {
          main.calls.length = 0;
          darkness.draw(main.context, { x, y, scale, lightSize, width, height, dpr });
          expect(main.calls.map((c) => c.name)).toEqual(['drawImage']);
          const [image, sx = 0, sy = 0, sw = 0, sh = 0, dx, dy, dw, dh] = main.calls[0]?.args as [
            unknown,
            ...number[],
          ];
          const sprite = made.find((c) => c.label === 'darkness');
          expect(image).toBe(sprite);
          expect([dx, dy, dw, dh]).toEqual([0, 0, width, height]);
          // The sprite's centre (its light) lands on (x, y) of the view.
          expect(sx + (x / width) * sw).toBeCloseTo((sprite?.width ?? 0) / 2, 9);
          expect(sy + (y / height) * sh).toBeCloseTo((sprite?.height ?? 0) / 2, 9);
          // The light is as wide on the view as asked: sprite pixels times their scale.
          expect(sx).toBeGreaterThanOrEqual(0);
          expect(sy).toBeGreaterThanOrEqual(0);
          expect(sx + sw).toBeLessThanOrEqual(sprite?.width ?? 0);
          expect(sy + sh).toBeLessThanOrEqual(sprite?.height ?? 0);
        }
      }
      // Painted once, at half the view's resolution at DPR 1 and a quarter at DPR 2.
      const sprites = made.filter((c) => c.label === 'darkness');
      expect(sprites).toHaveLength(1);
      const downscale = dpr === 1 ? 2 : 4;
      expect(sprites[0]?.width).toBeLessThan((2.4 * width) / downscale);
      const light = sprites[0]?.fake.calls.find((c) => c.name === 'fillRect' && c.args[0] === 0);
      expect(light).toBeDefined();
    });
  }

  it('draws the light as wide as its size times the flicker', () => {
    const { factory, made } = recordingFactory();
    const darkness = new Darkness(factory);
    const main = fakeContext();
    darkness.draw(main.context, {
      x: 640,
      y: 360,
      scale: 1,
      lightSize: 306,
      width: 1280,
      height: 720,
      dpr: 1,
    });
    const sw1 = main.calls[0]?.args[3] as number;
    main.calls.length = 0;
    darkness.draw(main.context, {
      x: 640,
      y: 360,
      scale: 2,
      lightSize: 306,
      width: 1280,
      height: 720,
      dpr: 1,
    });
    const sw2 = main.calls[0]?.args[3] as number;
    // Twice the light on the same view: half the sprite's width shown.
    expect(sw2).toBeCloseTo(sw1 / 2, 9);
    // The light's square is 306 / 2 = 153 sprite pixels, rounded to an even 154: 1280 view
    // pixels at scale 1 show 1280 / (306 / 154) sprite pixels.
    expect(sw1).toBeCloseTo(1280 / (306 / 154), 9);
    expect(made).toHaveLength(1);
  });
});
