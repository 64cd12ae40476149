import * as v from 'valibot';
import { MAX_LEVEL_NAME_LENGTH, MAX_TIME_LIMIT_TICKS } from '../sim';
import type { LocalStore } from './local-store';
import { storedReason, type StoredReason } from './stored-message';

/**
 * Where a level stands with the global leaderboard service (absent: it was published while
 * posting was off, so nothing was sent). `waiting`: not accepted yet (no answer, a 5xx or a 429),
 * sent again later; `posted`: the service stored it; `refused`: its final word, and why.
 */
export type LevelGlobalState =
  | { readonly kind: 'waiting'; readonly reason: StoredReason }
  | { readonly kind: 'posted'; readonly levelKey: string }
  | { readonly kind: 'refused'; readonly reason: StoredReason };

/** A level the player published: its name, its content hash and the link that shares it. */
export interface PublishedLevel {
  readonly name: string;
  /** Lower-case hex SHA-256 of the canonical level (the level's key on every board). */
  readonly hash: string;
  /** The link's fragment, `l=…` (without the page's address). */
  readonly fragment: string;
  /** The maker's final time in the winning playtest, in ticks. */
  readonly makerTicks: number;
  /** When it was published, ISO 8601. */
  readonly publishedAt: string;
  /** What the global leaderboard made of it, when it was sent there. */
  readonly global?: LevelGlobalState;
}

const DOCUMENT = 'my-levels';
/** Levels kept in the list: links are long (up to 64 KiB each), and storage is about 5 MB. */
export const MAX_MY_LEVELS = 20;
const MAX_FRAGMENT_CHARS = 65_536 + 2;
const HASH = /^[0-9a-f]{64}$/;

const entry = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LEVEL_NAME_LENGTH)),
  hash: v.pipe(v.string(), v.regex(HASH)),
  fragment: v.pipe(v.string(), v.startsWith('l='), v.maxLength(MAX_FRAGMENT_CHARS)),
  makerTicks: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME_LIMIT_TICKS)),
  publishedAt: v.pipe(v.string(), v.isoTimestamp()),
  global: v.optional(
    v.variant('kind', [
      v.strictObject({ kind: v.literal('waiting'), reason: storedReason }),
      v.strictObject({ kind: v.literal('posted'), levelKey: v.pipe(v.string(), v.maxLength(80)) }),
      v.strictObject({ kind: v.literal('refused'), reason: storedReason }),
    ]),
  ),
});

/** The player's published levels, newest first; each is checked on its own, so damage costs only it. */
export function loadMyLevels(store: LocalStore): PublishedLevel[] {
  // An entry is stored under its own hash; one under another key is damage, backed up and dropped.
  const entries = store.readEntries(DOCUMENT, (key) =>
    HASH.test(key)
      ? v.pipe(
          entry,
          v.check((level) => level.hash === key),
        )
      : undefined,
  );
  return [...entries.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/**
 * Adds a published level at the head of the list (a level already there moves up), keeping the
 * newest MAX_MY_LEVELS. Returns the list, or null when storage refused (nothing changed).
 */
export function addMyLevel(store: LocalStore, level: PublishedLevel): PublishedLevel[] | null {
  const before = loadMyLevels(store);
  // Published again: what the global leaderboard made of it still holds (same hash, same level).
  const global = level.global ?? before.find((l) => l.hash === level.hash)?.global;
  const added = global === undefined ? level : { ...level, global };
  const levels = [added, ...before.filter((l) => l.hash !== level.hash)].slice(0, MAX_MY_LEVELS);
  return save(store, levels) ? levels : null;
}

/**
 * Records what the global leaderboard made of a listed level; false when the level is not in
 * the list or storage refused (nothing changed).
 */
export function setMyLevelGlobal(
  store: LocalStore,
  hash: string,
  global: LevelGlobalState,
): boolean {
  const levels = loadMyLevels(store);
  if (!levels.some((l) => l.hash === hash)) return false;
  return save(
    store,
    levels.map((l) => (l.hash === hash ? { ...l, global } : l)),
  );
}

function save(store: LocalStore, levels: readonly PublishedLevel[]): boolean {
  return store.writeEntries(DOCUMENT, new Map(levels.map((l) => [l.hash, l])));
}
