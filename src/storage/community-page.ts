import * as v from 'valibot';
import type { LocalStore } from './local-store';

/** Levels kept of the Community page last seen (one page of cards). */
export const MAX_KEPT_LEVELS = 24;

/** One card of the Community page as it was seen (the catalogue's row, less what is not shown). */
export interface KeptLevel {
  readonly hash: string;
  readonly name: string;
  readonly maker: string;
  readonly makerTimeTicks: number;
  readonly size: readonly [number, number];
  readonly plays: number;
  readonly clears: number;
  readonly clearRate: number | null;
  readonly bestTimeTicks: number | null;
  readonly rating: { readonly up: number; readonly down: number };
  readonly publishedAt: string;
}

/** The Community page last seen, and when (the page's clock, ms since 1970 UTC). */
export interface KeptCommunityPage {
  readonly seenAtMs: number;
  readonly levels: readonly KeptLevel[];
}

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const levelSchema = v.strictObject({
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  name: v.pipe(v.string(), v.maxLength(200)),
  maker: v.pipe(v.string(), v.maxLength(64)),
  makerTimeTicks: whole,
  size: v.tuple([whole, whole]),
  plays: whole,
  clears: whole,
  clearRate: v.nullable(v.pipe(v.number(), v.minValue(0))),
  bestTimeTicks: v.nullable(whole),
  rating: v.strictObject({ up: whole, down: whole }),
  publishedAt: v.pipe(v.string(), v.maxLength(64)),
});
const pageSchema = v.nullable(
  v.strictObject({
    seenAtMs: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    levels: v.pipe(v.array(levelSchema), v.maxLength(MAX_KEPT_LEVELS)),
  }),
);

const DOCUMENT = 'community-page';

/**
 * The Community page last seen, in local storage under the store's versioned envelope, or null;
 * a document that does not validate is backed up and read as none.
 */
export function loadCommunityPage(store: LocalStore): KeptCommunityPage | null {
  return store.read(DOCUMENT, pageSchema, null);
}

/** Keeps the page seen (its first MAX_KEPT_LEVELS cards); false when storage refused. */
export function saveCommunityPage(store: LocalStore, page: KeptCommunityPage): boolean {
  return store.write(DOCUMENT, { ...page, levels: page.levels.slice(0, MAX_KEPT_LEVELS) });
}
