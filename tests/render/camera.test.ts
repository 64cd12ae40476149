import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cameraStart } from '../../src/render/camera';
import { lerp } from '../../src/render/interpolate';
import { MAX_LAYER_PIXELS, tileSizeFor } from '../../src/render/tile-size';

describe('cameraStart', () => {
  it('centres a world smaller than the view', () => {
    expect(cameraStart(100, 1280, 459)).toBe(-411);
    expect(cameraStart(100, 1280, 460)).toBe(-410);
    expect(cameraStart(0, 100, 100)).toBe(0);
  });

  it('follows the focus in a larger world, clamped at both edges', () => {
    expect(cameraStart(1000, 800, 3000)).toBe(600);
    expect(cameraStart(10, 800, 3000)).toBe(0);
    expect(cameraStart(2990, 800, 3000)).toBe(2200);
  });

  it('always shows the focus and never shows void past an edge of a larger world', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 1, max: 8000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (view, extra, share) => {
          const world = view + extra;
          const focus = share * world;
          const start = cameraStart(focus, view, world);
          expect(Number.isInteger(start)).toBe(true);
          expect(start).toBeGreaterThanOrEqual(0);
          expect(start + view).toBeLessThanOrEqual(world);
          expect(focus).toBeGreaterThanOrEqual(start - 0.5);
          expect(focus).toBeLessThanOrEqual(start + view + 0.5);
        },
      ),
    );
  });

  it('keeps the focus at the centre of the view away from the edges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        (view, at) => {
          const world = 10_000;
          const focus = view / 2 + at;
          expect(Math.abs(cameraStart(focus, view, world) + view / 2 - focus)).toBeLessThanOrEqual(
            0.5,
          );
        },
      ),
    );
  });
});

describe('lerp', () => {
  it('goes from previous at alpha 0 towards current', () => {
    expect(lerp(12, 24, 0)).toBe(12);
    expect(lerp(12, 24, 0.5)).toBe(18);
    expect(lerp(24, 12, 0.25)).toBe(21);
    expect(lerp(60, 60, 0.9)).toBe(60);
  });
});

describe('tileSizeFor', () => {
  const base = { dpr: 1, columns: 9, rows: 9 };

  it('fits 21 tiles across and 13 down, within 24 to 64 CSS pixels', () => {
    expect(tileSizeFor({ ...base, viewWidth: 1280, viewHeight: 672 })).toBe(51);
    expect(tileSizeFor({ ...base, viewWidth: 3000, viewHeight: 3000 })).toBe(64);
    expect(tileSizeFor({ ...base, viewWidth: 300, viewHeight: 200 })).toBe(24);
  });

  it('scales to device pixels for crisp HiDPI drawing', () => {
    expect(tileSizeFor({ ...base, dpr: 2, viewWidth: 1280, viewHeight: 672 })).toBe(102);
    expect(tileSizeFor({ ...base, dpr: 1.5, viewWidth: 1280, viewHeight: 672 })).toBe(77);
  });

  it('shrinks tiles rather than make a static layer too big to allocate', () => {
    const tile = tileSizeFor({ dpr: 3, columns: 128, rows: 128, viewWidth: 1280, viewHeight: 672 });
    expect(tile * 128 * tile * 128).toBeLessThanOrEqual(MAX_LAYER_PIXELS);
    expect(tile).toBe(32);
  });
});
