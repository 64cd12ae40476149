import * as v from 'valibot';
import { MAX_TIME_LIMIT_TICKS } from '../sim';
import type { LocalStore } from './local-store';

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
}

const DOCUMENT = 'my-levels';
/** Levels kept in the list: links are long (up to 64 KiB each), and storage is about 5 MB. */
export const MAX_MY_LEVELS = 20;
const MAX_FRAGMENT_CHARS = 65_536 + 2;
const HASH = /^[0-9a-f]{64}$/;

const entry = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  hash: v.pipe(v.string(), v.regex(HASH)),
  fragment: v.pipe(v.string(), v.startsWith('l='), v.maxLength(MAX_FRAGMENT_CHARS)),
  makerTicks: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME_LIMIT_TICKS)),
  publishedAt: v.pipe(v.string(), v.isoTimestamp()),
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
  const levels = [level, ...loadMyLevels(store).filter((l) => l.hash !== level.hash)].slice(
    0,
    MAX_MY_LEVELS,
  );
  const saved = store.writeEntries(DOCUMENT, new Map(levels.map((l) => [l.hash, l])));
  return saved ? levels : null;
}
