/** How the picture adapts to the player: still light for reduced motion, a lighter darkness. */
export interface RenderStyle {
  /**
   * No torch flicker, no pulsing exit glow and no fading ghost (reduced motion); actors still
   * glide.
   */
  readonly steadyLight: boolean;
  /** The darkness beyond the torch at this share of its usual strength (1 = as designed). */
  readonly darknessStrength: number;
}

/** The picture as designed. */
export const DEFAULT_RENDER_STYLE: RenderStyle = { steadyLight: false, darknessStrength: 1 };

/**
 * Darkness strength of the high-contrast option: walls, keys and doors beyond the torch read
 * clearly against the floor, while the torch's circle still shows where the player is.
 */
export const HIGH_CONTRAST_DARKNESS = 0.45;

/** Glow opacity of the exit when it does not pulse: the middle of its usual pulse. */
export const STEADY_GLOW = 0.85;

/** The exit glow's opacity at game time `time` (ticks): a slow pulse, or steady. */
export function exitGlowAlpha(style: RenderStyle, time: number): number {
  return style.steadyLight ? STEADY_GLOW : 0.7 + 0.3 * Math.sin(time * 0.3);
}

/**
 * The torch light's size relative to its sprite: it flickers with game time, never wall time,
 * so a paused frame stands still; steady under reduced motion; wide over the title's backdrop.
 */
export function torchScale(style: RenderStyle, play: boolean, time: number): number {
  if (!play) return 2.2;
  return style.steadyLight ? 1 : 1 + 0.03 * Math.sin(time * 0.7) + 0.015 * Math.sin(time * 1.9);
}

/** A fully shown ghost is this opaque: clearly there, clearly not the player. */
export const GHOST_ALPHA = 0.4;

/**
 * The ghost's drawn opacity for its `fade` (1 fully shown, down to 0 gone after its run ends):
 * it fades with it, or under reduced motion stays at the full ghost's opacity until it is gone.
 */
export function ghostAlpha(style: RenderStyle, fade: number): number {
  return style.steadyLight ? GHOST_ALPHA : GHOST_ALPHA * Math.min(1, fade);
}
