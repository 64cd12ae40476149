import { LevelError, parseLevel, type Level, type LevelMeta } from '../../../src/sim';

/** Plain metadata for test grids. */
export const TEST_META: LevelMeta = Object.freeze({
  id: 'test',
  name: 'Test',
  story: 'A test grid.',
  timeLimitTicks: 2000,
  seed: 1,
});

/** Parses a test grid with plain metadata; `meta` overrides any of it. */
export function makeLevel(text: string, meta: Partial<LevelMeta> = {}): Level {
  return parseLevel(text, { ...TEST_META, ...meta });
}

/** The LevelError parsing `text` with `meta` over the test metadata throws. */
export function levelErrorOf(text: string, meta: Partial<LevelMeta> = {}): LevelError {
  try {
    parseLevel(text, { ...TEST_META, ...meta });
  } catch (error) {
    if (error instanceof LevelError) return error;
    throw error;
  }
  throw new Error('expected a LevelError');
}

/** Advances `sim` `ticks` times with the same input. */
export function hold(sim: { advance(input: number): void }, input: number, ticks: number): void {
  for (let i = 0; i < ticks; i++) sim.advance(input);
}
