/** Synthesized sound effects (Web Audio), started on the first user gesture. */
export { EFFECT_OF_EVENT, EFFECTS, type EffectName, type Tone } from './effects';
export { SoundBoard, type AudioContextLike, type SoundBoardOptions } from './sound-board';
export { synthesize } from './synthesize';
