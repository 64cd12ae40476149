import { describe, expect, it } from 'vitest';
import { EFFECT_OF_EVENT, EFFECTS } from '../../src/audio/effects';
import { SoundBoard, type AudioContextLike } from '../../src/audio/sound-board';
import { synthesize } from '../../src/audio/synthesize';
import { EVENT } from '../../src/sim';

const RATE = 8000;

/** Records what the sound board asks of Web Audio. */
class FakeAudioContext {
  currentTime = 2;
  readonly sampleRate = RATE;
  state: AudioContextState = 'suspended';
  readonly destination = { name: 'destination' };
  readonly buffers: { length: number; samples: Float32Array | null }[] = [];
  readonly started: { buffer: unknown; at: number; connectedTo: unknown }[] = [];
  readonly gains: { value: number; connectedTo: unknown; node: unknown }[] = [];
  resumes = 0;

  resume(): Promise<void> {
    this.resumes += 1;
    this.state = 'running';
    return Promise.resolve();
  }

  createGain(): unknown {
    const record = { value: 1, connectedTo: null as unknown, node: null as unknown };
    const gain = Object.defineProperty({}, 'value', {
      set: (v: number) => {
        record.value = v;
      },
    });
    record.node = { gain, connect: (target: unknown) => (record.connectedTo = target) };
    this.gains.push(record);
    return record.node;
  }

  createBuffer(channels: number, length: number, sampleRate: number): unknown {
    expect([channels, sampleRate]).toEqual([1, RATE]);
    const record = { length, samples: null as Float32Array | null };
    this.buffers.push(record);
    return {
      record,
      copyToChannel: (samples: Float32Array, channel: number) => {
        expect(channel).toBe(0);
        record.samples = samples;
      },
    };
  }

  createBufferSource(): unknown {
    const record = { buffer: null as unknown, at: -1, connectedTo: null as unknown };
    return {
      set buffer(value: unknown) {
        record.buffer = value;
      },
      connect: (target: unknown) => (record.connectedTo = target),
      start: (at: number) => {
        record.at = at;
        this.started.push(record);
      },
    };
  }
}

function board(muted = false) {
  const contexts: FakeAudioContext[] = [];
  const sounds = new SoundBoard({
    muted,
    createContext: () => {
      const context = new FakeAudioContext();
      contexts.push(context);
      return context as unknown as AudioContextLike;
    },
  });
  return { sounds, contexts };
}

function unlocked() {
  const { sounds, contexts } = board();
  sounds.unlock();
  const context = contexts[0];
  if (context === undefined) throw new Error('no context');
  return { sounds, context };
}

describe('SoundBoard', () => {
  it('makes no audio context before a user gesture, and plays nothing', () => {
    const { sounds, contexts } = board();
    sounds.play(EVENT.WON | EVENT.GEM_TAKEN);
    expect(contexts).toEqual([]);
    expect(sounds.started).toBe(false);
  });

  it('makes one context on the first gesture and wakes it if the browser suspended it', () => {
    const { sounds, contexts } = board();
    sounds.unlock();
    sounds.unlock();
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.resumes).toBe(1);
    expect(contexts[0]?.gains[0]?.value).toBe(0.5);
    expect(contexts[0]?.gains[0]?.connectedTo).toBe(contexts[0]?.destination);
  });

  it('plays an effect from a buffer computed once, at the context time, through the master volume', () => {
    const { sounds, context } = unlocked();
    sounds.play(EVENT.GEM_TAKEN);
    context.currentTime = 3;
    sounds.play(EVENT.GEM_TAKEN);
    expect(context.buffers).toHaveLength(1);
    expect(context.started.map((s) => s.at)).toEqual([2, 3]);
    expect(context.started[0]?.buffer).toBe(context.started[1]?.buffer);
    const master = context.gains[0]?.node;
    expect(context.started.every((s) => s.connectedTo === master)).toBe(true);
    const samples = context.buffers[0]?.samples;
    expect(samples).toEqual(synthesize(EFFECTS.gem, RATE));
  });

  it('plays one effect per event bit, all of them when a tick has several', () => {
    const { sounds, context } = unlocked();
    const all = EFFECT_OF_EVENT.reduce((bits, [bit]) => bits | bit, 0);
    sounds.play(all);
    expect(context.started).toHaveLength(EFFECT_OF_EVENT.length);
    expect(context.buffers).toHaveLength(EFFECT_OF_EVENT.length);
  });

  it('has a sound for step, key, door, gem, trap, caught, win and timeout', () => {
    const bits = new Map(EFFECT_OF_EVENT);
    expect(bits.get(EVENT.STEP)).toBe('step');
    expect(bits.get(EVENT.KEY_TAKEN)).toBe('key');
    expect(bits.get(EVENT.DOOR_OPENED)).toBe('door');
    expect(bits.get(EVENT.GEM_TAKEN)).toBe('gem');
    expect(bits.get(EVENT.TRAP_ROSE)).toBe('trap');
    expect(bits.get(EVENT.CAUGHT)).toBe('caught');
    expect(bits.get(EVENT.WON)).toBe('win');
    expect(bits.get(EVENT.TIMEOUT)).toBe('timeout');
  });

  it('stays silent while muted, and starts nothing on a gesture', () => {
    const { sounds, contexts } = board(true);
    sounds.unlock();
    sounds.play(EVENT.WON);
    expect(contexts).toEqual([]);
    sounds.setMuted(false);
    sounds.unlock();
    sounds.play(EVENT.WON);
    expect(contexts[0]?.started).toHaveLength(1);
    sounds.setMuted(true);
    sounds.play(EVENT.WON);
    expect(contexts[0]?.started).toHaveLength(1);
  });

  it('plays nothing while the browser keeps the context suspended', () => {
    const { sounds, context } = unlocked();
    context.state = 'suspended';
    sounds.play(EVENT.KEY_TAKEN);
    expect(context.started).toEqual([]);
  });

  it('gives up quietly when the machine has no audio', () => {
    let attempts = 0;
    const sounds = new SoundBoard({
      muted: false,
      createContext: () => {
        attempts += 1;
        throw new Error('no audio device');
      },
    });
    sounds.unlock();
    sounds.unlock();
    sounds.play(EVENT.WON);
    expect(attempts).toBe(1);
    expect(sounds.started).toBe(false);
  });
});

describe('synthesize', () => {
  it('lasts as long as the effect, with silence before a late tone', () => {
    const tones = [
      { wave: 'sine', from: 440, to: 440, at: 0.5, duration: 0.25, volume: 0.5 },
    ] as const;
    const samples = synthesize(tones, RATE);
    expect(samples).toHaveLength(0.75 * RATE);
    expect(samples.subarray(0, 0.5 * RATE).every((s) => s === 0)).toBe(true);
    const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.4);
    expect(peak).toBeLessThanOrEqual(0.5);
    // The envelope has died away by the end.
    expect(Math.abs(samples.at(-1) ?? 1)).toBeLessThan(0.001);
  });

  it('keeps every effect within [-1, 1], with sound in it', () => {
    for (const tones of Object.values(EFFECTS)) {
      const samples = synthesize(tones, RATE);
      const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
      expect(peak).toBeGreaterThan(0.01);
      expect(peak).toBeLessThanOrEqual(1);
    }
  });

  it('glides in pitch from the first frequency to the last', () => {
    const zeroCrossings = (samples: Float32Array) => {
      let n = 0;
      for (let i = 1; i < samples.length; i++) {
        if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) n += 1;
      }
      return n;
    };
    const rising = synthesize(
      [{ wave: 'sine', from: 200, to: 800, at: 0, duration: 1, volume: 0.5 }],
      RATE,
    );
    const firstHalf = zeroCrossings(rising.subarray(0, RATE / 2));
    const secondHalf = zeroCrossings(rising.subarray(RATE / 2));
    expect(secondHalf).toBeGreaterThan(1.5 * firstHalf);
  });
});
