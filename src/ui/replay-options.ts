/** The replay code loaded on first use (see replay-kit.ts). */
export type ReplayKit = typeof import('./replay-kit');

/** How the page saves and shares replays; tests pass stand-ins. */
export interface ReplayFiles {
  /** Saves `text` as a file called `fileName` (a download in the page). */
  download(fileName: string, text: string): void;
  /** Puts `text` on the clipboard; rejects when the browser refuses. */
  copy(text: string): Promise<void>;
  /** The page's address, to build share links on. */
  pageUrl(): string;
}

/** The viewer's speeds: game seconds per wall second. */
export const PLAYBACK_RATES = [0.5, 1, 2, 4] as const;
/** One of the viewer's speeds. */
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
