import { UNITS_PER_TILE, type GhostView, type Simulation } from '../sim';
import { bobAt, facingIndex, strideAt } from './actor-pose';
import { outsideView } from './camera';
import type { CanvasFactory } from './canvas-factory';
import { lerp } from './interpolate';
import { MazeLayer } from './paint/maze-layer';
import { Darkness } from './paint/darkness';
import { drawActor, type ActorCanvas } from './draw-actor';
import { fillAround } from './fill-around';
import { GhostPainter } from './ghost-painter';
import { FrameMemo } from './frame-memo';
import { frameView, type FrameView } from './frame-view';
import { PALETTE } from './paint/palette';
import type { RenderProbe } from './render-probe';
import { DEFAULT_RENDER_STYLE, exitGlowAlpha, torchScale, type RenderStyle } from './render-style';
import { SpikeTraps } from './paint/spike-traps';
import { minotaurSlot, SpriteSet, theseusSlot } from './paint/sprites';
import type { Surface } from './surface';

/** What the renderer reads of a run: the simulation's read-only view, nothing that changes it. */
export type SimView = Pick<
  Simulation,
  | 'level'
  | 'tick'
  | 'player'
  | 'minotaurs'
  | 'minotaurMode'
  | 'tilesVersion'
  | 'tileAt'
  | 'isTrapUpAt'
>;

/**
 * 'play': the run, followed by the camera, lit by Theseus' torch.
 * 'backdrop': the maze behind the title screens, centred, without Theseus.
 */
export type RenderMode = 'play' | 'backdrop';

/** How the renderer is wired. */
export interface RendererOptions {
  readonly context: CanvasRenderingContext2D;
  readonly surface: Surface;
  readonly createCanvas: CanvasFactory;
  /** CSS pixels at the top covered by the HUD in 'play' mode: the maze is framed below them. */
  readonly topInset?: number;
}

/**
 * Draws a run with Canvas2D: the static maze blitted from its layer, then traps, the exit's
 * glow, the Minotaurs, Theseus and the torchlight, each actor at
 * previous + (current - previous) × alpha. A frame makes only drawImage and fillRect calls.
 */
export class Renderer {
  /** Updated in place every frame. */
  readonly probe: RenderProbe = {
    frame: 0,
    tick: 0,
    alpha: 0,
    playerX: 0,
    playerY: 0,
    cameraX: 0,
    cameraY: 0,
    tile: 0,
    ghostX: 0,
    ghostY: 0,
    ghostOpacity: 0,
    ghosts: 0,
  };
  readonly #ctx: CanvasRenderingContext2D;
  readonly #surface: Surface;
  readonly #createCanvas: CanvasFactory;
  readonly #topInset: number;
  readonly #layer: MazeLayer;
  #sprites: SpriteSet | null = null;
  #layerRun: SimView | null = null;
  #layerVersion = -1;
  #layerTile = 0;
  readonly #traps = new SpikeTraps();
  /** The context, the view and this frame's camera, where actors are drawn. */
  readonly #canvas: { -readonly [K in keyof ActorCanvas]: ActorCanvas[K] };
  readonly #memo = new FrameMemo();
  readonly #darkness: Darkness;
  readonly #ghosts: GhostPainter;
  /** The ghosts the frame shows (one array kept for every frame). */
  readonly #shown: GhostView[] = [];
  #style: RenderStyle = DEFAULT_RENDER_STYLE;

  /** Reduced motion and contrast: a new style shows from the next frame, moved or not. */
  setStyle(style: RenderStyle): void {
    this.#style = style;
    this.#memo.forget();
  }

  constructor(options: RendererOptions) {
    this.#ctx = options.context;
    this.#surface = options.surface;
    this.#createCanvas = options.createCanvas;
    this.#topInset = options.topInset ?? 0;
    this.#layer = new MazeLayer(options.createCanvas);
    this.#darkness = new Darkness(options.createCanvas);
    this.#ghosts = new GhostPainter(options.createCanvas);
    this.#canvas = { ctx: options.context, view: options.surface, cameraX: 0, cameraY: 0 };
  }

  /** How many times the static maze layer has been painted. */
  get layerPaints(): number {
    return this.#layer.paints;
  }

  /**
   * Draws one frame of `run`, `alpha` (0 to <1) of the way from its previous tick to its current
   * one, with `ghosts` (in 'play' mode) interpolated at the same alpha. A frame that would show
   * what the canvas holds already is not drawn again; the probe is updated either way.
   */
  draw(
    run: SimView,
    alpha: number,
    mode: RenderMode = 'play',
    ghosts: readonly GhostView[] = NO_GHOSTS,
  ): void {
    // A resize clears the canvas, so whatever the last frame was, this one is drawn.
    if (this.#surface.sync()) this.#memo.forget();
    const view = frameView(this.#surface, {
      level: run.level,
      player: run.player,
      alpha,
      mode,
      topInset: this.#topInset,
    });
    const { tile } = view;
    const sprites = this.#spritesFor(tile);
    this.#prepareLayer(run, tile);
    this.#canvas.cameraX = view.camX;
    this.#canvas.cameraY = view.camY;
    const shown = this.#shown;
    shown.length = 0;
    if (mode === 'play') for (const ghost of ghosts) if (ghost.opacity > 0) shown.push(ghost);
    const layerPaints = this.#layer.paints;
    const inputs = { run, tick: run.tick, alpha, mode, tile, layerPaints, ghosts: shown };
    if (!this.#memo.unchanged(inputs)) {
      this.#paintMaze(run, alpha, view, sprites);
      this.#paintActors(run, alpha, mode, view, sprites);
      this.#paintLight(run.tick + alpha, mode, view, sprites);
      // Over the darkness: a ghost far from the torch is still seen, as a spirit would be.
      const frame = { canvas: this.#canvas, sprites, alpha, style: this.#style };
      this.#ghosts.draw(shown, frame, this.probe);
    }
    this.#probe(run, alpha, view.ux, view.uy, tile);
  }

  /** The visible part of the maze layer, the void around it, the spikes up and the exit's glow. */
  #paintMaze(run: SimView, alpha: number, view: FrameView, sprites: SpriteSet): void {
    const { width: viewW, height: viewH } = this.#surface;
    const { tile, worldW, worldH, camX, camY } = view;
    const ctx = this.#ctx;
    ctx.globalAlpha = 1;
    const sx = Math.max(0, camX);
    const sy = Math.max(0, camY);
    const sw = Math.min(worldW, camX + viewW) - sx;
    const sh = Math.min(worldH, camY + viewH) - sy;
    // The layer is opaque: only the view outside it needs the void colour.
    ctx.fillStyle = PALETTE.void;
    fillAround(ctx, this.#surface, { x: sx - camX, y: sy - camY, width: sw, height: sh });
    if (sw > 0 && sh > 0) {
      ctx.drawImage(this.#layer.canvas, sx, sy, sw, sh, sx - camX, sy - camY, sw, sh);
    }
    this.#traps.draw(ctx, this.#surface, run, view, sprites);
    const half = tile / 2;
    const { exit } = run.level;
    const glow = sprites.exitGlow;
    const glowX = Math.round(exit.x * tile + half - glow.width / 2 - camX);
    const glowY = Math.round(exit.y * tile + half - glow.height / 2 - camY);
    // Off the view, a sprite would cost a call and draw nothing: so for every sprite below.
    if (!outsideView(this.#surface, glowX, glowY, glow.width)) {
      ctx.globalAlpha = exitGlowAlpha(this.#style, run.tick + alpha);
      ctx.drawImage(glow, glowX, glowY);
      ctx.globalAlpha = 1;
    }
  }

  /** The Minotaurs, then Theseus in play, each at the frame's alpha. */
  #paintActors(
    run: SimView,
    alpha: number,
    mode: RenderMode,
    view: FrameView,
    sprites: SpriteSet,
  ): void {
    const { tile, ux, uy } = view;
    const chasing = run.minotaurMode === 'chase';
    for (const m of run.minotaurs) {
      const mx = lerp(m.prevX, m.x, alpha);
      const my = lerp(m.prevY, m.y, alpha);
      const moving = m.x !== m.prevX || m.y !== m.prevY;
      const slot = minotaurSlot(facingIndex(m.facing), strideAt(mx, my, moving), chasing);
      const bob = moving ? bobAt(mx, my, tile) : 0;
      drawActor(this.#canvas, sprites, { slot, ux: mx, uy: my, bob });
    }
    if (mode === 'play') {
      const { player } = run;
      const moving = player.x !== player.prevX || player.y !== player.prevY;
      const slot = theseusSlot(facingIndex(player.facing), strideAt(ux, uy, moving));
      const bob = moving ? bobAt(ux, uy, tile) : 0;
      drawActor(this.#canvas, sprites, { slot, ux, uy, bob });
    }
  }

  /** The darkness, with the torch's light on Theseus (on the view's centre behind the menus). */
  #paintLight(time: number, mode: RenderMode, view: FrameView, sprites: SpriteSet): void {
    const { width: viewW, height: viewH, dpr } = this.#surface;
    const ctx = this.#ctx;
    const flicker = torchScale(this.#style, mode === 'play', time);
    const lightX = mode === 'play' ? view.px - view.camX : viewW / 2;
    const lightY = mode === 'play' ? view.py - view.camY : viewH / 2;
    ctx.globalAlpha = this.#style.darknessStrength;
    this.#darkness.draw(ctx, {
      x: lightX,
      y: lightY,
      scale: flicker,
      lightSize: sprites.lightSize,
      width: viewW,
      height: viewH,
      dpr,
    });
    ctx.globalAlpha = 1;
  }

  #probe(run: SimView, alpha: number, ux: number, uy: number, tile: number): void {
    const probe = this.probe;
    probe.frame += 1;
    probe.tick = run.tick;
    probe.alpha = alpha;
    probe.playerX = ux / UNITS_PER_TILE;
    probe.playerY = uy / UNITS_PER_TILE;
    probe.cameraX = this.#canvas.cameraX;
    probe.cameraY = this.#canvas.cameraY;
    probe.tile = tile;
    if (this.#shown.length === 0) {
      probe.ghosts = 0;
      probe.ghostOpacity = 0;
    }
  }

  #spritesFor(tile: number): SpriteSet {
    if (this.#sprites?.tile !== tile) this.#sprites = new SpriteSet(tile, this.#createCanvas);
    return this.#sprites;
  }

  /** Repaints the static layer for a new run, a changed tile or a new tile size; else nothing. */
  #prepareLayer(run: SimView, tile: number): void {
    // A new run of the same level can reach the same tilesVersion with other tiles taken, so
    // the run itself, not only the version, decides.
    if (
      run === this.#layerRun &&
      run.tilesVersion === this.#layerVersion &&
      tile === this.#layerTile
    )
      return;
    this.#layer.paint(run, tile);
    this.#layerRun = run;
    this.#layerVersion = run.tilesVersion;
    this.#layerTile = tile;
  }

  /** The sprites of the current tile size (null before the first frame), for tests. */
  get sprites(): SpriteSet | null {
    return this.#sprites;
  }
}

/** A frame without ghosts. */
const NO_GHOSTS: readonly GhostView[] = [];
