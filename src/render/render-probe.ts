/** What the last frame drew, for tests of smoothness across refresh rates. Numbers only. */
export interface RenderProbe {
  /** Frames drawn so far. */
  frame: number;
  tick: number;
  alpha: number;
  /** Theseus' drawn position in tiles (column, row of his centre), interpolated. */
  playerX: number;
  playerY: number;
  /** World pixel at the view's top-left corner. */
  cameraX: number;
  cameraY: number;
  /** Tile edge in device pixels. */
  tile: number;
  /**
   * The (first) ghost's drawn position in tiles, and its opacity as a share of a fully shown ghost's (0
   * when no ghost was drawn; 1 all through its fade under reduced motion, which holds it steady).
   */
  ghostX: number;
  ghostY: number;
  ghostOpacity: number;
  /** How many ghosts the frame drew (the figures above are the first one's). */
  ghosts: number;
}
