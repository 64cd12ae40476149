import { describeMismatch } from '../../e2e/support/compare-run';
import { TICK_US } from '../../e2e/support/frame-times';
import type { Replay } from '../../src/replay';
import type { PlaybackEnd } from '../../src/app/replays/playback';
import type { ReplayProgress } from '../../src/app/replays/replay-controller';
import type { EngineSession } from './engine-session';

/** What a playback on the engine's own frames came to. */
export interface RealPlayback {
  /** The viewer's refusal, or null when it played. */
  readonly refused: string | null;
  readonly checkpoints: [number, string][];
  /** The end, or null when it did not get there in time. */
  readonly end: PlaybackEnd | null;
  /** Frames per second the page saw while it played. */
  readonly framesPerSecond: number;
  readonly ms: number;
}

/**
 * Plays `replay` in the viewer on the engine's real requestAnimationFrame, in real time, until
 * it ends or three times its length (plus 10 s, for a loaded machine) has passed.
 */
export async function playOnRealFrames(
  session: EngineSession,
  replay: Replay,
): Promise<RealPlayback> {
  const timeoutMs = 10_000 + (3 * replay.final.tick * TICK_US) / 1000;
  const result = await session.evaluate(
    async ({ shown, timeoutMs: limit }) => {
      const hooks = window.mythicMaze;
      if (hooks === undefined) throw new Error('window.mythicMaze is missing');
      const frames = hooks.stats().frames;
      const started = performance.now();
      const opened = await hooks.loadReplay(shown);
      let progress: ReplayProgress | null = opened.ok ? hooks.replayProgress() : null;
      while (progress !== null && progress.end === null && performance.now() - started < limit) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        progress = hooks.replayProgress();
      }
      return {
        refused: opened.ok ? null : opened.error,
        progress,
        ms: performance.now() - started,
        frames: hooks.stats().frames - frames,
      };
    },
    { shown: replay, timeoutMs },
  );
  return {
    refused: result.refused,
    checkpoints: result.progress?.checkpoints ?? [],
    end: result.progress?.end ?? null,
    ms: result.ms,
    framesPerSecond: (1000 * result.frames) / result.ms,
  };
}

/** The first difference between a real-frames playback and the replay's record, or null. */
export function realMismatch(
  label: { readonly profile: string; readonly replay: string },
  replay: Replay,
  played: RealPlayback,
): string | null {
  if (played.refused !== null)
    return `${label.profile}, ${label.replay}: refused: ${played.refused}`;
  return describeMismatch(
    label,
    { checkpoints: replay.checkpoints, final: replay.final },
    { checkpoints: played.checkpoints, final: played.end === null ? null : { ...played.end } },
  );
}
