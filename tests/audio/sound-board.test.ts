import { describe, expect, it } from 'vitest';
import { EFFECT_OF_EVENT, EFFECTS } from '../../src/audio/effects';
import { SoundBoard, type AudioContextLike } from '../../src/audio/sound-board';
import { EVENT } from '../../src/sim';

interface Scheduled {
  readonly name: string;
  readonly value: number;
  readonly time: number;
}

/** Records what the sound board asks of Web Audio. */
class FakeAudioContext {
  currentTime = 2;
  state: AudioContextState = 'suspended';
  readonly destination = { name: 'destination' };
  readonly oscillators: { type: string; frequency: Scheduled[]; start: number; stop: number }[] =
    [];
  readonly gains: { value: number; schedule: Scheduled[]; connectedTo: unknown }[] = [];
  resumes = 0;

  resume(): Promise<void> {
    this.resumes += 1;
    this.state = 'running';
    return Promise.resolve();
  }

  createOscillator(): unknown {
    const record = { type: '', frequency: [] as Scheduled[], start: -1, stop: -1 };
    this.oscillators.push(record);
    return {
      set type(value: string) {
        record.type = value;
      },
      frequency: param(record.frequency),
      connect: () => undefined,
      start: (time: number) => {
        record.start = time;
      },
      stop: (time: number) => {
        record.stop = time;
      },
    };
  }

  createGain(): unknown {
    const record = { value: 1, schedule: [] as Scheduled[], connectedTo: null as unknown };
    this.gains.push(record);
    const gain = Object.defineProperty(param(record.schedule), 'value', {
      set: (v: number) => {
        record.value = v;
      },
    });
    return {
      gain,
      connect: (target: unknown) => {
        record.connectedTo = target;
      },
    };
  }
}

function param(schedule: Scheduled[]) {
  const at = (name: string) => (value: number, time: number) =>
    schedule.push({ name, value, time });
  return {
    setValueAtTime: at('set'),
    linearRampToValueAtTime: at('linear'),
    exponentialRampToValueAtTime: at('exponential'),
  };
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
    // The master volume goes to the speakers.
    expect(contexts[0]?.gains[0]).toMatchObject({
      value: 0.5,
      connectedTo: contexts[0]?.destination,
    });
  });

  it('plays each tone of an effect at the context time, with a glide and an envelope', () => {
    const { sounds, contexts } = board();
    sounds.unlock();
    const context = contexts[0];
    if (context === undefined) throw new Error('no context');
    sounds.play(EVENT.GEM_TAKEN);
    const tones = EFFECTS.gem;
    expect(context.oscillators).toHaveLength(tones.length);
    tones.forEach((tone, i) => {
      const oscillator = context.oscillators[i];
      const start = 2 + tone.at;
      expect(oscillator?.type).toBe(tone.wave);
      expect(oscillator?.start).toBe(start);
      expect(oscillator?.stop).toBeCloseTo(start + tone.duration + 0.02, 9);
      expect(oscillator?.frequency[0]).toEqual({ name: 'set', value: tone.from, time: start });
      const envelope = context.gains[i + 1]?.schedule;
      expect(envelope?.map((s) => s.name)).toEqual(['set', 'linear', 'exponential']);
      expect(envelope?.[1]?.value).toBe(tone.volume);
      expect(envelope?.[2]?.time).toBeCloseTo(start + tone.duration, 9);
    });
  });

  it('plays one effect per event bit, all of them when a tick has several', () => {
    const { sounds, contexts } = board();
    sounds.unlock();
    const all = EFFECT_OF_EVENT.reduce((bits, [bit]) => bits | bit, 0);
    sounds.play(all);
    const expected = EFFECT_OF_EVENT.reduce((n, [, effect]) => n + EFFECTS[effect].length, 0);
    expect(contexts[0]?.oscillators).toHaveLength(expected);
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
    for (const tones of Object.values(EFFECTS)) {
      for (const tone of tones) {
        expect(tone.from > 0 && tone.to > 0 && tone.duration > 0).toBe(true);
        expect(tone.volume > 0 && tone.volume <= 1).toBe(true);
      }
    }
  });

  it('stays silent while muted, and starts nothing on a gesture', () => {
    const { sounds, contexts } = board(true);
    sounds.unlock();
    sounds.play(EVENT.WON);
    expect(contexts).toEqual([]);
    sounds.setMuted(false);
    sounds.unlock();
    sounds.play(EVENT.WON);
    expect(contexts[0]?.oscillators).toHaveLength(EFFECTS.win.length);
    sounds.setMuted(true);
    sounds.play(EVENT.WON);
    expect(contexts[0]?.oscillators).toHaveLength(EFFECTS.win.length);
  });

  it('plays nothing while the browser keeps the context suspended', () => {
    const { sounds, contexts } = board();
    sounds.unlock();
    const context = contexts[0];
    if (context === undefined) throw new Error('no context');
    context.state = 'suspended';
    sounds.play(EVENT.KEY_TAKEN);
    expect(context.oscillators).toEqual([]);
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
