/** A ghost Theseus drawn over a run in 'play' mode: a recorded run racing the live one. */
export interface GhostView {
  /** Its previous and current position in sub-tile units, drawn at the frame's alpha. */
  readonly player: {
    readonly prevX: number;
    readonly prevY: number;
    readonly x: number;
    readonly y: number;
    readonly facing: number;
  };
  /** 1 fully shown (still translucent), down to 0 gone. */
  readonly opacity: number;
}
