/** The peer engines' pages of the bench scene (built from bench/pages). */

/** A peer page of the bench scene. */
export interface Peer {
  readonly id: string;
  readonly name: string;
  /** Path and query under the peer server. */
  readonly path: string;
  /** What the page sets as `data-bench-ready` once it runs. */
  readonly ready: string;
  /** What the page draws each frame, for the report. */
  readonly does: string;
}

/** The same scene drawn with our renderer's own primitives (MazeLayer, TileAtlas, cameraStart). */
export const OUR_SCENE: Peer = {
  id: 'ours',
  name: 'Our renderer primitives',
  path: '/ours.html',
  ready: 'ours',
  does: 'MazeLayer painted once, one blit per frame under cameraStart, 4 sprites from a TileAtlas, no clear',
};

/** The peer pages, in the order each round visits them. */
export const PEERS: readonly Peer[] = [
  {
    id: 'phaser-tilemap',
    name: 'Phaser 4.2.1 Canvas, TilemapLayer',
    path: '/phaser.html?static=tilemap',
    ready: 'phaser-tilemap',
    does: 'TilemapLayer drawn tile by tile each frame (culled to the camera), 4 Images, camera follow',
  },
  {
    id: 'phaser-render-texture',
    name: 'Phaser 4.2.1 Canvas, RenderTexture',
    path: '/phaser.html?static=render-texture',
    ready: 'phaser-render-texture',
    does: 'maze drawn once into a RenderTexture, one image per frame, 4 Images, camera follow',
  },
  {
    id: 'kontra',
    name: 'kontra 10.0.2',
    path: '/kontra.html',
    ready: 'kontra',
    does: 'TileEngine (layers pre-rendered offscreen, one drawImage per frame) with 4 Sprites, camera via sx/sy',
  },
];
