/**
 * The bench scene in Phaser 4 with its Canvas renderer. `?static=tilemap` (the default) draws the
 * maze as a TilemapLayer, which the Canvas renderer draws tile by tile every frame (culled to the
 * camera); `?static=render-texture` draws that layer once into a RenderTexture, so each frame
 * draws one image for the maze, as a cached static layer. Four Images move; the camera follows
 * the first, bounded by the world.
 */
import Phaser from 'phaser';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  MAP_COLUMNS,
  markReady,
  SPRITE_COLOURS,
  SPRITE_COUNT,
  spritePosition,
  spriteImage,
  TILE_PX,
  tilesetImage,
  WALLS,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from './scene';

type StaticLayer = 'tilemap' | 'render-texture';

const mode: StaticLayer =
  new URLSearchParams(location.search).get('static') === 'render-texture'
    ? 'render-texture'
    : 'tilemap';

class BenchScene extends Phaser.Scene {
  readonly #sprites: Phaser.GameObjects.Image[] = [];
  readonly #at = { x: 0, y: 0 };

  constructor() {
    super('bench');
  }

  create(): void {
    this.textures.addCanvas('tiles', tilesetImage());
    const rows: number[][] = [];
    for (let start = 0; start < WALLS.length; start += MAP_COLUMNS) {
      rows.push(WALLS.slice(start, start + MAP_COLUMNS));
    }
    const map = this.make.tilemap({ data: rows, tileWidth: TILE_PX, tileHeight: TILE_PX });
    const tileset = map.addTilesetImage('tiles');
    if (tileset === null) throw new Error('Phaser did not accept the tileset');
    const layer = map.createLayer(0, tileset, 0, 0);
    if (!(layer instanceof Phaser.Tilemaps.TilemapLayer)) {
      throw new Error('Phaser did not create a Canvas tilemap layer');
    }
    if (mode === 'render-texture') {
      const texture = this.add.renderTexture(0, 0, WORLD_WIDTH, WORLD_HEIGHT).setOrigin(0, 0);
      texture.draw(layer);
      texture.render();
      layer.setVisible(false);
    }
    for (let index = 0; index < SPRITE_COUNT; index++) {
      const key = `sprite-${String(index)}`;
      this.textures.addCanvas(key, spriteImage(SPRITE_COLOURS[index] ?? '#ffffff'));
      this.#sprites.push(this.add.image(0, 0, key));
    }
    this.#move(0);
    const camera = this.cameras.main;
    camera.setBounds(0, 0, WORLD_WIDTH, WORLD_HEIGHT);
    const leader = this.#sprites[0];
    if (leader !== undefined) camera.startFollow(leader, true);
    markReady(`phaser-${mode}`);
  }

  override update(time: number): void {
    this.#move(time);
  }

  #move(time: number): void {
    for (const [index, sprite] of this.#sprites.entries()) {
      spritePosition(index, time, this.#at);
      sprite.setPosition(this.#at.x, this.#at.y);
    }
  }
}

new Phaser.Game({
  type: Phaser.CANVAS,
  width: CANVAS_WIDTH,
  height: CANVAS_HEIGHT,
  parent: 'app',
  backgroundColor: '#000000',
  banner: false,
  audio: { noAudio: true },
  scene: BenchScene,
});
