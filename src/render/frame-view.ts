import { UNITS_PER_TILE } from '../sim';
import { cameraStart } from './camera';
import { lerp } from './interpolate';
import { tileSizeFor } from './tile-size';

/** What a frame is looked at from: the view's size in device pixels, and its scale. */
export interface ViewSize {
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
}

/** Where a frame is seen from, in device pixels unless said otherwise. */
export interface FrameView {
  readonly tile: number;
  /** Theseus at the frame's alpha, in sub-tile units. */
  readonly ux: number;
  readonly uy: number;
  /** Theseus' centre in the world. */
  readonly px: number;
  readonly py: number;
  readonly worldW: number;
  readonly worldH: number;
  /** The world coordinates at the view's left and top edges (the HUD's inset included). */
  readonly camX: number;
  readonly camY: number;
}

/** What the view of a frame depends on. */
export interface FrameViewInput {
  readonly level: { readonly width: number; readonly height: number };
  readonly player: {
    readonly x: number;
    readonly y: number;
    readonly prevX: number;
    readonly prevY: number;
  };
  readonly alpha: number;
  /** 'play' follows Theseus below the HUD; 'backdrop' centres the maze on the whole view. */
  readonly mode: 'play' | 'backdrop';
  /** CSS pixels at the top covered by the HUD in 'play' mode. */
  readonly topInset: number;
}

/**
 * The tile size for the view and the level, Theseus interpolated at alpha, and the camera: on
 * him in play (framed below the HUD), on the maze's centre behind the menus.
 */
export function frameView(view: ViewSize, input: FrameViewInput): FrameView {
  const { width: viewW, height: viewH, dpr } = view;
  const { level, player, alpha, mode } = input;
  const inset = mode === 'play' ? Math.round(input.topInset * dpr) : 0;
  const tile = tileSizeFor({
    viewWidth: viewW / dpr,
    viewHeight: (viewH - inset) / dpr,
    dpr,
    columns: level.width,
    rows: level.height,
  });
  const ux = lerp(player.prevX, player.x, alpha);
  const uy = lerp(player.prevY, player.y, alpha);
  const half = tile / 2;
  const px = (ux / UNITS_PER_TILE) * tile + half;
  const py = (uy / UNITS_PER_TILE) * tile + half;
  const worldW = level.width * tile;
  const worldH = level.height * tile;
  const focusX = mode === 'play' ? px : worldW / 2;
  const focusY = mode === 'play' ? py : worldH / 2;
  const camX = cameraStart(focusX, viewW, worldW);
  const camY = cameraStart(focusY, viewH - inset, worldH) - inset;
  return { tile, ux, uy, px, py, worldW, worldH, camX, camY };
}
