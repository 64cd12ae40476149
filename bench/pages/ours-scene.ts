/**
 * The bench scene with our renderer's own primitives, doing the peers' work: the maze painted
 * once into a MazeLayer (our static layer, at the scene's TILE_PX), four sprites painted once
 * into a TileAtlas, and each frame one blit of the layer under the camera (cameraStart, as the
 * renderer frames the maze) and one drawImage per sprite. The layer covers the view, so nothing
 * is cleared first.
 */
import { cameraStart } from '../../src/render/camera';
import { domCanvasFactory } from '../../src/render/canvas-factory';
import { MazeLayer } from '../../src/render/paint/maze-layer';
import { UNIT } from '../../src/render/paint/paint-tiles';
import { TileAtlas } from '../../src/render/paint/tile-atlas';
import { Simulation } from '../../src/sim';
import { largestBuiltInLevel } from '../bench-levels';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  markReady,
  SPRITE_COLOURS,
  SPRITE_COUNT,
  SPRITE_PX,
  spritePosition,
  TILE_PX,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from './scene';

const canvas = document.querySelector<HTMLCanvasElement>('#scene');
const context = canvas?.getContext('2d', { alpha: false });
if (context === null || context === undefined) throw new Error('Canvas2D is not available');
const ctx = context;

const layer = new MazeLayer(domCanvasFactory);
layer.paint(new Simulation(largestBuiltInLevel()), TILE_PX);
const atlas = new TileAtlas(domCanvasFactory, 'sprites');
atlas.resize(TILE_PX);
for (let index = 0; index < SPRITE_COUNT; index++) {
  atlas.ensure(index, (slot) => {
    slot.fillStyle = SPRITE_COLOURS[index] ?? '#ffffff';
    slot.beginPath();
    slot.arc(UNIT / 2, UNIT / 2, ((SPRITE_PX / 2 - 1) * UNIT) / TILE_PX, 0, Math.PI * 2);
    slot.fill();
  });
}

const at = { x: 0, y: 0 };
const xs = new Float64Array(SPRITE_COUNT);
const ys = new Float64Array(SPRITE_COUNT);

function frame(time: number): void {
  for (let index = 0; index < SPRITE_COUNT; index++) {
    spritePosition(index, time, at);
    xs[index] = at.x;
    ys[index] = at.y;
  }
  const camX = cameraStart(xs[0] ?? 0, CANVAS_WIDTH, WORLD_WIDTH);
  const camY = cameraStart(ys[0] ?? 0, CANVAS_HEIGHT, WORLD_HEIGHT);
  ctx.drawImage(
    layer.canvas,
    camX,
    camY,
    CANVAS_WIDTH,
    CANVAS_HEIGHT,
    0,
    0,
    CANVAS_WIDTH,
    CANVAS_HEIGHT,
  );
  const half = TILE_PX / 2;
  for (let index = 0; index < SPRITE_COUNT; index++) {
    atlas.draw(
      ctx,
      index,
      Math.round((xs[index] ?? 0) - half - camX),
      Math.round((ys[index] ?? 0) - half - camY),
    );
  }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
markReady('ours');
