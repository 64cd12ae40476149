import { describe, expect, it } from 'vitest';
import {
  DocumentLifecycleSource,
  ManualLifecycleSource,
  type LifecycleEvent,
} from '../../src/loop/lifecycle-source';

/** A document and window made of plain EventTargets, as far as the source needs them. */
function fakePage() {
  const visibility: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const page = Object.assign(new EventTarget(), visibility);
  const view = new EventTarget();
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { page, view, setVisibility };
}

describe('DocumentLifecycleSource', () => {
  it('turns visibilitychange, blur and focus into lifecycle events', () => {
    const { page, view, setVisibility } = fakePage();
    const source = new DocumentLifecycleSource({ document: page, window: view });
    const seen: LifecycleEvent[] = [];
    source.subscribe((event) => seen.push(event));
    setVisibility('hidden');
    expect(source.hidden).toBe(true);
    setVisibility('visible');
    expect(source.hidden).toBe(false);
    view.dispatchEvent(new Event('blur'));
    view.dispatchEvent(new Event('focus'));
    expect(seen).toEqual(['hidden', 'visible', 'blur', 'focus']);
  });

  it('stops delivering after unsubscribe', () => {
    const { page, view, setVisibility } = fakePage();
    const source = new DocumentLifecycleSource({ document: page, window: view });
    const seen: LifecycleEvent[] = [];
    const unsubscribe = source.subscribe((event) => seen.push(event));
    unsubscribe();
    setVisibility('hidden');
    view.dispatchEvent(new Event('blur'));
    expect(seen).toEqual([]);
  });
});

describe('ManualLifecycleSource', () => {
  it('delivers events to subscribers and tracks hidden', () => {
    const source = new ManualLifecycleSource({ hidden: true });
    expect(source.hidden).toBe(true);
    const seen: LifecycleEvent[] = [];
    const unsubscribe = source.subscribe((event) => seen.push(event));
    source.emit('visible');
    expect(source.hidden).toBe(false);
    source.emit('blur');
    unsubscribe();
    source.emit('hidden');
    expect(seen).toEqual(['visible', 'blur']);
    expect(source.listenerCount).toBe(0);
  });
});
