import { describe, expect, it } from 'vitest';
import { ManualFrameSource, RafFrameSource } from '../../src/loop/frame-source';

/** A stand-in for the browser's animation-frame functions. */
function fakeAnimationFrames() {
  const callbacks = new Map<number, (timestampMs: number) => void>();
  let nextHandle = 1;
  return {
    callbacks,
    requestAnimationFrame(callback: (timestampMs: number) => void): number {
      const handle = nextHandle;
      nextHandle += 1;
      callbacks.set(handle, callback);
      return handle;
    },
    cancelAnimationFrame(handle: number): void {
      callbacks.delete(handle);
    },
    fire(handle: number, timestampMs: number): void {
      const callback = callbacks.get(handle);
      callbacks.delete(handle);
      callback?.(timestampMs);
    },
  };
}

describe('RafFrameSource', () => {
  it('passes the animation-frame timestamp to the callback', () => {
    const api = fakeAnimationFrames();
    const source = new RafFrameSource(api);
    const seen: number[] = [];
    source.request((t) => seen.push(t));
    expect([...api.callbacks.keys()]).toEqual([1]);
    api.fire(1, 16.667);
    expect(seen).toEqual([16.667]);
  });

  it('cancels the pending request', () => {
    const api = fakeAnimationFrames();
    const source = new RafFrameSource(api);
    source.request(() => undefined);
    source.cancel();
    expect(api.callbacks.size).toBe(0);
  });

  it('keeps one request at a time: a second request replaces the first', () => {
    const api = fakeAnimationFrames();
    const source = new RafFrameSource(api);
    source.request(() => undefined);
    source.request(() => undefined);
    expect([...api.callbacks.keys()]).toEqual([2]);
  });

  it('does not cancel a frame that already fired', () => {
    const api = fakeAnimationFrames();
    const cancelled: number[] = [];
    const source = new RafFrameSource({
      requestAnimationFrame: (callback) => api.requestAnimationFrame(callback),
      cancelAnimationFrame: (handle) => cancelled.push(handle),
    });
    source.request(() => undefined);
    api.fire(1, 0);
    source.cancel();
    expect(cancelled).toEqual([]);
  });
});

describe('ManualFrameSource', () => {
  it('runs the pending callback with the given timestamp, once', () => {
    const source = new ManualFrameSource();
    const seen: number[] = [];
    source.request((t) => seen.push(t));
    expect(source.pending).toBe(true);
    source.frame(33.3);
    expect(seen).toEqual([33.3]);
    expect(source.pending).toBe(false);
    expect(() => {
      source.frame(50);
    }).toThrow('ManualFrameSource.frame(50): no frame was requested');
  });

  it('lets the callback ask for the next frame, and counts requests', () => {
    const source = new ManualFrameSource();
    const seen: number[] = [];
    const onFrame = (t: number) => {
      seen.push(t);
      source.request(onFrame);
    };
    source.request(onFrame);
    source.frames([0, 16, 33]);
    expect(seen).toEqual([0, 16, 33]);
    expect(source.requests).toBe(4);
  });

  it('forgets a cancelled request', () => {
    const source = new ManualFrameSource();
    source.request(() => undefined);
    source.cancel();
    expect(source.pending).toBe(false);
    expect(() => {
      source.frame(0);
    }).toThrow(Error);
  });
});
