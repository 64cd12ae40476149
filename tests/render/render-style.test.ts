import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RENDER_STYLE,
  exitGlowAlpha,
  ghostAlpha,
  torchScale,
} from '../../src/render/render-style';

const STEADY = { ...DEFAULT_RENDER_STYLE, steadyLight: true };

describe('render style: reduced motion', () => {
  it('the torch flickers with game time as designed, and stands still under reduced motion', () => {
    const sizes = [0, 3.5, 7, 11.25].map((time) => torchScale(DEFAULT_RENDER_STYLE, true, time));
    expect(new Set(sizes).size).toBe(4);
    for (const time of [0, 3.5, 7, 11.25]) expect(torchScale(STEADY, true, time)).toBe(1);
  });

  it('the exit glow pulses as designed, and is steady under reduced motion', () => {
    expect(exitGlowAlpha(DEFAULT_RENDER_STYLE, 0)).toBeCloseTo(0.7);
    expect(exitGlowAlpha(DEFAULT_RENDER_STYLE, Math.PI / 0.6)).toBeCloseTo(1);
    for (const time of [0, 5, 10]) expect(exitGlowAlpha(STEADY, time)).toBe(0.85);
  });

  it('the ghost fades out as designed, and holds its opacity under reduced motion', () => {
    // A fully shown ghost is 0.4 opaque; half faded, half that.
    expect(ghostAlpha(DEFAULT_RENDER_STYLE, 1)).toBe(0.4);
    expect(ghostAlpha(DEFAULT_RENDER_STYLE, 0.5)).toBeCloseTo(0.2, 12);
    expect(ghostAlpha(DEFAULT_RENDER_STYLE, 0.1)).toBeCloseTo(0.04, 12);
    for (const fade of [1, 0.75, 0.5, 0.1]) expect(ghostAlpha(STEADY, fade)).toBe(0.4);
  });

  it('the title backdrop keeps its wide light either way', () => {
    expect(torchScale(DEFAULT_RENDER_STYLE, false, 3)).toBe(2.2);
    expect(torchScale(STEADY, false, 3)).toBe(2.2);
  });
});
