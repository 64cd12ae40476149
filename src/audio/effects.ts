import { EVENT } from '../sim';

/** The game's sound effects. */
export type EffectName =
  'step' | 'key' | 'door' | 'gem' | 'trap' | 'caught' | 'win' | 'timeout' | 'chase';

/** One synthesized note: an oscillator gliding from one pitch to another under a short envelope. */
export interface Tone {
  readonly wave: OscillatorType;
  /** Pitch at the start and the end of the note, in Hz. */
  readonly from: number;
  readonly to: number;
  /** Seconds after the effect starts. */
  readonly at: number;
  readonly duration: number;
  /** Peak gain, 0 to 1, before the master volume. */
  readonly volume: number;
}

const note = (
  wave: OscillatorType,
  from: number,
  to: number,
  at: number,
  duration: number,
  volume: number,
): Tone => ({ wave, from, to, at, duration, volume });

/** Every effect as a few tones: small enough to need no audio files. */
export const EFFECTS: Readonly<Record<EffectName, readonly Tone[]>> = {
  // A soft scuff: low enough to sit under everything else, as it plays four times a second.
  step: [note('triangle', 140, 70, 0, 0.06, 0.12)],
  key: [note('square', 660, 660, 0, 0.08, 0.1), note('square', 990, 990, 0.07, 0.14, 0.1)],
  door: [note('sawtooth', 95, 55, 0, 0.4, 0.16), note('triangle', 190, 120, 0.05, 0.3, 0.12)],
  gem: [note('sine', 1320, 1320, 0, 0.1, 0.18), note('sine', 1980, 2640, 0.06, 0.22, 0.14)],
  trap: [note('square', 1400, 300, 0, 0.07, 0.05)],
  caught: [note('sawtooth', 330, 55, 0, 0.8, 0.22), note('square', 110, 40, 0.1, 0.7, 0.12)],
  win: [
    note('triangle', 523, 523, 0, 0.16, 0.2),
    note('triangle', 659, 659, 0.14, 0.16, 0.2),
    note('triangle', 784, 784, 0.28, 0.16, 0.2),
    note('triangle', 1047, 1047, 0.42, 0.45, 0.22),
  ],
  timeout: [note('triangle', 392, 392, 0, 0.3, 0.2), note('triangle', 262, 196, 0.28, 0.6, 0.2)],
  chase: [note('sawtooth', 70, 50, 0, 0.6, 0.12)],
};

/** Which event bit plays which effect, in the order they are played when a tick has several. */
export const EFFECT_OF_EVENT: readonly (readonly [bit: number, effect: EffectName])[] = [
  [EVENT.STEP, 'step'],
  [EVENT.KEY_TAKEN, 'key'],
  [EVENT.DOOR_OPENED, 'door'],
  [EVENT.GEM_TAKEN, 'gem'],
  [EVENT.TRAP_ROSE, 'trap'],
  [EVENT.CHASE_STARTED, 'chase'],
  [EVENT.CAUGHT, 'caught'],
  [EVENT.WON, 'win'],
  [EVENT.TIMEOUT, 'timeout'],
];
