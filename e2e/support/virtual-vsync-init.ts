/**
 * Page-side virtual display, installed with `page.addInitScript` before any game code.
 * It replaces requestAnimationFrame, cancelAnimationFrame and performance.now with a
 * display whose time is an integer count of microseconds, advanced only by schedules
 * the test sends. This function is serialised into the page: it must not reference
 * anything outside its own body.
 */
export function virtualVsyncInit(): void {
  type FrameCallback = (timestamp: number) => void;
  interface PageEvent {
    readonly atUs: number;
    readonly kind: 'keydown' | 'keyup' | 'hidden' | 'visible' | 'blur' | 'focus';
    readonly key?: string;
    readonly code?: string;
  }
  interface Schedule {
    readonly intervalsUs: readonly number[];
    readonly events?: readonly PageEvent[];
    readonly rawTimestampsMs?: readonly number[];
  }

  /** How far the display's own clock moves per raw frame: one 60 Hz frame. */
  const RAW_FRAME_STEP_US = 16_667;

  let nowUs = 0;
  let nextHandle = 1;
  let frames = 0;
  let hidden = false;
  const pending = new Map<number, FrameCallback>();

  window.requestAnimationFrame = (callback: FrameCallback): number => {
    const handle = nextHandle;
    nextHandle += 1;
    pending.set(handle, callback);
    return handle;
  };
  window.cancelAnimationFrame = (handle: number): void => {
    pending.delete(handle);
  };
  performance.now = () => nowUs / 1000;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });

  function dispatch(event: PageEvent): void {
    switch (event.kind) {
      case 'keydown':
      case 'keyup':
        window.dispatchEvent(
          new KeyboardEvent(event.kind, {
            key: event.key ?? '',
            code: event.code ?? '',
            bubbles: true,
            cancelable: true,
          }),
        );
        return;
      case 'hidden':
      case 'visible':
        hidden = event.kind === 'hidden';
        document.dispatchEvent(new Event('visibilitychange'));
        return;
      case 'blur':
      case 'focus':
        window.dispatchEvent(new FocusEvent(event.kind));
        return;
    }
  }

  /** Runs the callbacks of one display frame, like a browser does: all at one timestamp. */
  function presentFrame(timestamp = nowUs / 1000): void {
    const callbacks = [...pending.values()];
    pending.clear();
    frames += 1;
    for (const callback of callbacks) callback(timestamp);
  }

  function run(schedule: Schedule): { readonly nowUs: number; readonly frames: number } {
    const events = [...(schedule.events ?? [])].sort((a, b) => a.atUs - b.atUs);
    let nextEvent = 0;
    const due = (limitUs: number) => {
      for (let event = events[nextEvent]; event !== undefined && event.atUs <= limitUs;) {
        nowUs = Math.max(nowUs, event.atUs);
        dispatch(event);
        nextEvent += 1;
        event = events[nextEvent];
      }
    };
    for (const intervalUs of schedule.intervalsUs) {
      if (!Number.isSafeInteger(intervalUs) || intervalUs < 0) {
        throw new RangeError(
          `frame interval must be a non-negative integer µs, got ${String(intervalUs)}`,
        );
      }
      const frameAt = nowUs + intervalUs;
      // Events due at or before a frame's time reach the page before that frame runs.
      due(frameAt);
      nowUs = frameAt;
      presentFrame();
    }
    // A broken timestamp source: each frame's callbacks get the given number verbatim (NaN,
    // backwards, repeated, hours ahead), while the display's own clock keeps its even pace.
    for (const timestamp of schedule.rawTimestampsMs ?? []) {
      const frameAt = nowUs + RAW_FRAME_STEP_US;
      due(frameAt);
      nowUs = frameAt;
      presentFrame(timestamp);
    }
    due(Number.MAX_SAFE_INTEGER);
    return { nowUs, frames };
  }

  const api = Object.freeze({ run, nowUs: () => nowUs, frames: () => frames });
  Object.defineProperty(window, '__virtualVsync', { value: api });
}
