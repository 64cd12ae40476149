import type { GeneratorOptions } from '../levels';
import { TICKS_PER_SECOND, type Outcome } from '../sim';

/** The `format` field of every replay document. */
export const REPLAY_FORMAT = 'mythic-maze-replay';
/**
 * The newest document layout this code writes and reads. Version 2 added the editor level's
 * reference `{"hash": …}`, version 3 the practice run's `practice`; every other replay is still
 * written as before, so every replay recorded before keeps its exact text (`replayVersionFor`).
 */
export const REPLAY_VERSION = 3;
/** Every document layout this code reads. */
export const REPLAY_VERSIONS = [1, 2, 3] as const;
/** A document layout this code reads. */
export type ReplayVersion = (typeof REPLAY_VERSIONS)[number];
/** A checkpoint hash is taken after every this many ticks (one second of game time). */
export const CHECKPOINT_INTERVAL = TICKS_PER_SECOND;

/**
 * Most ticks a replay may hold: one hour of game time. The longest countdown a level may have is
 * 20 minutes, so every real run fits with room to spare; the limit bounds the work of verifying.
 */
export const MAX_REPLAY_TICKS = 72_000;
/** Most run-length pairs: every run is at least one tick long, so one per tick at worst. */
export const MAX_INPUT_RUNS = MAX_REPLAY_TICKS;
/** Most checkpoints: one per interval of the longest replay. */
export const MAX_CHECKPOINTS = MAX_REPLAY_TICKS / CHECKPOINT_INTERVAL;
/**
 * Most characters in a replay document. The largest valid replay (one run per tick of the longest
 * replay, every checkpoint) is under 600 000 characters, so this refuses only what cannot be one.
 */
export const MAX_REPLAY_CHARS = 1_000_000;
/**
 * Most bytes in a replay file. UTF-8 takes at most 3 bytes per UTF-16 character, so a larger file
 * cannot hold a document within MAX_REPLAY_CHARS; it is refused before it is read.
 */
export const MAX_REPLAY_FILE_BYTES = 3 * MAX_REPLAY_CHARS;
/** Longest player name, in characters: the rule for the name typed in settings and every replay. */
export const MAX_PLAYER_NAME = 24;
/** Longest player name a replay may carry. */
export const MAX_REPLAY_PLAYER = MAX_PLAYER_NAME;
/** Longest built-in level id accepted in a level reference. */
export const MAX_LEVEL_ID_LENGTH = 64;
/** Longest `recordedAt` timestamp. */
export const MAX_RECORDED_AT_LENGTH = 40;

/**
 * Which level a replay was played on: a built-in level by id, a generated one by its seed, or a
 * level made in the editor by the content hash of its level document.
 */
export type LevelRef = BuiltInLevelRef | GeneratedLevelRef | HashLevelRef;

/** A built-in level, by id. */
export interface BuiltInLevelRef {
  readonly id: string;
}

/** A generated level (the daily labyrinth is one): the seed and the generator's options. */
export interface GeneratedLevelRef extends GeneratorOptions {
  readonly seed: number;
}

/**
 * A level made in the editor: the SHA-256 of its canonical level document, as 64 lowercase hex
 * digits (`levelDocumentHash`). The level itself travels beside the replay, in its level link.
 */
export interface HashLevelRef {
  readonly hash: string;
}

/** The form of a level document's content hash: SHA-256 as 64 lowercase hex digits. */
export const LEVEL_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** `runLength` consecutive ticks with the same `input`. */
export type InputRun = readonly [runLength: number, input: number];

/** The state hash after `tick` ticks, as 8 lowercase hex digits. */
export type Checkpoint = readonly [tick: number, hash: string];

/**
 * A practice run: begun from another run's state at `fromTick` (the replay theatre's "play from
 * here"). Its inputs up to that tick are the other run's, so it re-simulates from tick 0 like any
 * replay; the player's own play starts there. Boards never rank it.
 */
export interface Practice {
  readonly fromTick: number;
}

/** Where the recorded run stopped. */
export interface ReplayFinal {
  readonly tick: number;
  readonly outcome: Outcome;
  readonly hash: string;
}

/** A replay document, format version 1, 2 or 3 (documented in docs/replay-format.md). */
export interface Replay {
  readonly format: typeof REPLAY_FORMAT;
  readonly version: ReplayVersion;
  readonly simVersion: number;
  readonly level: LevelRef;
  readonly ticksPerSecond: typeof TICKS_PER_SECOND;
  readonly inputs: readonly InputRun[];
  readonly checkpoints: readonly Checkpoint[];
  readonly final: ReplayFinal;
  /** Present only in a practice run's replay (version 3). */
  readonly practice?: Practice;
  readonly player: string;
  readonly recordedAt: string;
}

/** True when a level reference names a generated level. */
export function isGeneratedRef(ref: LevelRef): ref is GeneratedLevelRef {
  return 'seed' in ref;
}

/** True when a level reference names an editor level by its content hash. */
export function isHashRef(ref: LevelRef): ref is HashLevelRef {
  return 'hash' in ref;
}

/**
 * The version a replay is written as: 3 for a practice run (the only one with `practice`), else
 * 2 for an editor level (the only reference version 1 cannot hold), else 1. One version per kind
 * of replay keeps one text per replay, so the goldens, stored runs and the service's replay
 * hashes of existing levels never change.
 */
export function replayVersionFor(ref: LevelRef, practice?: Practice): ReplayVersion {
  if (practice !== undefined) return 3;
  return isHashRef(ref) ? 2 : 1;
}

/** The versions this code reads, as a person reads a list: "1, 2 and 3". */
export function versionList(): string {
  const all = REPLAY_VERSIONS.map(String);
  return `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
}

/**
 * The id a level made in the editor carries: `editor-` and the first 32 hex digits of its content
 * hash, so a Level handed in for a hash reference can be checked against it.
 */
export function editorLevelId(hash: string): string {
  return `editor-${hash.slice(0, 32)}`;
}

/** A uint32 state hash as the 8 lowercase hex digits a replay stores. */
export function formatHash(hash: number): string {
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The number with -0 read as 0. JSON text may hold -0, but a replay's canonical text cannot, so
 * without this a decoded replay would differ from the one its own text decodes to.
 */
export function withoutMinusZero<T>(value: T): T {
  return (value === 0 ? 0 : value) as T;
}
