// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REPLAY_CHARS } from '../../src/replay';
import {
  downloadJson,
  MAX_REPLAY_FILE_BYTES,
  replayFileName,
  replayFileProblem,
} from '../../src/ui/replay-file';

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
    expect(replayFileProblem({ name: 'big.json', size: MAX_REPLAY_FILE_BYTES + 1 })).toBe(
      'big.json is 3.0 MB: a replay file is at most 3 MB, so this is not one.',
    );
  });
});

describe('downloadJson', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a temporary download link to a JSON blob, then lets the URL go', async () => {
    vi.useFakeTimers();
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    const onClick = (event: Event) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault();
      clicked.push({ href: link.href, download: link.download, inPage: link.isConnected });
    };
    document.addEventListener('click', onClick);
    downloadJson(
      {
        document,
        createObjectURL: (blob) => {
          blobs.push(blob);
          return 'blob:replay-1';
        },
        revokeObjectURL: (url) => revoked.push(url),
      },
      'run.json',
      '{"a":1}',
    );
    document.removeEventListener('click', onClick);
    expect(clicked).toEqual([{ href: 'blob:replay-1', download: 'run.json', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs[0]?.type).toBe('application/json');
    expect(await blobs[0]?.text()).toBe('{"a":1}');
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(revoked).toEqual(['blob:replay-1']);
  });
});
