import { EFFECT_OF_EVENT, EFFECTS, type EffectName } from './effects';
import { synthesize } from './synthesize';

/** The part of the Web Audio API the sound board uses; tests pass a fake. */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly sampleRate: number;
  readonly destination: AudioNode;
  readonly state: AudioContextState;
  resume(): Promise<void>;
  createGain(): GainNode;
  createBuffer(channels: number, length: number, sampleRate: number): AudioBuffer;
  createBufferSource(): AudioBufferSourceNode;
}

/** How the sound board gets its audio context, and whether it starts muted. */
export interface SoundBoardOptions {
  /** Creates the audio context; called at most once, on the first gesture while sound is on. */
  readonly createContext: () => AudioContextLike;
  readonly muted: boolean;
}

const MASTER_VOLUME = 0.5;

/**
 * Synthesized sound effects for simulation events. Browsers refuse to start audio before a
 * user gesture, so the context is made lazily in unlock(), which the page calls on a key
 * press or click; until then, and while muted, play() does nothing. Each effect is computed
 * into a buffer the first time it plays.
 */
export class SoundBoard {
  readonly #createContext: () => AudioContextLike;
  readonly #buffers = new Map<EffectName, AudioBuffer>();
  #muted: boolean;
  #context: AudioContextLike | null = null;
  #master: GainNode | null = null;
  #failed = false;

  constructor(options: SoundBoardOptions) {
    this.#createContext = options.createContext;
    this.#muted = options.muted;
  }

  get muted(): boolean {
    return this.#muted;
  }

  /** Whether an audio context exists (made on the first gesture with sound on). */
  get started(): boolean {
    return this.#context !== null;
  }

  /** Mutes or unmutes; unmuting makes no sound until the next gesture calls unlock(). */
  setMuted(muted: boolean): void {
    this.#muted = muted;
  }

  /** Call from a user gesture: makes or wakes the audio context. A no-op while muted. */
  unlock(): void {
    if (this.#muted || this.#failed) return;
    if (this.#context === null) {
      try {
        const context = this.#createContext();
        const master = context.createGain();
        master.gain.value = MASTER_VOLUME;
        master.connect(context.destination);
        this.#context = context;
        this.#master = master;
      } catch {
        // No audio on this machine: the game is fully playable without it.
        this.#failed = true;
        return;
      }
    }
    if (this.#context.state === 'suspended') this.#context.resume().catch(() => undefined);
  }

  /** Plays the effect of every bit of EVENT set in `events`. */
  play(events: number): void {
    if (events === 0 || this.#muted) return;
    for (const [bit, effect] of EFFECT_OF_EVENT) {
      if ((events & bit) !== 0) this.playEffect(effect);
    }
  }

  /** Plays one effect now, if sound is on and running. */
  playEffect(effect: EffectName): void {
    const context = this.#context;
    const master = this.#master;
    if (this.#muted || context === null || master === null || context.state !== 'running') return;
    const source = context.createBufferSource();
    source.buffer = this.#buffer(context, effect);
    source.connect(master);
    source.start(context.currentTime);
  }

  #buffer(context: AudioContextLike, effect: EffectName): AudioBuffer {
    let buffer = this.#buffers.get(effect);
    if (buffer === undefined) {
      const samples = synthesize(EFFECTS[effect], context.sampleRate);
      buffer = context.createBuffer(1, Math.max(1, samples.length), context.sampleRate);
      buffer.copyToChannel(samples, 0);
      this.#buffers.set(effect, buffer);
    }
    return buffer;
  }
}
