/** The drawing surface's size in device pixels, kept in step with its element and the DPR. */
export interface Surface {
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel. */
  readonly dpr: number;
  /** Applies a pending size or DPR change; true when anything changed (the canvas is then clear). */
  sync(): boolean;
}

/** What CanvasSurface reads of the window. */
export interface PixelRatioSource {
  readonly devicePixelRatio: number;
}

/** The part of ResizeObserver the surface uses. */
export interface SizeObserver {
  observe(target: Element): void;
  disconnect(): void;
}

/** Where a CanvasSurface gets its sizes; everything but the canvas defaults to the page's own. */
export interface CanvasSurfaceOptions {
  readonly canvas: HTMLCanvasElement;
  readonly view?: PixelRatioSource;
  /** Makes the observer told of the canvas' CSS size (default: a ResizeObserver, if any). */
  readonly observeSize?: (onSize: (width: number, height: number) => void) => SizeObserver | null;
}

function resizeObserver(onSize: (width: number, height: number) => void): SizeObserver | null {
  if (typeof ResizeObserver === 'undefined') return null;
  return new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]?.contentRect;
    if (box !== undefined) onSize(box.width, box.height);
  });
}

/**
 * A canvas sized to its CSS box at the device pixel ratio, so it is crisp on HiDPI screens.
 * A ResizeObserver notes size changes; sync() applies them at the start of a frame, which
 * also catches DPR changes (browser zoom, a move to another monitor).
 */
export class CanvasSurface implements Surface {
  readonly #canvas: HTMLCanvasElement;
  readonly #view: PixelRatioSource;
  readonly #observer: SizeObserver | null;
  #cssWidth: number;
  #cssHeight: number;
  #dpr = 0;
  #dirty = true;

  constructor(options: CanvasSurfaceOptions) {
    const canvas = options.canvas;
    this.#canvas = canvas;
    this.#view = options.view ?? window;
    this.#cssWidth = canvas.clientWidth;
    this.#cssHeight = canvas.clientHeight;
    this.#observer = (options.observeSize ?? resizeObserver)((width, height) => {
      this.#cssWidth = width;
      this.#cssHeight = height;
      this.#dirty = true;
    });
    this.#observer?.observe(canvas);
    this.sync();
  }

  get width(): number {
    return this.#canvas.width;
  }

  get height(): number {
    return this.#canvas.height;
  }

  get dpr(): number {
    return this.#dpr;
  }

  sync(): boolean {
    const dpr = this.#view.devicePixelRatio > 0 ? this.#view.devicePixelRatio : 1;
    if (dpr !== this.#dpr) {
      this.#dpr = dpr;
      this.#dirty = true;
    }
    if (!this.#dirty) return false;
    this.#dirty = false;
    const width = Math.max(1, Math.round(this.#cssWidth * dpr));
    const height = Math.max(1, Math.round(this.#cssHeight * dpr));
    if (this.#canvas.width !== width) this.#canvas.width = width;
    if (this.#canvas.height !== height) this.#canvas.height = height;
    return true;
  }

  /** Stops watching the element. */
  dispose(): void {
    this.#observer?.disconnect();
  }
}
