/** Canvas2D renderer: static maze layer, pre-rendered sprites, interpolation, camera, DPR. */
export { cameraStart } from './camera';
export { domCanvasFactory, type CanvasFactory, type CanvasSpec } from './canvas-factory';
export type { GhostView } from '../sim';
export { lerp } from './interpolate';
export type { RenderProbe } from './render-probe';
export { DEFAULT_RENDER_STYLE, HIGH_CONTRAST_DARKNESS, type RenderStyle } from './render-style';
export { Renderer, type RendererOptions, type RenderMode, type SimView } from './renderer';
export { CanvasSurface, type Surface } from './surface';
