import { describe, expect, it } from 'vitest';
import { MAX_REPLAY_CHARS } from '../../../src/replay';
import {
  MAX_REPLAY_FILE_BYTES,
  replayFileName,
  replayFileProblem,
} from '../../../src/app/replays/replay-files';
import { writeMessage } from '../../../src/app/text/message-descriptor';

describe('replayFileName', () => {
  it('names the level, the outcome and the time', () => {
    expect(replayFileName({ levelId: 'first-steps', outcome: 'won', ticks: 233 })).toBe(
      'mythic-maze-first-steps-won-11.65s.json',
    );
    expect(replayFileName({ levelId: 'daily-2026-03-14', outcome: 'caught', ticks: 20 })).toBe(
      'mythic-maze-daily-2026-03-14-caught-1.00s.json',
    );
    expect(replayFileName({ levelId: 'seed-42', outcome: 'timeout', ticks: 900 })).toBe(
      'mythic-maze-seed-42-timeout-45.00s.json',
    );
  });

  it('keeps only letters, digits and hyphens of a level id', () => {
    expect(replayFileName({ levelId: '../Evil id/\\:*?', outcome: 'won', ticks: 1 })).toBe(
      'mythic-maze-evilid-won-0.05s.json',
    );
    expect(replayFileName({ levelId: '///', outcome: 'won', ticks: 1 })).toBe(
      'mythic-maze-level-won-0.05s.json',
    );
  });
});

describe('replayFileProblem', () => {
  it('refuses, unread, a file too big to hold a replay, and lets any other through', () => {
    expect(MAX_REPLAY_FILE_BYTES).toBe(3 * MAX_REPLAY_CHARS);
    expect(replayFileProblem({ name: 'run.json', size: MAX_REPLAY_FILE_BYTES })).toBeNull();
    const big = replayFileProblem({ name: 'big.json', size: MAX_REPLAY_FILE_BYTES + 1 });
    expect(big === null ? null : writeMessage(big)).toBe(
      'big.json is 3.0 MB: a replay file is at most 3 MB, so this is not one.',
    );
  });
});
