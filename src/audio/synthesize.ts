import type { Tone } from './effects';

/** Seconds the envelope takes to rise: short enough to click, long enough not to pop. */
const ATTACK_S = 0.008;
/** An exponential decay cannot reach 0; this is silence to the ear. */
const SILENT = 0.0001;

function wave(shape: OscillatorType, phase: number): number {
  const p = phase - Math.floor(phase);
  switch (shape) {
    case 'square':
      return p < 0.5 ? 1 : -1;
    case 'sawtooth':
      return 2 * p - 1;
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
    default:
      return Math.sin(2 * Math.PI * p);
  }
}

/**
 * The samples of an effect: each tone glides exponentially from its first pitch to its last,
 * under a quick linear attack and an exponential decay, and the tones are mixed. Computed
 * once per effect, so playing it later costs one buffer source rather than an oscillator,
 * a gain and five automation events per tone.
 */
export function synthesize(tones: readonly Tone[], sampleRate: number): Float32Array<ArrayBuffer> {
  const end = tones.reduce((latest, tone) => Math.max(latest, tone.at + tone.duration), 0);
  const samples = new Float32Array(Math.ceil(end * sampleRate));
  for (const tone of tones) {
    const start = Math.round(tone.at * sampleRate);
    const count = Math.min(Math.round(tone.duration * sampleRate), samples.length - start);
    const attack = Math.max(1, Math.round(ATTACK_S * sampleRate));
    const ratio = tone.to / tone.from;
    let phase = 0;
    for (let i = 0; i < count; i++) {
      const t = i / count;
      phase += (tone.from * ratio ** t) / sampleRate;
      const envelope =
        i < attack
          ? (tone.volume * i) / attack
          : tone.volume * (SILENT / tone.volume) ** ((i - attack) / Math.max(1, count - attack));
      samples[start + i] = (samples[start + i] ?? 0) + wave(tone.wave, phase) * envelope;
    }
  }
  return samples;
}
