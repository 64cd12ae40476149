/** A change in the page's lifecycle that can pause the game. */
export type LifecycleEvent = 'hidden' | 'visible' | 'blur' | 'focus';

/** Where the loop learns that the tab was hidden or the window lost focus. */
export interface LifecycleSource {
  /** Whether the page is hidden right now (a loop started in a background tab starts paused). */
  readonly hidden: boolean;
  /** Delivers events to the listener until the returned function is called. */
  subscribe(listener: (event: LifecycleEvent) => void): () => void;
}

/** The parts of `document` and `window` DocumentLifecycleSource reads; injectable for tests. */
export interface PageTargets {
  readonly document: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  readonly window: EventTarget;
}

/** The real lifecycle: `visibilitychange` on the document, `blur` and `focus` on the window. */
export class DocumentLifecycleSource implements LifecycleSource {
  readonly #targets: PageTargets;

  constructor(targets: PageTargets = { document, window }) {
    this.#targets = targets;
  }

  get hidden(): boolean {
    return this.#targets.document.visibilityState === 'hidden';
  }

  subscribe(listener: (event: LifecycleEvent) => void): () => void {
    const { document: page, window: view } = this.#targets;
    const onVisibility = (): void => {
      listener(this.hidden ? 'hidden' : 'visible');
    };
    const onBlur = (): void => {
      listener('blur');
    };
    const onFocus = (): void => {
      listener('focus');
    };
    page.addEventListener('visibilitychange', onVisibility);
    view.addEventListener('blur', onBlur);
    view.addEventListener('focus', onFocus);
    return () => {
      page.removeEventListener('visibilitychange', onVisibility);
      view.removeEventListener('blur', onBlur);
      view.removeEventListener('focus', onFocus);
    };
  }
}

/** A lifecycle driven by hand: tests call emit() to hide the tab or blur the window. */
export class ManualLifecycleSource implements LifecycleSource {
  #hidden = false;
  readonly #listeners = new Set<(event: LifecycleEvent) => void>();

  constructor(options: { hidden?: boolean } = {}) {
    this.#hidden = options.hidden ?? false;
  }

  get hidden(): boolean {
    return this.#hidden;
  }

  /** How many listeners are subscribed (a stopped loop leaves none behind). */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  subscribe(listener: (event: LifecycleEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Delivers one event to every subscriber, updating `hidden` first as a browser would. */
  emit(event: LifecycleEvent): void {
    if (event === 'hidden') this.#hidden = true;
    if (event === 'visible') this.#hidden = false;
    for (const listener of [...this.#listeners]) listener(event);
  }
}
