/**
 * What a key asks of the game, as opposed to the direction it steers: `comparison` switches the
 * split comparison, `step-back` and `step-forward` move a replay by one tick.
 */
export type Command =
  | 'pause'
  | 'back'
  | 'restart'
  | 'confirm'
  | 'diagnostics'
  | 'comparison'
  | 'step-back'
  | 'step-forward';
