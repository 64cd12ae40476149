/** Canvas2D renderer: static maze layer, pre-rendered sprites, interpolation, camera, DPR. */
export { cameraStart } from './camera';
export { domCanvasFactory, type CanvasFactory, type CanvasSpec } from './canvas-factory';
export { lerp } from './interpolate';
export {
  Renderer,
  type RendererOptions,
  type RenderMode,
  type RenderProbe,
  type SimView,
} from './renderer';
export { CanvasSurface, type Surface } from './surface';
