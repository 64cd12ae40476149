/**
 * The floor of a frame: the least any renderer of this game must do each frame, at the game's
 * size, pixel ratio and tile size on the same level. The maze is painted once into an offscreen
 * layer as flat tiles; each frame blits the visible part of it below the HUD strip (one
 * drawImage) and draws the actors (Theseus and the level's Minotaurs) from one sprite sheet,
 * with the camera following the first. No clearing, lighting, glows or traps: whatever our
 * renderer spends beyond this is the cost of its picture.
 */
import { largestBuiltInLevel } from '../bench-levels';
import { cameraStart } from '../../src/render/camera';
import { tileSizeFor } from '../../src/render/tile-size';
import { TILE } from '../../src/sim';
import { FrameWorkLog } from './frame-work';
import { FLOOR_COLOUR, markReady, SPRITE_COLOURS, WALL_COLOUR } from './scene';

/** CSS pixels of the game's HUD strip, which the game frames the maze below. */
const HUD_HEIGHT = 48;

const canvas = document.querySelector<HTMLCanvasElement>('#game');
if (canvas === null) throw new Error('the floor page has no #game canvas');
const dpr = window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
canvas.width = Math.round(canvas.clientWidth * dpr);
canvas.height = Math.round(canvas.clientHeight * dpr);
const context = canvas.getContext('2d', { alpha: false });
if (context === null) throw new Error('Canvas2D is not available');
const ctx = context;

const level = largestBuiltInLevel();
const viewW = canvas.width;
const inset = Math.round(HUD_HEIGHT * dpr);
const viewH = canvas.height - inset;
const tile = tileSizeFor({
  viewWidth: viewW / dpr,
  viewHeight: viewH / dpr,
  dpr,
  columns: level.width,
  rows: level.height,
});
const worldW = level.width * tile;
const worldH = level.height * tile;

function offscreen(width: number, height: number): CanvasRenderingContext2D {
  const layer = document.createElement('canvas');
  layer.width = width;
  layer.height = height;
  const layerContext = layer.getContext('2d');
  if (layerContext === null) throw new Error('Canvas2D is not available');
  return layerContext;
}

const layer = offscreen(worldW, worldH);
level.tiles.forEach((code, cell) => {
  layer.fillStyle = code === TILE.WALL ? WALL_COLOUR : FLOOR_COLOUR;
  layer.fillRect((cell % level.width) * tile, Math.floor(cell / level.width) * tile, tile, tile);
});
const actors = 1 + level.minotaurSpawns.length;
const sheet = offscreen(actors * tile, tile);
for (let index = 0; index < actors; index++) {
  sheet.fillStyle = SPRITE_COLOURS[Math.min(index, SPRITE_COLOURS.length - 1)] ?? '#ffffff';
  sheet.beginPath();
  sheet.arc(index * tile + tile / 2, tile / 2, tile / 2 - 1, 0, Math.PI * 2);
  sheet.fill();
}

/** Where actor `index` is at `timeMs`, in world pixels: a path over the whole maze. */
function actorAt(index: number, timeMs: number): { x: number; y: number } {
  const t = timeMs / 1000;
  return {
    x: (worldW - tile) * 0.5 * (1 + Math.sin(t * (0.31 + 0.07 * index) + index)),
    y: (worldH - tile) * 0.5 * (1 + Math.cos(t * (0.23 + 0.05 * index) + 2 * index)),
  };
}

const work = new FrameWorkLog();
const positions = Array.from({ length: actors }, () => ({ x: 0, y: 0 }));

function draw(now: number): void {
  for (let index = 0; index < actors; index++) {
    const at = positions[index];
    if (at !== undefined) Object.assign(at, actorAt(index, now));
  }
  const leader = positions[0] ?? { x: 0, y: 0 };
  const camX = cameraStart(leader.x + tile / 2, viewW, worldW);
  const camY = cameraStart(leader.y + tile / 2, viewH, worldH);
  const sx = Math.max(0, camX);
  const sy = Math.max(0, camY);
  const sw = Math.min(worldW, camX + viewW) - sx;
  const sh = Math.min(worldH, camY + viewH) - sy;
  ctx.drawImage(layer.canvas, sx, sy, sw, sh, sx - camX, inset + sy - camY, sw, sh);
  positions.forEach((at, index) => {
    ctx.drawImage(
      sheet.canvas,
      index * tile,
      0,
      tile,
      tile,
      Math.round(at.x - camX),
      Math.round(inset + at.y - camY),
      tile,
      tile,
    );
  });
}

function onFrame(now: number): void {
  work.frame(now, () => {
    draw(now);
  });
  requestAnimationFrame(onFrame);
}
requestAnimationFrame(onFrame);
markReady('floor');
