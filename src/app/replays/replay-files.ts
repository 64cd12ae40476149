import { MAX_REPLAY_CHARS } from '../../replay/format';
import { formatTicks, type Outcome } from '../../sim';
import { say, type MessageDescriptor } from '../text/message-descriptor';

/** What a replay's file is named after. */
export interface ReplayFileNameOptions {
  /** The level's id: a built-in id, `seed-<n>` or `daily-YYYY-MM-DD`. */
  readonly levelId: string;
  readonly outcome: Outcome;
  /** The final time of a won run; how long the run lasted otherwise. */
  readonly ticks: number;
}

/**
 * The file name a downloaded replay gets: `mythic-maze-<level>-<outcome>-<seconds>s.json`, e.g.
 * `mythic-maze-first-steps-won-11.65s.json`. Anything but lowercase letters, digits and hyphens
 * is dropped from the level id, so the name is safe on every file system.
 */
export function replayFileName(options: ReplayFileNameOptions): string {
  const level = options.levelId.toLowerCase().replace(/[^a-z0-9-]+/g, '') || 'level';
  return `mythic-maze-${level}-${options.outcome}-${formatTicks(options.ticks)}s.json`;
}

/**
 * Most bytes a replay file may have: a document is at most MAX_REPLAY_CHARS characters, and a
 * character takes at most 3 bytes of UTF-8 (4 for a pair of them), so a larger file cannot hold
 * one. Checked before the file is read.
 */
export const MAX_REPLAY_FILE_BYTES = 3 * MAX_REPLAY_CHARS;

/** Why a file cannot be a replay before reading it (too big), or null when it may be one. */
export function replayFileProblem(file: {
  readonly name: string;
  readonly size: number;
}): MessageDescriptor | null {
  if (file.size <= MAX_REPLAY_FILE_BYTES) return null;
  return say('viewer.tooBig', {
    file: file.name,
    size: file.size / 1_000_000,
    max: MAX_REPLAY_FILE_BYTES / 1_000_000,
  });
}

/** How the page saves and shares replays; tests pass stand-ins. */
export interface ReplayFiles {
  /** Saves `text` as a file called `fileName` (a download in the page). */
  download(fileName: string, text: string): void;
  /** Puts `text` on the clipboard; rejects when the browser refuses. */
  copy(text: string): Promise<void>;
  /** The page's address, to build share links on. */
  pageUrl(): string;
}
