import type { Page } from '@playwright/test';
import type { Checkpoint, Replay } from '../../src/replay';
import type { PlaybackEnd } from '../../src/app/replays/playback';
import type { Schedule } from './schedule';

/** The page's virtual display (see virtual-vsync-init.ts). */
export interface VirtualDisplay {
  run(schedule: Schedule): { readonly nowUs: number; readonly frames: number };
  nowUs(): number;
}

/** What a playback in the page came to, read in the page right after its frames. */
export interface PagePlayback {
  /** The viewer's refusal, or null when it played. */
  readonly refused: string | null;
  /** Checkpoint hashes the browser computed, and its end (null when it never got there). */
  readonly checkpoints: Checkpoint[];
  readonly end: PlaybackEnd | null;
  /** Frames the display delivered. */
  readonly frames: number;
  /** The loop's ledger over the playback: ticks run, ticks dropped in stalls, stalls, pauses. */
  readonly ticksRun: number;
  readonly ticksDropped: number;
  readonly droppedEvents: number;
  /** Times the playback paused because the tab was hidden. */
  readonly hiddenPauses: number;
}

/** What `playbackInPage` is given: the replay and the frames (event times relative to its start). */
export interface PlaybackRequest {
  readonly replay: Replay;
  readonly schedule: Schedule;
}

/**
 * Page-side: opens the replay in the viewer, delivers the schedule on the virtual display and
 * reads the viewer's checkpoints and end and the loop's ledger. Serialised into the page (any
 * engine's driver): it must not reference anything outside its own body.
 */
export async function playbackInPage({
  replay: shown,
  schedule: frames,
}: PlaybackRequest): Promise<PagePlayback> {
  const hooks = window.mythicMaze;
  if (hooks === undefined) throw new Error('window.mythicMaze is missing');
  const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
  // A playback still running would carry its clock into this one.
  if (hooks.replayProgress()?.playing === true) hooks.pause();
  const opened = await hooks.loadReplay(shown);
  const before = hooks.stats().ledger;
  const start = display.nowUs();
  const { frames: delivered } = opened.ok
    ? display.run({
        intervalsUs: frames.intervalsUs,
        events: frames.events.map((event) => ({ ...event, atUs: event.atUs + start })),
      })
    : { frames: 0 };
  const after = hooks.stats().ledger;
  const progress = hooks.replayProgress();
  return {
    refused: opened.ok ? null : opened.error,
    checkpoints: progress?.checkpoints ?? [],
    end: progress?.end ?? null,
    frames: delivered,
    ticksRun: after.ticksRun - before.ticksRun,
    ticksDropped: after.ticksDropped - before.ticksDropped,
    droppedEvents: after.droppedEvents - before.droppedEvents,
    hiddenPauses: after.pausesByReason.hidden - before.pausesByReason.hidden,
  };
}

/**
 * Opens `replay` in the viewer and delivers `schedule` (event times relative to its start) in
 * one `evaluate`, then reads the viewer's checkpoints and end and the loop's ledger.
 */
export function playOnDisplay(
  page: Page,
  replay: Replay,
  schedule: Schedule,
): Promise<PagePlayback> {
  return page.evaluate(playbackInPage, { replay, schedule });
}
