/**
 * The page's replay features, loaded after the first frame and kept out of the first download
 * with the codec, the compressor and the level generator they need: building a finished run's
 * replay, checking replays from files, links and the testing hook, playback, the verified
 * leaderboard and the daily labyrinth's level reference.
 */
import { DAILY_OPTIONS, dailySeed } from '../../levels';
import {
  CHECKPOINT_INTERVAL,
  decodeReplay,
  decodeShareFragment,
  encodeReplay,
  encodeShareFragment,
  formatHash,
  InputTimeline,
  isHashRef,
  ReplayError,
  ReplayRecorder,
  resolveReplayLevel,
  verifyReplay,
  type GeneratedLevelRef,
  type Replay,
  type ReplayMeta,
} from '../../replay';
import { Simulation, type Level } from '../../sim';
import { pageLink } from '../core/page-link';
import type { RunLog } from '../core/run-session';
import type { CalendarDate } from '../core/utc-date';

export { Leaderboard } from './leaderboard';
// A live run's spectator re-simulates its level as a replay does: with the generator, kept here.
export { LiveFollower } from '../live/live-follower';
export { Playback } from './playback';

/**
 * The replay of a finished live run, made by playing its inputs into a fresh run with a
 * ReplayRecorder. Every checkpoint and the end must come out as the live run had them; if not,
 * the game is not deterministic and it throws rather than keep a replay that lies.
 */
export function recordReplay(log: RunLog, meta: ReplayMeta): Replay {
  const sim = new Simulation(log.level);
  const recorder = new ReplayRecorder({
    level: log.ref,
    simulation: sim,
    ...(log.practice === undefined ? {} : { practice: log.practice }),
  });
  for (const input of new InputTimeline(log.inputs)) {
    sim.advance(input);
    recorder.record(input);
    const tick = sim.tick;
    if (tick % CHECKPOINT_INTERVAL === 0) {
      const live = log.checkpoints[tick / CHECKPOINT_INTERVAL - 1];
      if (live !== sim.hash()) throw divergence(tick, live, sim.hash());
    }
  }
  if (sim.tick !== log.ticks || sim.outcome !== log.outcome || sim.hash() !== log.hash) {
    throw divergence(sim.tick, log.hash, sim.hash());
  }
  return recorder.finish(meta);
}

function divergence(tick: number, live: number | undefined, again: number): Error {
  const shown = live === undefined ? 'none' : formatHash(live);
  return new Error(
    `the run did not play back the same: at tick ${String(tick)} the live hash was ${shown} and the replayed ${formatHash(again)}`,
  );
}

/** A replay that verified, ready to watch, or why it cannot be watched (a sentence for the player). */
export type CheckedReplay =
  | {
      readonly ok: true;
      readonly replay: Replay;
      readonly level: Level;
      /** The final time of a won run (gems taken off), else how many ticks the run lasted. */
      readonly timeTicks: number;
    }
  | { readonly ok: false; readonly error: MessageDescriptor };

/** Where a replay to check comes from: a value (JSON text or parsed), or a share link's fragment. */
export type ReplaySource =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'link'; readonly fragment: string };

/**
 * Decodes and re-simulates a replay before anything plays it (a replay of a level made in the
 * editor, on the level `editorLevel` gives for its hash, when the page holds it): a document the codec refuses, or
 * one whose run does not reproduce its recorded checkpoints and end, is refused with a message
 * naming the problem. Nothing is stored either way.
 */
export function checkReplay(
  source: ReplaySource,
  editorLevel: (hash: string) => Level | undefined = () => undefined,
): CheckedReplay {
  let replay: Replay;
  let level: Level;
  try {
    replay =
      source.kind === 'link' ? decodeShareFragment(source.fragment) : decodeReplay(source.value);
    level = isHashRef(replay.level)
      ? resolveReplayLevel(replay.level, { editorLevel: editorLevel(replay.level.hash) })
      : resolveReplayLevel(replay.level);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    const said = { error: replayProblemMessage(error) };
    return {
      ok: false,
      error:
        source.kind === 'link'
          ? say('viewer.linkUnopenable', said)
          : say('viewer.fileUnopenable', said),
    };
  }
  const verdict = verifyReplay(replay, { level });
  if (!verdict.ok) {
    const tick = verdict.firstMismatchTick ?? replay.final.tick;
    return {
      ok: false,
      error:
        source.kind === 'link'
          ? say('viewer.linkTampered', { tick: String(tick), time: formatRunTime(tick) })
          : say('viewer.fileTampered', { tick: String(tick), time: formatRunTime(tick) }),
    };
  }
  const timeTicks = verdict.outcome === 'won' ? verdict.finalTimeTicks : verdict.ticks;
  return { ok: true, replay, level, timeTicks };
}

/** Why a replay could not be read or written, in the player's words; null: not a replay's problem. */
export function replayProblemOf(error: unknown): MessageDescriptor | null {
  return error instanceof ReplayError ? replayProblemMessage(error) : null;
}

/** The canonical JSON text of a replay, as a downloaded file holds it. */
export function replayText(replay: Replay): string {
  return encodeReplay(replay);
}

/**
 * The link that opens `replay` in this game: `page` (the page's address, any fragment dropped)
 * with `#r=` and the replay deflated and base64url-encoded. Throws a ReplayError when the
 * replay is too long for a link.
 */
export function shareLink(replay: Replay, page: string): string {
  return pageLink(page, encodeShareFragment(replay));
}

/** How a replay names the daily labyrinth of a UTC date. */
export function dailyRef(date: CalendarDate): GeneratedLevelRef {
  return { seed: dailySeed(date.year, date.month, date.day), ...DAILY_OPTIONS };
}

export {
  decodeReplay,
  encodeLevelLink,
  levelKey,
  openLevelLink,
  parseLevelKey,
  ReplayError,
  replaySplits,
} from '../../replay';
import { say, type MessageDescriptor } from '../text/message-descriptor';
import { replayProblemMessage } from './replay-problem-text';
import { formatRunTime } from '../text/formats';
