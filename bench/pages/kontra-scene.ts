/**
 * The bench scene in kontra: a TileEngine holds the maze (kontra draws its layers once into an
 * offscreen canvas and each frame draws the part under the camera with one drawImage) and four
 * Sprites added to it, so they are drawn in world space under the camera. kontra's GameLoop
 * renders once per animation frame; the camera follows the first sprite, clamped to the world.
 */
import { GameLoop, init, Sprite, TileEngine } from 'kontra';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  MAP_COLUMNS,
  MAP_ROWS,
  markReady,
  SPRITE_COLOURS,
  SPRITE_COUNT,
  SPRITE_PX,
  spritePosition,
  spriteImage,
  TILE_PX,
  tilesetImage,
  WALLS,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from './scene';

init('scene');
const engine = TileEngine({
  width: MAP_COLUMNS,
  height: MAP_ROWS,
  tilewidth: TILE_PX,
  tileheight: TILE_PX,
  // Tile ids start at 1: floor is 1, wall is 2.
  tilesets: [{ firstgid: 1, image: tilesetImage() }],
  layers: [{ name: 'maze', data: WALLS.map((wall) => wall + 1) }],
});
const sprites = Array.from({ length: SPRITE_COUNT }, (_, index) =>
  Sprite({
    image: spriteImage(SPRITE_COLOURS[index] ?? '#ffffff'),
    width: SPRITE_PX,
    height: SPRITE_PX,
    anchor: { x: 0.5, y: 0.5 },
  }),
);
engine.add(sprites);
const at = { x: 0, y: 0 };
const maxScrollX = WORLD_WIDTH - CANVAS_WIDTH;
const maxScrollY = WORLD_HEIGHT - CANVAS_HEIGHT;

const loop = GameLoop({
  render() {
    const time = performance.now();
    for (const [index, sprite] of sprites.entries()) {
      spritePosition(index, time, at);
      sprite.x = at.x;
      sprite.y = at.y;
    }
    const leader = sprites[0];
    if (leader !== undefined) {
      engine.sx = Math.round(Math.min(maxScrollX, Math.max(0, leader.x - CANVAS_WIDTH / 2)));
      engine.sy = Math.round(Math.min(maxScrollY, Math.max(0, leader.y - CANVAS_HEIGHT / 2)));
    }
    engine.render();
  },
});
loop.start();
markReady('kontra');
