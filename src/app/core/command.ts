/** What a key asks of the game, as opposed to the direction it steers. */
export type Command = 'pause' | 'back' | 'restart' | 'confirm' | 'diagnostics';
