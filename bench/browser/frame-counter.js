// @ts-check
/* global performance, requestAnimationFrame */
/**
 * Init script of the frame-rate benchmarks: `__mythicMazeBenchFrames.count(warmUpMs, windowMs)`
 * counts animation frames in the page over `windowMs` after `warmUpMs`, and resolves with the
 * count and the window measured on the page's own high-resolution clock. The same counter runs in
 * every page, ours and the peers', so their figures compare.
 */
(() => {
  /**
   * @param {number} warmUpMs
   * @param {number} windowMs
   * @returns {Promise<{ frames: number, elapsedMs: number, crossOriginIsolated: boolean }>}
   */
  const count = (warmUpMs, windowMs) =>
    new Promise((resolve) => {
      const state = { begun: performance.now(), start: -1, frames: 0 };
      const onFrame = () => {
        const now = performance.now();
        if (state.start < 0) {
          if (now - state.begun >= warmUpMs) state.start = now;
        } else {
          state.frames += 1;
          if (now - state.start >= windowMs) {
            resolve({
              frames: state.frames,
              elapsedMs: now - state.start,
              crossOriginIsolated: globalThis.crossOriginIsolated,
            });
            return;
          }
        }
        requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    });
  Object.defineProperty(globalThis, '__mythicMazeBenchFrames', { value: Object.freeze({ count }) });
})();
