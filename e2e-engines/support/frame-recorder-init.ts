/**
 * Page-side init script: leaves requestAnimationFrame real, and keeps every timestamp it hands
 * a callback in `window.__frameTimes` (ms, once per frame), so a test knows the exact time the
 * loop was fed. Serialised into the page: it must not reference anything outside its own body.
 */
export function frameRecorderInit(): void {
  const times: number[] = [];
  const real = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback: FrameRequestCallback): number =>
    real((timestamp) => {
      if (times.at(-1) !== timestamp) times.push(timestamp);
      callback(timestamp);
    });
  Object.defineProperty(window, '__frameTimes', { value: times });
}
