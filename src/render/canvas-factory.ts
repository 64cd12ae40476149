/** What an offscreen canvas is for, and its size in device pixels. */
export interface CanvasSpec {
  readonly width: number;
  readonly height: number;
  /** A name for the canvas ("theseus-1-0", "maze"), for debugging and tests. */
  readonly label: string;
}

/** Makes offscreen canvases; the page passes one backed by the DOM, tests a recording fake. */
export type CanvasFactory = (spec: CanvasSpec) => HTMLCanvasElement;

/** The 2D context of a canvas, or an error naming it. */
export function context2d(canvas: HTMLCanvasElement, label: string): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (context === null) throw new Error(`Canvas2D is not available for the ${label} canvas`);
  return context;
}

/** The browser's factory: a detached <canvas> element. */
export function domCanvasFactory(spec: CanvasSpec): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = spec.width;
  canvas.height = spec.height;
  return canvas;
}
