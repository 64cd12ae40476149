import { describe, expect, it } from 'vitest';
import { CanvasSurface } from '../../src/render/surface';

function setup(dpr: number) {
  const canvas = { clientWidth: 800, clientHeight: 450, width: 300, height: 150 };
  const view = { devicePixelRatio: dpr };
  let report: ((width: number, height: number) => void) | null = null;
  let disconnected = false;
  const surface = new CanvasSurface({
    canvas: canvas as HTMLCanvasElement,
    view,
    observeSize: (onSize) => {
      report = onSize;
      return {
        observe: () => undefined,
        disconnect: () => {
          disconnected = true;
        },
      };
    },
  });
  const resize = (width: number, height: number) => {
    report?.(width, height);
  };
  return { canvas, view, surface, resize, disconnected: () => disconnected };
}

describe('CanvasSurface', () => {
  it('sizes the canvas to its CSS box at the device pixel ratio', () => {
    const { canvas, surface } = setup(2);
    expect([canvas.width, canvas.height]).toEqual([1600, 900]);
    expect([surface.width, surface.height, surface.dpr]).toEqual([1600, 900, 2]);
    expect(surface.sync()).toBe(false);
  });

  it('applies a resize at the next sync, not before', () => {
    const { canvas, surface, resize } = setup(1);
    resize(1024.4, 600.6);
    expect(canvas.width).toBe(800);
    expect(surface.sync()).toBe(true);
    expect([canvas.width, canvas.height]).toEqual([1024, 601]);
    expect(surface.sync()).toBe(false);
  });

  it('follows a change of device pixel ratio (zoom, another monitor)', () => {
    const { canvas, view, surface } = setup(1);
    view.devicePixelRatio = 1.5;
    expect(surface.sync()).toBe(true);
    expect([canvas.width, canvas.height, surface.dpr]).toEqual([1200, 675, 1.5]);
  });

  it('never makes an empty canvas, and treats a missing ratio as 1', () => {
    const { canvas, view, surface, resize } = setup(0);
    expect(surface.dpr).toBe(1);
    resize(0, 0);
    view.devicePixelRatio = 1;
    surface.sync();
    expect([canvas.width, canvas.height]).toEqual([1, 1]);
  });

  it('stops observing when disposed', () => {
    const { surface, disconnected } = setup(1);
    surface.dispose();
    expect(disconnected()).toBe(true);
  });
});
