// @ts-check
/* global document, performance, requestAnimationFrame */
/**
 * Init script of the first-frame benchmark. It changes nothing in the page: once per animation
 * frame, after the frame's own callbacks have run (a message posted from the frame arrives after
 * them), it copies the game canvas into a small canvas of its own and looks for any drawn pixel.
 * The first frame that shows one is recorded by its start time (the frame's timestamp, on the
 * navigation-start clock), with first-contentful-paint from the Paint Timing API beside it.
 * Results appear on `__mythicMazeFirstFrame`.
 */
(() => {
  const result = {
    /** Start of the first frame that presented a drawn #game canvas, in ms after navigation start. */
    drawnFrameMs: /** @type {number | null} */ (null),
    /** When the probe saw the drawn pixels, in ms after navigation start. */
    seenMs: /** @type {number | null} */ (null),
    firstContentfulPaintMs: /** @type {number | null} */ (null),
    framesWatched: 0,
  };
  Object.defineProperty(globalThis, '__mythicMazeFirstFrame', { value: result });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') result.firstContentfulPaintMs = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });

  const probe = document.createElement('canvas');
  probe.width = 64;
  probe.height = 36;
  const probeContext = probe.getContext('2d', { willReadFrequently: true });
  const channel = new MessageChannel();
  const frame = { start: 0 };

  /** @returns {boolean} */
  const gameCanvasDrawn = () => {
    const game = document.getElementById('game');
    if (!(game instanceof HTMLCanvasElement) || game.width === 0 || game.height === 0) return false;
    if (probeContext === null) return false;
    probeContext.clearRect(0, 0, probe.width, probe.height);
    probeContext.drawImage(game, 0, 0, probe.width, probe.height);
    const pixels = probeContext.getImageData(0, 0, probe.width, probe.height).data;
    for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) !== 0) return true;
    return false;
  };

  channel.port1.onmessage = () => {
    result.framesWatched += 1;
    if (gameCanvasDrawn()) {
      result.drawnFrameMs = frame.start;
      result.seenMs = performance.now();
      channel.port1.close();
      return;
    }
    requestAnimationFrame(onFrame);
  };
  /** @param {number} timestamp */
  const onFrame = (timestamp) => {
    frame.start = timestamp;
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(onFrame);
})();
