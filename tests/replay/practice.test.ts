import { describe, expect, it } from 'vitest';
import {
  decodeReplay,
  encodeReplay,
  ReplayError,
  verifiedRun,
  verifyReplay,
  type Replay,
} from '../../src/replay';
import { recordRun, winningInputs, winningReplay } from './support/replays';

const practiceRun = (fromTick = 40): Replay =>
  recordRun({
    ref: { id: 'first-steps' },
    inputs: winningInputs('first-steps'),
    practice: { fromTick },
  }).replay;

/** The document of `replay` as plain JSON, to edit field by field. */
function documentOf(replay: Replay): Record<string, unknown> {
  return JSON.parse(encodeReplay(replay)) as Record<string, unknown>;
}

function refusal(input: unknown): ReplayError {
  try {
    decodeReplay(input);
  } catch (error) {
    if (error instanceof ReplayError) return error;
    throw error;
  }
  throw new Error('the replay decoded');
}

describe('a practice run records where it began (format version 3)', () => {
  it('is written as version 3 with practice after final, and reads back to the same text', () => {
    const replay = practiceRun();
    const text = encodeReplay(replay);
    expect(text).toMatch(/^\{"format":"mythic-maze-replay","version":3,/);
    expect(text).toContain(',"practice":{"fromTick":40},"player":"Theseus",');
    const back = decodeReplay(text);
    expect(back.practice).toEqual({ fromTick: 40 });
    expect(encodeReplay(back)).toBe(text);
  });

  it('the same run without practice is still version 1, with no practice field', () => {
    const text = encodeReplay(winningReplay('first-steps'));
    expect(text).toMatch(/^\{"format":"mythic-maze-replay","version":1,/);
    expect(text).not.toContain('practice');
    expect(decodeReplay(text).practice).toBeUndefined();
  });

  it('verifies like any replay, and the verdict reports practice (only for a practice run)', () => {
    const verdict = verifyReplay(practiceRun(12));
    expect(verdict).toMatchObject({ ok: true, outcome: 'won', practice: { fromTick: 12 } });
    expect('practice' in verifyReplay(winningReplay('first-steps'))).toBe(false);
  });

  it('never ranks, though it is a verified win', () => {
    expect(verifiedRun(practiceRun(40))).toBe(
      'a practice run never ranks: it began at tick 40 of another run',
    );
    expect(typeof verifiedRun(winningReplay('first-steps'))).toBe('object');
  });

  it('refuses practice in a version 1 replay, and version 3 without practice', () => {
    const withPractice = { ...documentOf(winningReplay('first-steps')), practice: { fromTick: 3 } };
    expect(refusal(withPractice)).toMatchObject({
      field: 'practice',
      problem: 'marks a practice run, which only a version 3 replay holds (this one is version 1)',
    });
    const bare = documentOf(practiceRun());
    delete bare.practice;
    expect(refusal(bare)).toMatchObject({
      field: 'version',
      problem: 'is 3, but only a practice run (with practice) is version 3',
    });
  });

  it('refuses a start after the run ended, and a practice field of another shape', () => {
    const replay = practiceRun();
    const late = { ...documentOf(replay), practice: { fromTick: replay.final.tick + 1 } };
    expect(refusal(late)).toMatchObject({
      field: 'practice.fromTick',
      problem: `is tick ${String(replay.final.tick + 1)}, after the run's end at tick ${String(replay.final.tick)}`,
    });
    const extra = { ...documentOf(replay), practice: { fromTick: 1, by: 'x' } };
    expect(refusal(extra).field).toMatch(/^practice/);
    const negative = { ...documentOf(replay), practice: { fromTick: -1 } };
    expect(refusal(negative).field).toBe('practice.fromTick');
  });
});
