// @ts-check
/* global CanvasRenderingContext2D, HTMLCanvasElement, performance, requestAnimationFrame */
/**
 * Init script of the overdraw benchmark. It wraps the 2D context of the page's visible canvas
 * (#game or #scene) in a Proxy that adds up, for every call that writes pixels, the area it
 * covers, clipped to the canvas (fillRect, clearRect, strokeRect, drawImage, putImageData; a
 * path fill or stroke counts as the whole canvas, an upper bound: the game's frames draw none).
 * The context's transform is not applied: the frames measured draw in device pixels without one.
 * `__benchDrawArea.measure(warmUpMs, windowMs)` resolves with the pixels drawn and the animation
 * frames counted over the window, and the canvas' area.
 */
(() => {
  const totals = { area: 0, calls: 0, byCall: /** @type {Record<string, number>} */ ({}) };
  /** @type {HTMLCanvasElement | null} */
  let watched = null;

  /** @param {number} x @param {number} y @param {number} w @param {number} h */
  const clipped = (x, y, w, h) => {
    if (watched === null) return 0;
    const left = Math.max(0, Math.min(x, x + w));
    const top = Math.max(0, Math.min(y, y + h));
    const right = Math.min(watched.width, Math.max(x, x + w));
    const bottom = Math.min(watched.height, Math.max(y, y + h));
    return right > left && bottom > top ? (right - left) * (bottom - top) : 0;
  };

  /** @param {string} name @param {unknown[]} args @returns {number} */
  const areaOf = (name, args) => {
    const n = /** @type {number[]} */ (args);
    switch (name) {
      case 'fillRect':
      case 'clearRect':
      case 'strokeRect':
        return clipped(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 0);
      case 'drawImage': {
        const image = /** @type {{ width: number, height: number }} */ (args[0]);
        if (args.length === 3) return clipped(n[1] ?? 0, n[2] ?? 0, image.width, image.height);
        if (args.length === 5) return clipped(n[1] ?? 0, n[2] ?? 0, n[3] ?? 0, n[4] ?? 0);
        return clipped(n[5] ?? 0, n[6] ?? 0, n[7] ?? 0, n[8] ?? 0);
      }
      case 'putImageData': {
        const data = /** @type {{ width: number, height: number }} */ (args[0]);
        return clipped(n[1] ?? 0, n[2] ?? 0, data.width, data.height);
      }
      case 'fill':
      case 'stroke':
      case 'fillText':
      case 'strokeText':
        return watched === null ? 0 : watched.width * watched.height;
      default:
        return -1;
    }
  };

  /** @param {HTMLCanvasElement} canvas @param {RenderingContext | null} context */
  const wrapped = (canvas, context) => {
    if (!(context instanceof CanvasRenderingContext2D)) return context;
    if (canvas.id !== 'game' && canvas.id !== 'scene') return context;
    watched = canvas;
    return new Proxy(context, {
      get(object, key) {
        /** @type {unknown} */
        const value = Reflect.get(object, key, object);
        if (typeof value !== 'function') return value;
        return (/** @type {unknown[]} */ ...args) => {
          const area = areaOf(String(key), args);
          if (area >= 0) {
            totals.area += area;
            totals.calls += 1;
            totals.byCall[String(key)] = (totals.byCall[String(key)] ?? 0) + area;
          }
          return /** @type {unknown} */ (Reflect.apply(value, object, args));
        };
      },
      set(object, key, value) {
        return Reflect.set(object, key, value, object);
      },
    });
  };
  const prototype = HTMLCanvasElement.prototype;
  /** @type {(this: HTMLCanvasElement, ...args: unknown[]) => RenderingContext | null} */
  const getContext = /** @type {never} */ (Reflect.get(prototype, 'getContext'));
  /** @this {HTMLCanvasElement} @param {unknown[]} args */
  function getWrappedContext(...args) {
    return wrapped(this, getContext.apply(this, args));
  }
  Reflect.set(prototype, 'getContext', getWrappedContext);

  /** @param {number} warmUpMs @param {number} windowMs */
  const measure = (warmUpMs, windowMs) =>
    new Promise((resolve) => {
      const state = { begun: performance.now(), start: -1, frames: 0 };
      const onFrame = () => {
        const now = performance.now();
        if (state.start < 0) {
          if (now - state.begun >= warmUpMs) {
            state.start = now;
            totals.area = 0;
            totals.calls = 0;
            totals.byCall = {};
          }
        } else {
          state.frames += 1;
          if (now - state.start >= windowMs) {
            resolve({
              area: totals.area,
              calls: totals.calls,
              byCall: { ...totals.byCall },
              frames: state.frames,
              canvasArea: watched === null ? 0 : watched.width * watched.height,
            });
            return;
          }
        }
        requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    });
  Object.defineProperty(globalThis, '__benchDrawArea', { value: Object.freeze({ measure }) });
})();
