import fc from 'fast-check';
import { BUILT_IN_LEVELS, GENERATOR_LIMITS, type GeneratorOptions } from '../../../src/levels';
import {
  CHECKPOINT_INTERVAL,
  MAX_REPLAY_PLAYER,
  REPLAY_FORMAT,
  replayVersionFor,
  type LevelRef,
  type Replay,
} from '../../../src/replay';
import { OUTCOMES, SIM_VERSION, TICKS_PER_SECOND } from '../../../src/sim';

const hash = fc.integer({ min: 0, max: 0xffffffff }).map((n) => n.toString(16).padStart(8, '0'));

const optionKeys = Object.keys(GENERATOR_LIMITS) as (keyof GeneratorOptions)[];

/** A level reference the codec accepts: a built-in id, or a seed with some in-range options. */
export const levelRefArb: fc.Arbitrary<LevelRef> = fc.oneof(
  fc.constantFrom(...BUILT_IN_LEVELS.map((level) => ({ id: level.id }))),
  fc
    .tuple(
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.subarray(optionKeys),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: optionKeys.length,
        maxLength: optionKeys.length,
      }),
    )
    .map(([seed, keys, fractions]) => {
      const ref: Record<string, number> = { seed };
      keys.forEach((key, i) => {
        const [min, max] = GENERATOR_LIMITS[key];
        ref[key] = min + Math.floor((fractions[i] ?? 0) * (max - min));
      });
      return ref as unknown as LevelRef;
    }),
);

/** A player name the codec accepts: 1 to 24 characters, no outer spaces, no control characters. */
export const playerArb = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: MAX_REPLAY_PLAYER })
  .filter(
    (name) =>
      name.length <= MAX_REPLAY_PLAYER &&
      name.trim() === name &&
      name.length > 0 &&
      // eslint-disable-next-line no-control-regex
      !/[\u0000-\u001f\u007f-\u009f]/.test(name),
  );

/**
 * A structurally valid replay document: every field and limit right, ticks consistent. Its
 * hashes are random, so it is not a run the simulation would reproduce (the codec cannot know).
 */
export const replayArb: fc.Arbitrary<Replay> = fc
  .record({
    level: levelRefArb,
    runs: fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 15 })), {
      maxLength: 40,
    }),
    hashes: fc.array(hash, { minLength: 1000, maxLength: 1000 }),
    outcome: fc.constantFrom(...OUTCOMES),
    finalHash: hash,
    player: playerArb,
    recordedAt: fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString()),
  })
  .map(({ level, runs, hashes, outcome, finalHash, player, recordedAt }) => {
    const tick = runs.reduce((sum, [length]) => sum + length, 0);
    const count = Math.floor(tick / CHECKPOINT_INTERVAL);
    return {
      format: REPLAY_FORMAT,
      version: replayVersionFor(level),
      simVersion: SIM_VERSION,
      level,
      ticksPerSecond: TICKS_PER_SECOND,
      inputs: runs,
      checkpoints: Array.from(
        { length: count },
        (_, i) => [(i + 1) * CHECKPOINT_INTERVAL, hashes[i % hashes.length] ?? '00000000'] as const,
      ),
      final: { tick, outcome, hash: finalHash },
      player,
      recordedAt,
    };
  });
