import { workerData } from 'node:worker_threads';
import { DAILY_OPTIONS, dailySeed, generateLevel, getBuiltInLevel } from '../../levels';
import {
  decodeLevelDocument,
  decodeReplay,
  isGeneratedRef,
  isHashRef,
  levelFromDocument,
  levelKey,
  verifyReplay,
  type Replay,
} from '../../replay';
import type { Level } from '../../sim';
import { LevelCache, type BuiltLevel } from '../decode/level-cache';
import { minWinTicks } from '../decode/min-win-ticks';
import { readLevelDocument } from '../decode/read-level';
import { courseDigest } from '../decode/course-digest';
import { readLevelLink } from '../decode/read-level-link';
import { readRunPostBody } from '../decode/read-run-post';
import { reportStart } from './job-slots';
import type { JobEnvelope, VerifyAnswer, WorkerAnswers, WorkerJob } from './jobs';
import { lowerPriority, ownThreadId } from './thread-cpu';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The level keys of the daily labyrinths of yesterday, today and tomorrow (UTC), by date. */
let dailies = { date: '', keys: new Set<string>() };

function isDaily(key: string): boolean {
  const now = Date.now();
  const date = new Date(now).toISOString().slice(0, 10);
  if (dailies.date !== date) {
    const keys = [-1, 0, 1].map((offset) => {
      const day = new Date(now + offset * DAY_MS);
      const seed = dailySeed(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
      return levelKey({ seed, ...DAILY_OPTIONS });
    });
    dailies = { date, keys: new Set(keys) };
  }
  return dailies.keys.has(key);
}

const threadId = ownThreadId();
lowerPriority(threadId);
const slots = (workerData as { slots?: SharedArrayBuffer } | null)?.slots;
const levels = new LevelCache<BuiltLevel>(isDaily);
const builtIns = new Map<string, BuiltLevel>();

function built(level: Level): BuiltLevel {
  return { level, minWinTicks: minWinTicks(level) };
}

/** Keeps an editor level parsed while its document was checked, for the run's re-simulation. */
function keepParsed(hash: string, level: Level): void {
  levels.get(`hash:${hash}`, () => built(level));
}

/** The level of a replay, from the cache when it is kept; an editor level from its document. */
export function levelOfReplay(replay: Replay, levelDocument: string | undefined): BuiltLevel {
  const ref = replay.level;
  const key = levelKey(ref);
  if (isHashRef(ref)) {
    return levels.get(key, () => {
      if (levelDocument === undefined) throw new Error(`no level document for ${key}`);
      return built(levelFromDocument(decodeLevelDocument(JSON.parse(levelDocument))));
    });
  }
  if (isGeneratedRef(ref)) {
    const { seed, ...options } = ref;
    return levels.get(key, () => built(generateLevel(seed, options)));
  }
  let known = builtIns.get(key);
  if (known === undefined) {
    const level = getBuiltInLevel(ref.id);
    if (level === undefined) throw new Error(`no built-in level ${ref.id}`);
    known = built(level);
    builtIns.set(key, known);
  }
  return known;
}

/**
 * Re-simulates a canonical replay on its level, deriving its splits and its course in the same
 * pass (what the service stores with a run: never the client's). A claimed win in fewer ticks
 * than any win of the level takes is answered without re-simulating it (verdict null); a run
 * that claims no win (an attempt) is always re-simulated.
 */
function verify(job: Extract<WorkerJob, { kind: 'verify' }>): VerifyAnswer {
  // A post's text was encoded here from the replay checked as the post was read.
  const replay =
    job.checked === true ? (JSON.parse(job.canonical) as Replay) : decodeReplay(job.canonical);
  const level = levelOfReplay(replay, job.levelDocument);
  const key = levelKey(replay.level);
  if (replay.final.outcome === 'won' && replay.final.tick < level.minWinTicks) {
    return { verdict: null, trajectory: null, levelKey: key, minWinTicks: level.minWinTicks };
  }
  const options = { level: level.level, splits: true, trajectory: true };
  const { trajectory: course, ...verdict } = verifyReplay(replay, options);
  const trajectory = course === undefined ? null : courseDigest(course);
  return { verdict, trajectory, levelKey: key, minWinTicks: level.minWinTicks };
}

/** Runs one job; pure but for the level cache. */
function work(job: WorkerJob): WorkerAnswers[WorkerJob['kind']] {
  switch (job.kind) {
    case 'verify':
      return verify(job);
    case 'read-post':
      return readRunPostBody(job.body, job.tickCap);
    case 'check-level':
      return readLevelDocument(job.document, job.field, job.hash, keepParsed);
    case 'publish':
      return readLevelLink(job.link, job.tickCap, { parsed: keepParsed, of: levelOfReplay });
    case 'hold':
      // Warm-up: keep this worker busy briefly so that the next warm-up job lands on another one.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.holdMs);
      return null;
  }
}

/** Runs in a verifier worker thread: reports the job's start in its slot, then runs it. */
export default function verifyTask(envelope: JobEnvelope): unknown {
  if (slots !== undefined) reportStart(slots, envelope.slot, threadId);
  return work(envelope.job);
}
